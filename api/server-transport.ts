import 'server-only';
import { cookies } from 'next/headers';
import { CACHE_TAGS_HEADER, FRESH_UNTIL_HEADER } from '@/server/cache/page-cache';
import { tagCurrentPage } from '@/server/cache/tag-page';
import { getApp } from '@/server/http/app';
import { registerServerTransport } from './client';

/**
 * On the server the API is called in-process: no network hop, same validation and envelope.
 * Public by default: no cookie is read, so a public page renders the same for everyone and
 * is served from the cache. A request marked `viewer` (private pages only) carries the
 * request's cookies (the HttpOnly access token, the visitor cookie), which makes that page
 * per-request.
 */
registerServerTransport(async (path, { viewer, ...init }) => {
  if (viewer) {
    // Not wrapped in try/catch: during a build, cookies() throws Next's own signal that marks
    // the page as rendered per request, and swallowing it would make Next prerender the page
    // against the database at build time.
    const cookieHeader = (await cookies())
      .getAll()
      .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    if (cookieHeader) init.headers.set('Cookie', cookieHeader);
  }
  const response = await getApp().request(`/api${path}`, init);
  // What the answer is made of becomes the page's: its tags and when a fact in it expires.
  if (!viewer) {
    const tags = response.headers.get(CACHE_TAGS_HEADER)?.split(' ').filter(Boolean) ?? [];
    const freshUntil = Date.parse(response.headers.get(FRESH_UNTIL_HEADER) ?? '');
    await tagCurrentPage(tags, Number.isNaN(freshUntil) ? null : freshUntil);
  }
  return response;
});
