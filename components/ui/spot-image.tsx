import Image from 'next/image';

type Props = {
  src: string | null | undefined;
  alt: string;
  /** Layout width hint for the browser (images are not resized server-side). */
  sizes: string;
  /** The page's main image: fetch it first instead of lazily. */
  priority?: boolean;
  fallbackLabel: string;
  className?: string;
};

/**
 * A pop-up image filling its (aspect-ratio) box. Our files are served as-is (images are
 * unoptimized in next.config.ts), so next/image here is an <img> with lazy loading and no
 * layout shift; a spot without an image gets a labelled placeholder instead of a broken icon.
 */
export function SpotImage({ src, alt, sizes, priority = false, fallbackLabel, className = '' }: Props) {
  return (
    <div className={`relative overflow-hidden bg-canvas ${className}`}>
      {src ? (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="object-cover"
        />
      ) : (
        // Decorative images (alt="") get a decorative placeholder too.
        <div
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className="flex size-full items-center justify-center text-xs text-ink-muted"
        >
          {fallbackLabel}
        </div>
      )}
    </div>
  );
}
