'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import type { ViewerImage } from '@/stores/image-viewer-store';

/**
 * A spot's images as the viewer shows them: the hero first, then the detail images in
 * their order (the API lists HERO then DETAIL files). One list for the hero and the detail
 * images tab, so both open the same gallery and the counter reads the same "2 / 5".
 */
export function useSpotViewerImages(spot: Pick<SpotDetail, 'title' | 'files'>): ViewerImage[] {
  const t = useTranslations('popup');
  return useMemo(
    () =>
      spot.files.map((file, index) => ({
        src: file.path,
        alt:
          index === 0
            ? t('heroImageAlt', { title: spot.title })
            : t('gallery.detailImageAlt', { title: spot.title, index }),
      })),
    [spot.files, spot.title, t],
  );
}
