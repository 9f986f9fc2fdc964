import 'server-only';
import sharp from 'sharp';
import {
  hasImageVariants,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  imageVariantKeys,
  type ImageVariantFormat,
} from '@/lib/image-variants';
import { deleteFile, fileModifiedAt, putFile, readStoredFile } from './file-storage';

/**
 * The variants of a stored image (decision 027): one AVIF and one WebP per width of
 * IMAGE_VARIANT_WIDTHS, made once by sharp when the image is stored, written next to it
 * under keys derived from its own (lib/image-variants.ts). Keys are never reused for other
 * bytes (an original's key is never reused, and its variants are written with it), so the
 * files route may let browsers keep them for a year.
 */

export interface ImageVariant {
  /** The nominal width (the name); the pixels are at most this wide, never enlarged. */
  width: number;
  format: ImageVariantFormat;
  bytes: Buffer;
}

/**
 * AVIF at effort 2 with 4:2:0 chroma: about 8x faster than sharp's default effort 4 for a
 * few per cent more bytes (measured in decision 027), so an upload waits well under a
 * second for its variants on two cores. WebP at sharp's default effort.
 */
const AVIF = { quality: 50, effort: 2, chromaSubsampling: '4:2:0' } as const;
const WEBP = { quality: 75 } as const;

/** Everything that decides the variants' bytes besides the source: part of a cache key. */
export const IMAGE_VARIANT_SETTINGS = JSON.stringify({ v: 1, widths: IMAGE_VARIANT_WIDTHS, AVIF, WEBP });

/** Same limit as for uploads: no variant of a decompression bomb. */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * Every variant of an image, one per width and format. A width at or above the image's own
 * is the image at its own width (made once, shared by those names); there the WebP variant
 * is the source itself when the source is WebP, so it is not encoded twice.
 *
 * Widths are encoded one after another (the two formats of one width together): sharp runs
 * on libuv's four threads, which also serve file reads, so one upload must not take them all.
 */
export async function renderImageVariants(source: Uint8Array): Promise<ImageVariant[]> {
  const input = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { width: sourceWidth, format } = await input.metadata();
  if (!sourceWidth) throw new Error('An image without a width has no variants');
  const widths = [...new Set(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, sourceWidth)))];
  const encoded = new Map<number, Record<ImageVariantFormat, Buffer>>();
  for (const width of widths) {
    const full = width === sourceWidth;
    const resized = full ? input.clone() : input.clone().resize({ width });
    const [avif, webp] = await Promise.all([
      resized.clone().avif(AVIF).toBuffer(),
      full && format === 'webp' ? Promise.resolve(Buffer.from(source)) : resized.clone().webp(WEBP).toBuffer(),
    ]);
    encoded.set(width, { avif, webp });
  }
  return IMAGE_VARIANT_FORMATS.flatMap((format) =>
    IMAGE_VARIANT_WIDTHS.map((width) => ({
      width,
      format,
      bytes: encoded.get(Math.min(width, sourceWidth))![format],
    })),
  );
}

async function putVariants(key: string, variants: ImageVariant[]): Promise<void> {
  await Promise.all(variants.map((v) => putFile(imageVariantKey(key, v.width, v.format), v.bytes)));
}

/**
 * Stores an image and its variants (given, e.g. from the seed's cache, or made here). The
 * original is written first, so variants are never older than their original: the backfill
 * (ensureImageVariants) takes an older variant for a stale one.
 */
export async function putImage(key: string, bytes: Uint8Array, variants?: ImageVariant[]): Promise<void> {
  if (!hasImageVariants(key)) throw new Error(`Not a key for an image with variants: ${key}`);
  const made = variants ?? (await renderImageVariants(bytes));
  await putFile(key, bytes);
  await putVariants(key, made);
}

/** Removes a stored file and, for an image, its variants. */
export async function deleteImage(key: string): Promise<void> {
  const keys = hasImageVariants(key) ? [key, ...imageVariantKeys(key).map((v) => v.key)] : [key];
  await Promise.all(keys.map((k) => deleteFile(k)));
}

/**
 * Makes the variants of a stored image that lacks any of them or has one older than the
 * image (written before it was replaced). Answers what it did; 'missing' when there is no
 * such file, 'skipped' for a key without variants (an SVG, a variant itself).
 */
export async function ensureImageVariants(
  key: string,
  render: (source: Buffer) => Promise<ImageVariant[]> = renderImageVariants,
): Promise<'made' | 'present' | 'missing' | 'skipped'> {
  if (!hasImageVariants(key)) return 'skipped';
  const original = await fileModifiedAt(key);
  if (original === null) return 'missing';
  const made = await Promise.all(imageVariantKeys(key).map((v) => fileModifiedAt(v.key)));
  if (made.every((time) => time !== null && time >= original)) return 'present';
  await putVariants(key, await render(await readStoredFile(key)));
  return 'made';
}
