/** One Set-Cookie line, parsed the way a test wants to assert on it. */
export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

function parseSetCookies(headers: Headers): SetCookie[] {
  return headers.getSetCookie().map((line) => {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i === -1) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

/** The cookie a response set (the last one of that name wins, as in a browser). */
export function setCookieOf(headers: Headers, name: string): SetCookie | undefined {
  return parseSetCookies(headers)
    .filter((c) => c.name === name)
    .at(-1);
}

/** A minimal browser cookie store: applies Set-Cookie (Max-Age=0 deletes), renders Cookie. */
export class CookieJar {
  private readonly values = new Map<string, string>();

  set(name: string, value: string) {
    this.values.set(name, value);
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  apply(headers: Headers) {
    for (const cookie of parseSetCookies(headers)) {
      if (cookie.attributes['max-age'] === '0' || cookie.value === '') this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }
}
