/**
 * Baseline security headers for every response (applied in next.config.ts). Kept as a pure
 * function so features that need more (a map tile server in connect-src, for instance)
 * extend one list and the tests see the result.
 */

export type SecurityHeaderOptions = {
  /** Development adds 'unsafe-eval': React Refresh and Next's dev overlay evaluate code. */
  development: boolean;
  /** Strict-Transport-Security is sent only in production (local http would be pinned). */
  production: boolean;
  /** Extra origins per directive, e.g. { 'connect-src': ['https://tiles.example.com'] }. */
  extra?: Partial<Record<string, string[]>>;
};

export function contentSecurityPolicy({ development, extra = {} }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's App Router streams inline bootstrap scripts (self.__next_f.push). Without
    // per-request nonces (which would make every page dynamic) they need 'unsafe-inline'.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    // React and Tailwind set inline style attributes (e.g. image sizing, swiper transforms).
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

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // Geolocation for "pop-ups near me"; everything else this app never uses is off.
    { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=()' },
  ];
  if (options.production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
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
