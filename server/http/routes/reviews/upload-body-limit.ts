import { createMiddleware } from 'hono/factory';
import { apiError } from '@/api/api-error';
import { REVIEW_LIMITS } from '@/lib/constants';
import type { AppEnv } from '../../types';

/**
 * One image of at most 10485760 bytes plus the multipart framing (boundaries, part
 * headers, a file name): 64 KiB is far more framing than any browser sends.
 */
export const UPLOAD_BODY_MAX_BYTES = REVIEW_LIMITS.maxImageBytes + 64 * 1024;

const UPLOAD_PATH = /^\/api\/v1\/users\/reviews\/[^/]+\/files\/?$/;
const PROFILE_IMAGE_PATH = /^\/api\/v1\/users\/me\/profile-image\/?$/;
const SPOT_IMAGE_PATH = /^\/api\/v1\/enterprise\/spots\/[^/]+\/images\/?$/;

/**
 * The image upload routes (reviews, profile picture, the console's pop-up images), which app.ts
 * exempts from the 1 MiB JSON body limit.
 */
export function isReviewUploadRequest(method: string, path: string): boolean {
  return (
    (method === 'POST' && (UPLOAD_PATH.test(path) || SPOT_IMAGE_PATH.test(path))) ||
    (method === 'PUT' && PROFILE_IMAGE_PATH.test(path))
  );
}

/**
 * The upload's own body limit, run after requireUser (an anonymous caller is refused before
 * a byte is read):
 *
 * 1. A declared Content-Length above the cap: 413 at once, the body is never read.
 * 2. Otherwise the body is read chunk by chunk, counting: a body without Content-Length
 *    (chunked), or one longer than it claimed, is cut off the moment the count passes the
 *    cap (the stream is cancelled, 413), so at most cap + one chunk is ever held in memory.
 * 3. A body within the cap is handed on as bytes; the form parser and the service read it
 *    from there. Buffering up to ~10 MiB is bounded and needed anyway: sharp decodes whole
 *    images.
 */
export const reviewUploadBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > UPLOAD_BODY_MAX_BYTES) throw tooLarge();
  const body = c.req.raw.body;
  if (body) {
    const bytes = await readAtMost(body, UPLOAD_BODY_MAX_BYTES);
    c.req.raw = new Request(c.req.raw, { body: bytes });
  }
  await next();
});

function tooLarge() {
  return apiError('PAYLOAD_TOO_LARGE', { 'form.file': [`at most ${REVIEW_LIMITS.maxImageBytes} bytes`] });
}

async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Stop the sender: nothing more is pulled from the socket.
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
