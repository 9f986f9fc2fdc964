import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { mapContentSecurityExtra } from './lib/map-style';
import { HEIC_CONVERTER_PATH, heicConverterHeaders, securityHeaders } from './lib/security-headers';

// Messages are compiled at build time (next-intl's precompile): the browser gets ready-made
// message structures and a formatter without the ICU parser (about 9 KiB gzip on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './locales', format: 'json', locales: 'infer', precompile: true },
  },
});

// next.config runs outside the app; NODE_ENV is the one variable Next itself sets here.
const production = process.env.NODE_ENV === 'production';

const nextConfig: NextConfig = {
  // The test script type-checks the whole tree (tests included) before it builds, and says so:
  // the build then skips its own, narrower pass. Every other build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.POPSPOT_TYPES_CHECKED === '1' },
  // Public pages are rendered once and served from memory; invalidations are exact and, on
  // PostgreSQL, shared by every app process (server/cache/page-cache-handler.mjs, decision 026).
  cacheHandler: fileURLToPath(new URL('./server/cache/page-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Native and WASM packages used by the in-process API are loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  images: {
    // Our images are our own files (served by the API under /api/files/), re-encoded by sharp at upload.
    // next/image renders them as plain <img> with explicit sizes and lazy loading; turning on
    // the optimizer later is a one-line change (and a CPU cost on small servers).
    unoptimized: true,
  },
  poweredByHeader: false,
  experimental: {
    // Fewer, larger chunks per route (decision 028): a page's first load is a few files that
    // compress together, instead of many small ones each paying its own overhead. The
    // framework's large chunks stay shared (maxMergeChunkSize keeps its default).
    turbopackChunking: { minChunkSize: 1_000_000, maxChunkCountPerGroup: 3 },
  },
  async headers() {
    return [
      {
        source: '/:path*',
        // Pages replace its Content-Security-Policy with one naming their scripts (proxy.ts,
        // decision 052); Strict-Transport-Security is added per request, over https only.
        headers: securityHeaders({
          development: !production,
          // The basemap's origins: OpenFreeMap's by default, else NEXT_PUBLIC_MAP_STYLE_URL's and
          // MAP_TILE_ORIGINS (decision 053).
          extra: mapContentSecurityExtra(process.env.NEXT_PUBLIC_MAP_STYLE_URL, process.env.MAP_TILE_ORIGINS),
        }),
      },
      // Later rules win for the same header: the HEIC converter frame's own policy (decision 013).
      { source: HEIC_CONVERTER_PATH, headers: heicConverterHeaders() },
      // The service worker is checked for updates on every visit, never served from a cache.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
