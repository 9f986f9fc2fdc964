import { ApiError, type FieldErrors } from './api-error';
import type { ApiRequest, Envelope, QueryValue, Transport } from './client';
import { ResultCode } from './error-codes';

/*
 * The request itself, loaded with the first call (api/client.ts's apiFetch imports it): a
 * public page renders from server data and makes its first request only later, so this code
 * stays out of its first load (decision 028).
 */

/**
 * The browser holds no credentials of its own: the HttpOnly access token and the visitor
 * cookie travel with every same-origin request, and no script reads them (decision 048).
 */
function defaultBrowserTransport(): Transport {
  // Absolute against the page's origin: same request in a browser, and valid in jsdom tests.
  return async (path, init) =>
    fetch(new URL(`/api${path}`, window.location.origin), { ...init, credentials: 'same-origin' });
}

function pickTransport(serverTransport: Transport | undefined): Transport {
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

/** apiFetch's body (api/client.ts), with the transport the server registered, if any. */
export async function sendRequest<T>(
  serverTransport: Transport | undefined,
  path: string,
  request: ApiRequest,
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await pickTransport(serverTransport)(`${path}${toQueryString(request.query)}`, {
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
  try {
    return unwrapEnvelope<T>(response.status, json);
  } catch (error) {
    // A busy server (503) or a limit (429) says when to come back: the caller's retry waits that long.
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (error instanceof ApiError && Number.isFinite(retryAfter) && retryAfter > 0)
      error.retryAfterMs = retryAfter * 1000;
    throw error;
  }
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
