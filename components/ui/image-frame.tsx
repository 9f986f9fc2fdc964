'use client';

import { useState } from 'react';
import { cx } from '@/lib/cx';
import { ImageOffIcon } from './icons/image-off';

type Props = {
  src: string | null | undefined;
  alt: string;
  /** Layout width hint for the browser (used once images are served in several widths). */
  sizes: string;
  /** The page's main image: fetch it first instead of lazily. */
  priority?: boolean;
  /** Said (and shown small) when there is no picture or it failed to load. */
  fallbackLabel: string;
  className?: string;
};

/**
 * An image filling its (aspect-ratio) box, with a designed fallback instead of the
 * browser's broken-image icon: no file, or a file that fails to load (also one that failed
 * before hydration, which React never reports), shows a quiet tile with an icon and label.
 * The box fixes the size (no layout shift). A native img, not next/image: our files are
 * already re-encoded at upload and served unoptimized (next.config.ts), so next/image would
 * add only its runtime, about 4 KiB gzip on every page with a picture (decision 024).
 */
export function ImageFrame({ src, alt, sizes, priority = false, fallbackLabel, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <div className={cx('relative overflow-hidden bg-canvas', className)}>
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
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          src={src}
          alt={alt}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? undefined : 'async'}
          className="absolute inset-0 size-full object-cover"
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
