/**
 * Where a browser may be sent after sign-in. Pure, for both the API's sign-in routes
 * (server/auth/return-path.ts) and the /login page, which sends a visitor who is already
 * signed in straight on.
 */
const PLACEHOLDER_ORIGIN = 'http://popspot.invalid';

/**
 * A place to send the browser after sign-in, or null. Only a path on this site is accepted:
 * it must start with one '/', and '//evil.example' or '/\evil.example' (which browsers read
 * as another host) are refused, as are control characters and our own API paths. Parsing
 * against a placeholder origin catches every other way of escaping it.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  // Checked again after normalisation: '/.//evil.example' and '/%2e%2e//evil.example'
  // normalise to '//evil.example', which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  // The login and sign-up pages themselves would loop the user back to sign-in.
  if (/^(\/(en|ja|zh))?\/(login|signup)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
