import 'server-only';
import { resolveMapStyleUrl } from '@/lib/map-style';
import { serverEnv } from '@/server/env';

/**
 * Server-side settings that pages pass down as props. Pages (.tsx) may not import server/
 * (lint keeps UI files off it) and nothing but server/env.ts reads process.env; this
 * server-only module in app/ is the one bridge, next to sitemap.ts and the route handlers
 * that use server/ too.
 */

/** The public origin (PUBLIC_BASE_URL) for absolute URLs in metadata and JSON-LD. */
export function siteOrigin(): string {
  return serverEnv().PUBLIC_BASE_URL;
}

/**
 * The maplibre style URL: NEXT_PUBLIC_MAP_STYLE_URL, the default basemap (OpenFreeMap,
 * decision 053) when unset, or null for the plain background (`none`). Read by the server at
 * run time and handed to the map components as a prop, so changing the basemap needs a
 * restart, not a rebuild (a new origin also needs it in the CSP, which next.config.ts builds).
 */
export function mapStyleUrl(): string | null {
  return resolveMapStyleUrl(serverEnv().NEXT_PUBLIC_MAP_STYLE_URL);
}

/**
 * The development helpers (the demo sign-in, the captured-mail page /dev/mailbox) are on:
 * AUTH_DEV_LOGIN, as the API's dev-only routes read it.
 */
export function devToolsEnabled(): boolean {
  return serverEnv().AUTH_DEV_LOGIN;
}
