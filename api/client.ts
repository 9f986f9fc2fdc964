import { ApiError } from './api-error';
import { ResultCode } from './error-codes';

/**
 * Sends one request to the API; the browser and the server each provide their own. `viewer`
 * asks the server's transport to act as the person viewing the page (see ApiRequest).
 */
export type Transport = (path: string, init: RequestInit & { headers: Headers; viewer?: boolean }) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for uploads (sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Send the viewer's cookies from server code too (the request's Cookie header). Only private
   * pages (my page, my ticket, my reviews) ask for it: a public page's server render is the
   * same for everyone and cached, and what belongs to the viewer loads in the browser, which
   * always sends its credentials.
   */
  viewer?: boolean;
};

let serverTransport: Transport | undefined;

/**
 * Server code registers an in-process transport (api/server-transport.ts) so server
 * components call the Hono app directly, with the caller's cookies, and get the very shape the
 * browser gets. Registration keeps server modules out of the browser bundle.
 */
export function registerServerTransport(transport: Transport) {
  serverTransport = transport;
}

export type Envelope = { data?: unknown; result?: { code?: unknown; desc?: unknown } };

/**
 * Calls the API and unwraps the envelope: resolves with `data`, or throws ApiError with the
 * numeric code (and field errors) so callers branch on codes, never on English text.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  let sendRequest: typeof import('./request').sendRequest;
  try {
    ({ sendRequest } = await import('./request'));
  } catch {
    // Offline before the first request: the request code itself could not be fetched.
    throw new ApiError(ResultCode.SERVICE_UNAVAILABLE, 'Network error', { status: 0 });
  }
  return sendRequest<T>(serverTransport, path, request);
}
