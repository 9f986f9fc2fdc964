import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { SitemapPage } from '@/lib/seo/sitemap-xml';
import { listTermsDocuments } from '@/lib/terms/catalogue';
import { TERMS_INDEX_PATH, termsPath } from '@/lib/terms/paths';
import { displayedTermsVersion, effectiveFrom } from '@/lib/terms/versions';
import type { Executor } from '../../db/client';
import { magazinePosts, notices, partners, spots } from '../../db/schema';
import { isPublicSpot } from '../../db/sql/spot-visibility';

/**
 * What the sitemap lists, read with as little as possible: ids and one change instant per
 * row, ordered by the primary key, so 100k pop-ups cost one index-ordered scan per file and
 * never a query per row. Visibility is the public pages' own: public spots (activated, not
 * deleted), published posts whose publish time has come, live partners, published notices.
 */

export const SITEMAP_SECTIONS = ['popups', 'pass-popups', 'magazine', 'partners', 'notices'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** A published magazine post: drafts and hidden posts, and scheduled ones, stay out. */
function isPublishedPost(): SQL {
  return sql`(${magazinePosts.status} = 'PUBLISHED' AND ${magazinePosts.publishedAt} IS NOT NULL AND ${magazinePosts.publishedAt} <= now())`;
}

function isPublishedNotice(): SQL {
  return sql`(${notices.deletedAt} IS NULL AND ${notices.publishedAt} IS NOT NULL AND ${notices.publishedAt} <= now())`;
}

type SectionSource = {
  table: typeof spots | typeof magazinePosts | typeof partners | typeof notices;
  id: SQL;
  where: SQL;
  /** When the page's content last changed (GREATEST skips nulls). */
  lastmod: SQL;
  path: (id: number) => string;
};

/**
 * PARTNER spots are the pass pop-ups: their page is /pass/popups/{id} (/popup/{id}
 * redirects there), so they are listed once, under that URL.
 */
const SOURCES: Record<SitemapSection, SectionSource> = {
  popups: {
    table: spots,
    id: sql`${spots.id}`,
    where: sql`${isPublicSpot()} AND ${spots.type} <> 'PARTNER'`,
    // A scheduled activation makes the page appear later than its last edit.
    lastmod: sql`GREATEST(${spots.updatedAt}, ${spots.activatedAt})`,
    path: (id) => `/popup/${id}`,
  },
  'pass-popups': {
    table: spots,
    id: sql`${spots.id}`,
    where: sql`${isPublicSpot()} AND ${spots.type} = 'PARTNER'`,
    lastmod: sql`GREATEST(${spots.updatedAt}, ${spots.activatedAt})`,
    path: (id) => `/pass/popups/${id}`,
  },
  magazine: {
    table: magazinePosts,
    id: sql`${magazinePosts.id}`,
    where: isPublishedPost(),
    lastmod: sql`GREATEST(${magazinePosts.updatedAt}, ${magazinePosts.publishedAt})`,
    path: (id) => `/${id}`,
  },
  partners: {
    table: partners,
    id: sql`${partners.id}`,
    where: sql`${partners.deletedAt} IS NULL`,
    lastmod: sql`${partners.updatedAt}`,
    path: (id) => `/pass/partners/${id}`,
  },
  notices: {
    table: notices,
    id: sql`${notices.id}`,
    where: isPublishedNotice(),
    lastmod: sql`GREATEST(${notices.updatedAt}, ${notices.publishedAt})`,
    path: (id) => `/notice/${id}`,
  },
};

/** Both drivers answer timestamptz from raw SQL, as Date (node-postgres) or string. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type SitemapChunk = { section: SitemapSection; page: number; count: number; lastmod: Date | null };

/**
 * The files a section splits into (page 1.., `pageSize` rows each, in id order) with the
 * newest change in each, for the sitemap index. A section with no rows has no files.
 */
export async function listSitemapChunks(
  db: Executor,
  section: SitemapSection,
  pageSize: number,
): Promise<SitemapChunk[]> {
  const source = SOURCES[section];
  const { rows } = await db.execute<{ page: number | string; n: number | string; lastmod: unknown }>(sql`
    SELECT ((t.rn - 1) / ${pageSize}) + 1 AS page, count(*) AS n, max(t.lastmod) AS lastmod
    FROM (
      SELECT row_number() OVER (ORDER BY ${source.id}) AS rn, ${source.lastmod} AS lastmod
      FROM ${source.table}
      WHERE ${source.where}
    ) t
    GROUP BY 1
    ORDER BY 1`);
  return rows.map((row) => ({
    section,
    page: Number(row.page),
    count: Number(row.n),
    lastmod: toDate(row.lastmod),
  }));
}

/** The pages of one file of a section: page 1 is the first `pageSize` rows by id. */
export async function listSitemapEntries(
  db: Executor,
  section: SitemapSection,
  page: number,
  pageSize: number,
): Promise<SitemapPage[]> {
  const source = SOURCES[section];
  const { rows } = await db.execute<{ id: number | string; lastmod: unknown }>(sql`
    SELECT ${source.id} AS id, ${source.lastmod} AS lastmod
    FROM ${source.table}
    WHERE ${source.where}
    ORDER BY ${source.id}
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return rows.map((row) => ({ path: source.path(Number(row.id)), lastmod: toDate(row.lastmod) }));
}

/**
 * The list pages, each dated by the newest change among what it lists (rows that were
 * public and then deleted or hidden count too: their removal changed the list), and the
 * legal documents, dated by the version in force.
 */
export async function listStaticSitemapPages(db: Executor, now: Date = new Date()): Promise<SitemapPage[]> {
  const wasPublicSpot = sql`${spots.activatedAt} IS NOT NULL AND ${spots.activatedAt} <= now()`;
  const spotChange = sql`GREATEST(${spots.updatedAt}, ${spots.activatedAt}, ${spots.deletedAt})`;
  const { rows } = await db.execute<Record<'popups' | 'pass' | 'magazine' | 'partners' | 'notices', unknown>>(sql`
    SELECT
      (SELECT max(${spotChange}) FROM ${spots} WHERE ${wasPublicSpot} AND ${spots.type} <> 'PARTNER') AS popups,
      (SELECT max(${spotChange}) FROM ${spots} WHERE ${wasPublicSpot} AND ${spots.type} = 'PARTNER') AS pass,
      (SELECT max(GREATEST(${magazinePosts.updatedAt}, ${magazinePosts.publishedAt})) FROM ${magazinePosts}
        WHERE ${magazinePosts.status} <> 'DRAFT' AND ${magazinePosts.publishedAt} <= now()) AS magazine,
      (SELECT max(GREATEST(${partners.updatedAt}, ${partners.deletedAt})) FROM ${partners}) AS partners,
      (SELECT max(GREATEST(${notices.updatedAt}, ${notices.publishedAt}, ${notices.deletedAt})) FROM ${notices}
        WHERE ${notices.publishedAt} <= now()) AS notices`);
  const row = rows[0] ?? {};
  const popups = toDate(row.popups);
  const pass = toDate(row.pass);
  const magazine = toDate(row.magazine);
  const partnerChange = toDate(row.partners);
  const notice = toDate(row.notices);
  const terms = listTermsDocuments().map((document) => ({
    path: termsPath(document.id),
    lastmod: effectiveFrom(displayedTermsVersion(document, now)),
  }));
  return [
    { path: '/', lastmod: newestDate(popups, pass, magazine, partnerChange, notice) },
    { path: '/popup/list', lastmod: popups },
    { path: '/popup/map', lastmod: popups },
    { path: '/magazine', lastmod: magazine },
    { path: '/notice', lastmod: notice },
    { path: '/pass', lastmod: newestDate(pass, partnerChange) },
    { path: '/pass/popups', lastmod: pass },
    { path: '/pass/partners', lastmod: partnerChange },
    // The legal documents change when a version takes effect; earlier versions stay out.
    { path: TERMS_INDEX_PATH, lastmod: newestDate(...terms.map((page) => page.lastmod)) },
    ...terms,
  ];
}

/** The latest of some dates; null when there are none. */
export function newestDate(...dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}
