import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { apiError } from '@/api/api-error';
import { logger } from '../logger';
import { deleteImage } from './image-variants';

/**
 * Review images are judged by their bytes, never by the file name or the Content-Type the
 * browser claims, and are never stored as sent: every accepted image is decoded and
 * re-encoded by sharp, which turns it upright (EXIF orientation) and writes none of the
 * original metadata (EXIF with GPS position, XMP, IPTC, ICC), so a photo can't leak where
 * it was taken.
 */

type SniffedImageType = 'png' | 'jpeg' | 'webp' | 'heic';

/** Brands in an ISO-BMFF `ftyp` box that mean HEIF/HEIC (iPhone photos). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The image type from the first bytes (magic numbers), or null for anything else. */
function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** Longest side of a stored review image; phone photos are scaled down, never up. */
const REVIEW_IMAGE_MAX_DIMENSION = 2048;
/**
 * Refuse decoding more pixels than this (64 MP covers 48 MP phone cameras). A small file can
 * declare a huge canvas (a "decompression bomb"); sharp checks the header before decoding.
 */
const MAX_INPUT_PIXELS = 64_000_000;

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Checks the bytes and re-encodes them to WebP. PNG, JPEG and WebP are accepted; HEIC bytes
 * are refused (the browser converts HEIC to JPEG before uploading, spec section 5; the
 * server's libvips can't decode HEVC anyway); anything else, or an image that fails to
 * decode, is BAD_REQUEST (the client opens its 'check your images' dialog on it).
 */
export async function reencodeReviewImage(bytes: Uint8Array): Promise<ReencodedImage> {
  const type = sniffImageType(bytes);
  if (type === 'heic') throw badImage('HEIC images must be converted to JPEG before upload');
  if (!type) throw badImage('only PNG, JPEG and WebP images are accepted');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    // The header was sniffed already; this refuses a file whose body is another format.
    if (meta.format !== type) throw new Error(`format mismatch: ${meta.format} vs ${type}`);
    const { data, info } = await image
      .rotate() // upright by EXIF orientation, before the metadata is dropped
      .resize({
        width: REVIEW_IMAGE_MAX_DIMENSION,
        height: REVIEW_IMAGE_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // sharp writes no input metadata unless asked (withMetadata/keepExif): nothing is kept.
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw badImage('the image could not be read');
  }
}

/** 400 with the reason as a field error (the envelope's desc is the catalogue's). */
function badImage(reason: string) {
  return apiError('BAD_REQUEST', { 'form.file': [reason] });
}

/**
 * Removes stored images (with their variants) after their rows are gone (the database commit comes first, so a
 * failure here leaves an unreferenced file, never a row pointing at nothing). Failures are
 * logged, not thrown: the user's action already succeeded.
 */
export async function removeStoredFiles(keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deleteImage(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') logger.warn('stored file not removed', { key: keys[i], error: result.reason });
  });
}

/** Storage key of a new review image: never reused, so it can be cached for a year. */
export function reviewImageKey(reviewId: number): string {
  return `reviews/${reviewId}/${randomUUID()}.webp`;
}
