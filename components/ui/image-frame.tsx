'use client';

import { useState } from 'react';
import { cx } from '@/lib/cx';
import { ImageOffIcon } from './icons/image-off';
import { StoredImage } from './stored-image';

type Props = {
  src: string | null | undefined;
  alt: string;
  /** The width the box is laid out at, for choosing a variant (StoredImage). */
  sizes: string;
  /** The page's main image: preloaded with high priority instead of loaded lazily (StoredImage). */
  priority?: boolean;
  /** Said (and shown small) when there is no picture or it failed to load. */
  fallbackLabel: string;
  /**
   * 'contain' shows the whole picture inside the box (artwork: a poster's words at its edges
   * must not be cut, issue 31); 'cover' fills the box (thumbnails, photos).
   */
  fit?: 'cover' | 'contain';
  /** The box's width / height; otherwise the className's aspect class sets it. */
  aspectRatio?: number;
  className?: string;
};

/**
 * An image filling its (aspect-ratio) box, with a designed fallback instead of the
 * browser's broken-image icon: no file, or a file that fails to load (also one that failed
 * before hydration, which React never reports), shows a quiet tile with an icon and label.
 * The box fixes the size (no layout shift). The picture is a StoredImage: its variants in
 * AVIF and WebP, in the width `sizes` asks for (decision 027).
 */
export function ImageFrame({
  src,
  alt,
  sizes,
  priority = false,
  fallbackLabel,
  fit = 'cover',
  aspectRatio,
  className,
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <div
      className={cx('relative overflow-hidden bg-canvas', className)}
      style={aspectRatio ? { aspectRatio } : undefined}
    >
      {broken ? (
        // Decorative images (alt="") get a decorative fallback too.
        <div
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className="flex size-full flex-col items-center justify-center gap-1 text-ink-muted"
        >
          <ImageOffIcon width={24} height={24} />
          <span className="px-2 text-center text-caption">{fallbackLabel}</span>
        </div>
      ) : (
        <StoredImage
          src={src}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className={cx('absolute inset-0 size-full', fit === 'contain' ? 'object-contain' : 'object-cover')}
          onError={() => setFailedSrc(src)}
          ref={(img) => {
            // An error before hydration fired no React event: a completed image with no pixels failed.
            if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
          }}
        />
      )}
    </div>
  );
}
