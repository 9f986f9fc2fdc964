import { REVIEW_LIMITS } from './constants';

/** Why a picked image was turned away: the three lines of the 'check your images' dialog. */
export type ReviewImageProblem = 'size' | 'type' | 'count';

type PickedFile = { name: string; type: string; size: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * HEIC/HEIF, by its type or, when the browser gives none (desktop browsers often report '' for
 * HEIC), by its name. These are converted to JPEG in the browser before upload.
 */
export function isHeic(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif') return true;
  const ext = extensionOf(file.name);
  return ext === 'heic' || ext === 'heif';
}

/**
 * One of the spec's formats (png, jpg, jpeg, webp, heic): a known image type, or a known
 * extension when the type is missing or generic. The server checks the bytes in any case.
 */
export function isAcceptedImageType(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if ((REVIEW_LIMITS.imageMimeTypes as readonly string[]).includes(type)) return true;
  if (type && type !== 'application/octet-stream') return false;
  return (REVIEW_LIMITS.imageExtensions as readonly string[]).includes(extensionOf(file.name)) || isHeic(file);
}

/** What `accept` offers in the file chooser (types and extensions, for browsers that know no HEIC type). */
export const REVIEW_IMAGE_ACCEPT = [
  ...REVIEW_LIMITS.imageMimeTypes,
  ...REVIEW_LIMITS.imageExtensions.map((ext) => `.${ext}`),
].join(',');

/**
 * Sorts a selection (spec 5): images over 10 MB or of another format are refused, and of the
 * rest only as many as there are free places (`slots`) are taken, in the order picked. Any
 * refusal is reported, so the 'check your images' dialog can say which rule it was.
 */
export function sortPickedImages<T extends PickedFile>(
  files: readonly T[],
  slots: number,
): { accepted: T[]; problems: ReviewImageProblem[] } {
  const problems = new Set<ReviewImageProblem>();
  const accepted: T[] = [];
  for (const file of files) {
    if (!isAcceptedImageType(file)) problems.add('type');
    else if (file.size > REVIEW_LIMITS.maxImageBytes) problems.add('size');
    else if (accepted.length >= Math.max(0, slots)) problems.add('count');
    else accepted.push(file);
  }
  const order: ReviewImageProblem[] = ['size', 'type', 'count'];
  return { accepted, problems: order.filter((p) => problems.has(p)) };
}

/**
 * Places left on a review: five less the images the reader sees (uploaded, uploading or
 * converting). Removed images don't count, though the server keeps them until the review is
 * saved: uploads name them (`deletedFileIds`), and the server leaves them out of its count.
 */
export function reviewImagePlacesLeft(shown: number): number {
  return Math.max(0, REVIEW_LIMITS.maxImages - shown);
}

/** A file name for the JPEG made from a HEIC image: photo.HEIC -> photo.jpg. */
export function jpegNameFor(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`;
}
