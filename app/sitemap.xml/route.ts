import { siteOrigin } from '@/app/server-config';
import { getDb } from '@/server/db/client';
import { buildSitemapIndex } from '@/server/services/seo/build-sitemap';

// Read from the database per request (a few cheap aggregate queries), so new pop-ups show
// up at once; caches in front may keep it for the max-age below.
export const dynamic = 'force-dynamic';

/** The sitemap index: the list pages' file and every content file (decision 018). */
export async function GET() {
  const xml = await buildSitemapIndex(await getDb(), { origin: siteOrigin() });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
    },
  });
}
