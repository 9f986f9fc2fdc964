import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FILES_URL_PREFIX } from '@/lib/image-variants';
import { serverEnv } from '../env';

/**
 * Uploaded and generated files on local disk under UPLOAD_DIR, addressed by a storage key
 * such as `spots/12/hero-1.webp`. The API hands out `/api/files/<key>` URLs, so moving to
 * S3-compatible storage later changes this module and the files route only.
 */
const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

function isValidStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..') && !key.includes('//');
}

function resolveKey(key: string): string {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  const root = path.resolve(/*turbopackIgnore: true*/ serverEnv().UPLOAD_DIR);
  const full = path.resolve(/*turbopackIgnore: true*/ root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
  return full;
}

/** The URL path the browser loads a stored file from. */
export function publicFileUrl(key: string): string {
  return `${FILES_URL_PREFIX}${key}`;
}

export async function putFile(key: string, bytes: Uint8Array): Promise<void> {
  const full = resolveKey(key);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, bytes);
}

export async function deleteFile(key: string): Promise<void> {
  await rm(resolveKey(key), { force: true });
}

export async function fileExists(key: string): Promise<boolean> {
  return (await fileModifiedAt(key)) !== null;
}

/** When the file was last written (ms since the epoch), or null when there is no such file. */
export async function fileModifiedAt(key: string): Promise<number | null> {
  try {
    const info = await stat(resolveKey(key));
    return info.isFile() ? info.mtimeMs : null;
  } catch {
    return null;
  }
}

export async function readStoredFile(key: string): Promise<Buffer> {
  return readFile(resolveKey(key));
}

/** A web stream of the file and its size, or null when there is no such file. */
export async function openFile(
  key: string,
): Promise<{ stream: ReadableStream<Uint8Array>; size: number; mtime: Date } | null> {
  if (!isValidStorageKey(key)) return null;
  const full = resolveKey(key);
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    return {
      stream: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
      size: info.size,
      mtime: info.mtime,
    };
  } catch {
    return null;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
