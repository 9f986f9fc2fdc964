import { ApiError } from './api-error';
import { apiFetch, type Envelope } from './client';
import { unwrapEnvelope } from './request';
import { ResultCode } from './error-codes';

/*
 * Uploads apart from api/client.ts: every page's first load carries the client, and only the
 * review form uploads (decision 028).
 */

/** Share of the request body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * POSTs a multipart form and reports upload progress. fetch() can't observe a request body
 * being sent, so in the browser this is an XMLHttpRequest to the page's own origin (the same
 * cookies as apiFetch, HttpOnly access token included; same envelope,
 * same ApiError codes as apiFetch; an aborted upload rejects with an AbortError). On the
 * server, or with a swapped browser transport (tests), it is apiFetch with progress reported
 * once, at the end.
 */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<T> {
  const { onProgress, signal } = options;
  if (typeof window === 'undefined' || typeof XMLHttpRequest === 'undefined') {
    const data = await apiFetch<T>(path, { method: 'POST', body: form, signal });
    onProgress?.(1);
    return data;
  }
  return new Promise<T>((resolve, reject) => {
    const abortError = () => new DOMException('The upload was aborted', 'AbortError');
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(`/api${path}`, window.location.origin).toString());
    // Same origin: the browser sends the cookies (and Origin, which the CSRF check reads).
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let json: Envelope | undefined;
      try {
        json = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        json = undefined;
      }
      try {
        const data = unwrapEnvelope<T>(xhr.status, json);
        onProgress?.(1);
        resolve(data);
      } catch (error) {
        reject(error);
      }
    };
    // A refused connection, or a proxy that cut the body off (status 0): the fetch path's network error.
    xhr.onerror = () => reject(new ApiError(ResultCode.SERVICE_UNAVAILABLE, 'Network error', { status: 0 }));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
