import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { localizedPath } from './alternates';

/**
 * Sitemap XML by hand (sitemaps.org 0.9 with xhtml:link hreflang alternates). Next's
 * sitemap.ts metadata route can write alternates but not a sitemap index, and its
 * generateSitemaps serves only the children (/sitemap/{id}.xml), with no /sitemap.xml that
 * lists them; see docs/decisions/018-seo.md.
 */

/** The protocol's hard limit is 50,000; smaller files keep each response quick. */
export const DEFAULT_URLS_PER_SITEMAP = 10_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** W3C datetime, second precision (what crawlers expect in lastmod). */
function formatLastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A page that exists in every language: the unlocalized path (e.g. /popup/1) and when it last changed. */
export type SitemapPage = { path: string; lastmod: Date | null };

/** How many pages fit one file when each page is listed once per language. */
export function pagesPerSitemap(urlsPerFile: number): number {
  return Math.max(1, Math.floor(urlsPerFile / LOCALES.length));
}

/**
 * One <url> per language of each page. Every entry carries the full set of alternates,
 * itself included, plus x-default (the unprefixed Korean page), as Google asks for
 * hreflang in sitemaps.
 */
export function urlsetXml(pages: SitemapPage[], origin: string): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).toString());
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const links = LOCALES.map(
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(localizedPath(page.path, lang))}"/>`,
    );
    links.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(localizedPath(page.path, DEFAULT_LOCALE))}"/>`,
    );
    const lastmod = page.lastmod ? `<lastmod>${formatLastmod(page.lastmod)}</lastmod>` : '';
    for (const lang of LOCALES) {
      out.push(`<url><loc>${absolute(localizedPath(page.path, lang))}</loc>${lastmod}${links.join('')}</url>`);
    }
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

/** A child sitemap as the index lists it. */
export type SitemapFile = { path: string; lastmod: Date | null };

export function sitemapIndexXml(files: SitemapFile[], origin: string): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const file of files) {
    const lastmod = file.lastmod ? `<lastmod>${formatLastmod(file.lastmod)}</lastmod>` : '';
    out.push(`<sitemap><loc>${escapeXml(new URL(file.path, origin).toString())}</loc>${lastmod}</sitemap>`);
  }
  out.push('</sitemapindex>');
  return `${out.join('\n')}\n`;
}
