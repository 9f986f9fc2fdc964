/**
 * The browser's cookies, read and written as js-cookie does (same encoding, so either can read
 * what the other wrote), in the few lines this app needs: the chrome on every page reads the
 * sign-in cookie, and a library for it would be on every page's first load (decision 028).
 * Browser-only; our cookie names are plain ASCII and need no encoding.
 */

type CookieOptions = { path: string; expires?: Date; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    let value = pair.slice(at + 1);
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  // encodeURIComponent, leaving the characters a cookie value may hold as they are.
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  let cookie = `${name}=${encoded}; path=${options.path}`;
  if (options.expires) cookie += `; expires=${options.expires.toUTCString()}`;
  if (options.sameSite) cookie += `; samesite=${options.sameSite}`;
  if (options.secure) cookie += '; secure';
  document.cookie = cookie;
}

export function removeCookie(name: string, path: string): void {
  writeCookie(name, '', { path, expires: new Date(0) });
}
