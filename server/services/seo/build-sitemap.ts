import 'server-only';
import {
  DEFAULT_URLS_PER_SITEMAP,
  pagesPerSitemap,
  sitemapIndexXml,
  urlsetXml,
  type SitemapFile,
} from '@/lib/seo/sitemap-xml';
import type { Executor } from '../../db/client';
import {
  listSitemapChunks,
  listSitemapEntries,
  listStaticSitemapPages,
  newestDate,
  SITEMAP_SECTIONS,
  type SitemapSection,
} from './list-sitemap-entries';

/**
 * /sitemap.xml is an index of child files: /sitemap/static.xml (the list pages and the
 * legal documents) and /sitemap/<section>-<n>.xml, each at most `urlsPerFile` <url>
 * elements (every page is listed once per language, so a file holds urlsPerFile / 4 pages).
 */
export type SitemapOptions = { origin: string; urlsPerFile?: number };

function sitemapFilePath(section: SitemapSection | 'static', page?: number): string {
  return section === 'static' ? '/sitemap/static.xml' : `/sitemap/${section}-${page}.xml`;
}

export async function buildSitemapIndex(db: Executor, options: SitemapOptions): Promise<string> {
  const pageSize = pagesPerSitemap(options.urlsPerFile ?? DEFAULT_URLS_PER_SITEMAP);
  const [staticPages, ...chunks] = await Promise.all([
    listStaticSitemapPages(db),
    ...SITEMAP_SECTIONS.map((section) => listSitemapChunks(db, section, pageSize)),
  ]);
  const newestStatic = newestDate(...staticPages.map((page) => page.lastmod));
  const files: SitemapFile[] = [{ path: sitemapFilePath('static'), lastmod: newestStatic }];
  for (const chunk of chunks.flat()) {
    files.push({ path: sitemapFilePath(chunk.section, chunk.page), lastmod: chunk.lastmod });
  }
  return sitemapIndexXml(files, options.origin);
}

const CHILD_NAME = new RegExp(`^(?:(static)|(${SITEMAP_SECTIONS.join('|')})-([1-9]\\d{0,5}))\\.xml$`);

/**
 * A child sitemap by its file name ('static.xml', 'popups-2.xml'), or null when there is no
 * such file (unknown section, or a page past the end), which the route answers with 404.
 */
export async function buildSitemapFile(db: Executor, name: string, options: SitemapOptions): Promise<string | null> {
  const match = CHILD_NAME.exec(name);
  if (!match) return null;
  if (match[1]) return urlsetXml(await listStaticSitemapPages(db), options.origin);
  const section = match[2] as SitemapSection;
  const page = Number(match[3]);
  const pageSize = pagesPerSitemap(options.urlsPerFile ?? DEFAULT_URLS_PER_SITEMAP);
  const pages = await listSitemapEntries(db, section, page, pageSize);
  // Page 1 of an empty section is not in the index either; both are 'no such file'.
  if (pages.length === 0) return null;
  return urlsetXml(pages, options.origin);
}
