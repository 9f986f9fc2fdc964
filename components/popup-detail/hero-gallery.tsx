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
/** The hero's frame keeps the artwork's own shape between a 4:5 poster and a 16:9 banner. */
const HERO_RATIO = { min: 4 / 5, max: 16 / 9 };

function heroRatio(file: { width?: number | null; height?: number | null } | undefined): number {
  if (!file?.width || !file?.height) return HERO_RATIO.min;
  return Math.min(HERO_RATIO.max, Math.max(HERO_RATIO.min, file.width / file.height));
}

export function HeroGallery({ spot }: { spot: Pick<SpotDetail, 'title' | 'files'> }) {
  const t = useTranslations('popup');
  const images = useSpotViewerImages(spot);
  // The API lists the hero first (then the detail images).
  const hero = spot.files[0];
  const image = (
    <ImageFrame
      src={images[0]?.src}
      alt={images[0]?.alt ?? t('heroImageAlt', { title: spot.title })}
      sizes="(max-width: 480px) 100vw, 480px"
      priority
      fallbackLabel={t('noImage')}
      // Its own shape, known from the answer before it loads (no layout shift), and whole.
      aspectRatio={heroRatio(hero)}
      fit="contain"
      className="w-full"
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
