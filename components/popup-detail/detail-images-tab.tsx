'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { ImageOffIcon } from '@/components/ui/icons/image-off';
import { StoredImage } from '@/components/ui/stored-image';
import { useSpotViewerImages } from '@/hooks/use-spot-viewer-images';
import { openImageViewer } from '@/stores/image-viewer-store';

/**
 * The detail images tab: every image after the hero, in order, full width at its own
 * height (detail images are posters and info sheets, often tall). Each opens the gallery
 * at its place. Images load lazily; one that fails shows a labelled placeholder.
 */
export function DetailImagesTab({ spot }: { spot: Pick<SpotDetail, 'title' | 'files'> }) {
  const t = useTranslations('popup.gallery');
  const images = useSpotViewerImages(spot);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const details = images.slice(1);

  if (!details.length) {
    return <p className="px-4 py-12 text-center text-sm text-ink-muted">{t('noDetailImages')}</p>;
  }

  return (
    <ul className="flex flex-col">
      {details.map((image, i) => {
        const index = i + 1;
        return (
          <li key={`${index}-${image.src}`}>
            <button
              type="button"
              aria-label={t('openImage', { index })}
              onClick={(event) => openImageViewer(images, index, event.currentTarget)}
              className="block w-full cursor-zoom-in"
            >
              {failed.has(index) ? (
                <span
                  role="img"
                  aria-label={image.alt}
                  className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-canvas text-sm text-ink-muted"
                >
                  <ImageOffIcon width={32} height={32} />
                  {t('loadError')}
                </span>
              ) : (
                // Full width at its own height: the file's size, when the API knows it,
                // reserves that height before the image arrives.
                <StoredImage
                  src={image.src}
                  alt={image.alt}
                  sizes="(max-width: 480px) 100vw, 480px"
                  width={spot.files[index]?.width ?? undefined}
                  height={spot.files[index]?.height ?? undefined}
                  onError={() => setFailed((prev) => new Set([...prev, index]))}
                  className="block h-auto min-h-24 w-full bg-canvas"
                />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
