/**
 * Baseline security headers for every response (applied in next.config.ts), and the script
 * nonce of a page request (proxy.ts). Kept as pure functions so features that need more (a map
 * tile server in connect-src, for instance) extend one list and the tests see the result.
 *
 * Scripts (decision 052): in production the policy allows our own files and no inline script.
 * The production server (server/front/page-script-policy.mjs) adds to a page's policy what
 * its inline scripts need: the request's nonce for a page rendered for that request, or the
 * sha256 hashes of the scripts Next rendered into a page served from the page cache.
 * Strict-Transport-Security depends on the request (https or not), so the production server
 * adds it too (server/front/transport-security.mjs).
 */

export type SecurityHeaderOptions = {
  /**
   * `next dev`: inline scripts and eval are allowed (React Refresh and Next's dev overlay
   * evaluate code, and dev pages are never served from the production server's cache).
   */
  development: boolean;
  /** Extra origins per directive, e.g. { 'connect-src': ['https://tiles.example.com'] }. */
  extra?: Partial<Record<string, string[]>>;
};

/** The nonce of one page request: 128 random bits, base64 (what Next reads from the policy). */
export function createScriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The request header proxy.ts hands to Next's renderer: Next reads the nonce from a
 * Content-Security-Policy request header and puts it on every script it renders.
 */
export function scriptNonceRequestPolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}'`;
}

/**
 * The response header through which proxy.ts tells the production server a page's nonce; the
 * server puts it into the page's policy and never sends this header on
 * (SCRIPT_NONCE_HEADER in server/front/page-script-policy.mjs, the same name).
 */
export const SCRIPT_NONCE_HEADER = 'x-script-nonce';

export function contentSecurityPolicy({ development, extra = {} }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's App Router renders inline scripts (self.__next_f.push flight data, the Turbopack
    // bootstrap, React's streaming helpers): the production server allows a page's own by
    // its nonce or their hashes (decision 052); 'unsafe-inline' only in `next dev`.
    'script-src': development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"],
    // React and Tailwind set inline style attributes (e.g. image sizing, swiper transforms).
    // No nonce here: with one, browsers would ignore 'unsafe-inline' for style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for previews of images picked for upload before they are sent.
    // Kakao profile pictures are shown on my page after a Kakao sign-in.
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.kakaocdn.net'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // The Kakao sign-in hands the browser to Kakao's authorize endpoint.
    'form-action': ["'self'", 'https://kauth.kakao.com'],
  };
  for (const [name, sources] of Object.entries(extra)) {
    if (sources) directives[name] = [...(directives[name] ?? []), ...sources];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every response's headers, as next.config.ts applies them. The production server adds a
 * page's script sources to the policy and Strict-Transport-Security over https (decision 052).
 */
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // Geolocation for "pop-ups near me"; everything else this app never uses is off.
    { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=()' },
  ];
}

/** The page that hosts the HEIC converter frame (public/heic-converter.html, decision 013). */
export const HEIC_CONVERTER_PATH = '/heic-converter.html';

/**
 * Headers of the HEIC converter frame, which override the baseline for that one file. It is
 * only ever loaded in <iframe sandbox="allow-scripts"> (an opaque origin: no cookies, no access
 * to the page), so the eval that heic2any's libheif glue needs is allowed there and nowhere
 * else. It may be framed by our own pages only.
 */
export function heicConverterHeaders(): { key: string; value: string }[] {
  return [
    {
      key: 'Content-Security-Policy',
      value:
        "default-src 'none'; script-src 'self' 'unsafe-eval'; worker-src blob:; img-src blob: data:; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
}
