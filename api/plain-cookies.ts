/**
 * The cookie work of every page's first load, through the platform (`document.cookie`):
 * whether a cookie is there, a cookie whose value is a plain ASCII word (the flash message),
 * writing the sign-in return path, and removing cookies. Each is one line of the Web API, and
 * keeping a cookie library out of the shell saves every page its bytes (decision 028). The API
 * client reads no cookie at all: the access token is HttpOnly and travels by itself
 * (decision 048). Browser-only.
 */

type WriteOptions = { path: string; maxAgeSeconds: number; sameSite: 'lax' | 'strict'; secure?: boolean };

function rawValue(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Whether the cookie is set to something (an empty value counts as absent). */
export function hasCookie(name: string): boolean {
  return Boolean(rawValue(name));
}

/** A cookie holding a plain word (letters, digits, - and _), or undefined for anything else. */
export function readWordCookie(name: string): string | undefined {
  const value = rawValue(name);
  return value && /^[\w-]+$/.test(value) ? value : undefined;
}

/** Writes `value` URI-encoded, which the server's cookie parser decodes. */
export function writeEncodedCookie(name: string, value: string, options: WriteOptions): void {
  document.cookie = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path}`,
    `max-age=${options.maxAgeSeconds}`,
    `samesite=${options.sameSite}`,
    ...(options.secure ? ['secure'] : []),
  ].join('; ');
}

export function removePlainCookie(name: string, path: string): void {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}
