'use client';

import { useTranslations } from 'next-intl';
import type { SpotDetail } from '@/api/contracts/spots';
import { ImageFrame } from '@/components/ui/image-frame';
import { useSpotViewerImages } from '@/hooks/use-spot-viewer-images';
import { openImageViewer } from '@/stores/image-viewer-store';

/**
 * The hero image (the page's largest paint, fetched eagerly). Tapping it opens the
 * full-screen gallery at the first image, with the detail images after it. The button is
 * rendered on the server too; the viewer's code loads on the first tap.
 */
export function HeroGallery({ spot }: { spot: Pick<SpotDetail, 'title' | 'files'> }) {
  const t = useTranslations('popup');
  const images = useSpotViewerImages(spot);
  const image = (
    <ImageFrame
      src={images[0]?.src}
      alt={images[0]?.alt ?? t('heroImageAlt', { title: spot.title })}
      sizes="(max-width: 480px) 100vw, 480px"
      priority
      fallbackLabel={t('noImage')}
      className="aspect-[4/5] w-full"
    />
  );
  if (!images.length) return image;
  return (
    <button
      type="button"
      aria-label={t('gallery.openHero')}
      onClick={(event) => openImageViewer(images, 0, event.currentTarget)}
      className="block w-full cursor-zoom-in"
    >
      {image}
    </button>
  );
}
