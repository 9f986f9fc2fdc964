import 'server-only';
import { randomUUID } from 'node:crypto';
import { FILES_URL_PREFIX } from '@/lib/image-variants';
import { deleteImage } from '../../storage/image-variants';

const PROFILE_KEY = /^profiles\/\d+\/[0-9a-f-]{36}\.webp$/;

/** Where a new profile picture of the user is stored (a fresh name: caches never show the old one). */
export function profileImageKey(userId: number): string {
  return `profiles/${userId}/${randomUUID()}.webp`;
}

/**
 * The storage key behind a profile picture URL when it is one we stored (an upload), or null
 * (Kakao's picture, a URL elsewhere, none): only our own files are ever removed.
 */
export function storedProfileImageKey(url: string | null | undefined, userId: number): string | null {
  if (!url?.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length);
  return PROFILE_KEY.test(key) && key.startsWith(`profiles/${userId}/`) ? key : null;
}

/** Removes a replaced or abandoned upload with its variants; a failure leaves an orphan file only. */
export async function removeProfileImage(key: string | null): Promise<void> {
  if (!key) return;
  await deleteImage(key).catch(() => undefined);
}
