import type { Ref, SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import { IMAGE_VARIANT_TYPES, imageSrcSets } from '@/lib/image-variants';

type Props = {
  /** The API's `path` (`/api/files/...`): the variants' URLs are derived from it. */
  src: string;
  alt: string;
  /** The width the image is laid out at (the `sizes` attribute), e.g. '160px' or '(max-width: 480px) 100vw, 480px'. */
  sizes: string;
  /**
   * The page's largest image (its LCP): preloaded from the document head with high fetch
   * priority and loaded at once. Every other image loads lazily, when it nears the viewport.
   */
  priority?: boolean;
  /** The image's own size, when its box takes its height from the picture (reserves the space). */
  width?: number;
  height?: number;
  className?: string;
  draggable?: boolean;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
  ref?: Ref<HTMLImageElement>;
};

/**
 * A stored image in the width and format the browser needs (decision 027): a `<picture>`
 * offering the AVIF variants first, then the WebP ones through the img's own `srcset`, so
 * the browser picks a width from `sizes` and its pixel density. The img keeps the original
 * as `src`. An image without variants (a preview's blob: URL, a remote picture) is a plain img.
 *
 * Plain elements, not next/image: the variants are made once when the image is stored, so
 * nothing is left for an optimizer to do per request (decision 024 on its runtime's weight).
 */
export function StoredImage({ src, alt, sizes, priority = false, className, ref, ...rest }: Props) {
  const sets = imageSrcSets(src);
  if (priority) {
    // In <head> during the server render; browsers without AVIF skip it by its type and
    // fetch the WebP the picture then chooses.
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(sets ? { imageSrcSet: sets.avif, imageSizes: sizes, type: IMAGE_VARIANT_TYPES.avif } : {}),
    });
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      ref={ref}
      src={src}
      srcSet={sets?.webp}
      sizes={sets ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={className}
      {...rest}
    />
  );
  if (!sets) return img;
  return (
    // `contents`: the picture adds no box, so the img is laid out as if it stood alone.
    <picture className="contents">
      <source type={IMAGE_VARIANT_TYPES.avif} srcSet={sets.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
