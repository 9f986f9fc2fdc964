/**
 * Stored images and their variants (decision 027). Every stored WebP image `<stem>.webp`
 * has, next to it, one file per width and format: `<stem>.w<width>.avif` and
 * `<stem>.w<width>.webp`, made once by sharp when the image is stored. The API keeps
 * answering the original's path; a client derives the variants' URLs from it with the
 * helpers here, so server and browser agree on the names without the contracts changing.
 *
 * A width is a nominal size: an image narrower than it is not enlarged, so that variant
 * holds the image at its own width (a browser asking for more pixels than exist gets the
 * most there are).
 */

/** The URL prefix of stored files (GET /api/files/<key>). */
export const FILES_URL_PREFIX = '/api/files/';

/** Widths made for every stored image, smallest first. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960, 1280] as const;

/** Formats made for every width, in the order a `<picture>` offers them (best first). */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** Originals that get variants: what uploads and the seed store (WebP), by key. */
const SOURCE_KEY = /^(.+)\.webp$/;
/** A variant's key: the original's stem, a known width and a known format. */
const VARIANT_KEY = /\.w(\d+)\.(avif|webp)$/;

/** Whether a stored original with this key has variants. */
export function hasImageVariants(key: string): boolean {
  return SOURCE_KEY.test(key) && !VARIANT_KEY.test(key);
}

/** The storage key of one variant of an original (`spots/1/hero.webp` -> `spots/1/hero.w640.avif`). */
export function imageVariantKey(key: string, width: number, format: ImageVariantFormat): string {
  const match = SOURCE_KEY.exec(key);
  if (!match || !hasImageVariants(key)) throw new Error(`No variants for the storage key ${key}`);
  return `${match[1]}.w${width}.${format}`;
}

/** Every variant key of an original, with its width and format. */
export function imageVariantKeys(key: string): { key: string; width: number; format: ImageVariantFormat }[] {
  return IMAGE_VARIANT_FORMATS.flatMap((format) =>
    IMAGE_VARIANT_WIDTHS.map((width) => ({ key: imageVariantKey(key, width, format), width, format })),
  );
}

/**
 * The `srcset` of each format for an image URL, or null when the URL is not a stored image
 * with variants (a blob: preview, a remote avatar, an SVG): such an image is shown as is.
 */
export function imageSrcSets(src: string): Record<ImageVariantFormat, string> | null {
  if (!src.startsWith(FILES_URL_PREFIX)) return null;
  const key = src.slice(FILES_URL_PREFIX.length);
  if (key.includes('?') || key.includes('#') || !hasImageVariants(key)) return null;
  const srcSet = (format: ImageVariantFormat) =>
    IMAGE_VARIANT_WIDTHS.map((width) => `${FILES_URL_PREFIX}${imageVariantKey(key, width, format)} ${width}w`).join(
      ', ',
    );
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}
