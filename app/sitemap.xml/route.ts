import { siteOrigin } from '@/app/server-config';
import { earliestAfter, nextSeoulMidnight, pageTags } from '@/server/cache/page-cache';
import { tagCurrentPage } from '@/server/cache/tag-page';
import { getDb } from '@/server/db/client';
import { buildSitemapIndex } from '@/server/services/seo/build-sitemap';
import { nextListChange } from '@/server/services/search/next-list-change';

// Served from the cache; a new or changed pop-up, post, partner or notice invalidates it by
// tag, a scheduled pop-up appears at its instant. Hourly at most otherwise (seconds).
export const revalidate = 3600;

/** The sitemap index: the list pages' file and every content file (decision 018). */
export async function GET() {
  const now = Date.now();
  const xml = await buildSitemapIndex(await getDb(), { origin: siteOrigin() });
  await tagCurrentPage(
    [pageTags.spots, pageTags.magazines, pageTags.partners, pageTags.notices],
    earliestAfter(now, [nextSeoulMidnight(now), await nextListChange(new Date(now))]),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
