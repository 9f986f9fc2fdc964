import { siteOrigin } from '@/app/server-config';
import { earliestAfter, nextSeoulMidnight, pageTags } from '@/server/cache/page-cache';
import { tagCurrentPage } from '@/server/cache/tag-page';
import { getDb } from '@/server/db/client';
import { buildSitemapFile } from '@/server/services/seo/build-sitemap';
import { nextListChange } from '@/server/services/search/next-list-change';

// Served from the cache, as /sitemap.xml is (see there).
export const revalidate = 3600;

// Each file is made on its first request, then served from the cache.
export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ name: string }> };

/** A child sitemap named in /sitemap.xml: /sitemap/static.xml, /sitemap/popups-1.xml, ... */
export async function GET(_request: Request, { params }: Context) {
  const { name } = await params;
  const now = Date.now();
  const xml = await buildSitemapFile(await getDb(), name, { origin: siteOrigin() });
  if (xml === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  await tagCurrentPage(
    [pageTags.spots, pageTags.magazines, pageTags.partners, pageTags.notices],
    earliestAfter(now, [nextSeoulMidnight(now), await nextListChange(new Date(now))]),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
