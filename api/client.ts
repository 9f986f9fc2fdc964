import { ApiError, type FieldErrors } from './api-error';
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
   * Send the viewer's credentials from server code too (the request's cookies). Only private
   * pages (my page, my ticket, my reviews) ask for it: a public page's server render is the
   * same for everyone and cached, and what belongs to the viewer loads in the browser, which
   * always sends its credentials.
   */
  viewer?: boolean;
};

export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const SESSION_ID_COOKIE = 'popspot_sid';
export const SESSION_ID_HEADER = 'X-Session-Id';

let serverTransport: Transport | undefined;

/**
 * Server code registers an in-process transport (api/server-transport.ts) so server
 * components call the Hono app directly, with the caller's token, and get the very shape the
 * browser gets. Registration keeps server modules out of the browser bundle.
 */
export function registerServerTransport(transport: Transport) {
  serverTransport = transport;
}

function defaultBrowserTransport(): Transport {
  return async (path, init) => {
    const { browserCredentials } = await import('./browser-credentials');
    const { token, sessionId } = browserCredentials();
    if (token && !init.headers.has('authorization')) init.headers.set('Authorization', `Bearer ${token}`);
    if (sessionId) init.headers.set(SESSION_ID_HEADER, sessionId);
    // Absolute against the page's origin: same request in a browser, and valid in jsdom tests.
    return fetch(new URL(`/api${path}`, window.location.origin), { ...init, credentials: 'same-origin' });
  };
}

function pickTransport(): Transport {
  if (typeof window === 'undefined') {
    if (!serverTransport) {
      throw new Error("No server transport: import '@/api/server-transport' in server code that calls the API");
    }
    return serverTransport;
  }
  return defaultBrowserTransport();
}

export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export type Envelope = { data?: unknown; result?: { code?: unknown; desc?: unknown } };

/**
 * Calls the API and unwraps the envelope: resolves with `data`, or throws ApiError with the
 * numeric code (and field errors) so callers branch on codes, never on English text.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await pickTransport()(`${path}${toQueryString(request.query)}`, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
      viewer: request.viewer,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Next's own control-flow signals (carrying a `digest`): the server transport's cookies()
    // throws one while prerendering a private page to mark it as per-request. Swallowing it
    // would make the build fail (or prerender against the database) instead.
    if (error instanceof Error && typeof (error as { digest?: unknown }).digest === 'string') throw error;
    throw new ApiError(ResultCode.SERVICE_UNAVAILABLE, 'Network error', { status: 0 });
  }
  let json: Envelope | undefined;
  try {
    json = (await response.json()) as Envelope;
  } catch {
    json = undefined;
  }
  return unwrapEnvelope<T>(response.status, json);
}

/** The envelope's data, or the ApiError it (or a non-envelope answer with this status) means. */
export function unwrapEnvelope<T>(status: number, json: Envelope | undefined): T {
  const ok = status >= 200 && status < 300;
  const code = typeof json?.result?.code === 'number' ? json.result.code : undefined;
  if (!ok || code === undefined || code !== ResultCode.SUCCESS) {
    const data = json?.data as { fieldErrors?: FieldErrors } | null | undefined;
    const desc = typeof json?.result?.desc === 'string' ? json.result.desc : undefined;
    throw new ApiError(code ?? (ok ? ResultCode.SERVER_ERROR : status * 100000), desc, {
      status,
      fieldErrors: data?.fieldErrors,
    });
  }
  return json!.data as T;
}
