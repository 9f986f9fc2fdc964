import { siteOrigin } from '@/app/server-config';
import { getDb } from '@/server/db/client';
import { buildSitemapFile } from '@/server/services/seo/build-sitemap';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ name: string }> };

/** A child sitemap named in /sitemap.xml: /sitemap/static.xml, /sitemap/popups-1.xml, ... */
export async function GET(_request: Request, { params }: Context) {
  const { name } = await params;
  const xml = await buildSitemapFile(await getDb(), name, { origin: siteOrigin() });
  if (xml === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=900',
    },
  });
}
