import 'server-only';
import { serverEnv } from '@/server/env';

/**
 * The public origin (PUBLIC_BASE_URL) for absolute URLs in metadata and JSON-LD. Pages
 * (.tsx) may not import server/ (lint keeps UI files off it); this server-only module in
 * app/ is the one bridge, next to sitemap.ts and the route handlers that use server/ too.
 */
export function siteOrigin(): string {
  return serverEnv().PUBLIC_BASE_URL;
}
