import 'server-only';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { inArray, sql } from 'drizzle-orm';
import { normalizeSearchText, toChoseong, toJamo } from '@/lib/search/korean-query';
import type { Executor } from '../../db/client';
import { jobWatermarks, searchTerms, spots } from '../../db/schema';
import { seoulToday } from '../../db/sql/period-type';
import { isPublicSpot } from '../../db/sql/spot-visibility';

/**
 * The search dictionary's refresh (docs/decisions/056-search-suggestions.md): rebuilds
 * search_terms from the pop-ups the public can find now (public and not ended, the list's
 * default) with one aggregate statement per slice of pop-up ids, computes each term's jamo
 * and initials with es-hangul, and writes only the difference (new, changed and vanished
 * terms) in one transaction.
 * A pop-up that is not public yet (a console draft, a scheduled activation) contributes
 * nothing, so its brand never shows up in suggestions before it is published.
 */

type TermKind = (typeof searchTerms.kind.enumValues)[number];

/** The job_watermarks row a spot write bumps (markSearchTermsDirty); the job compares it with its own. */
export const SEARCH_TERMS_DIRTY = 'search-terms-dirty';

/** Title words with a digit are no dictionary entry: years, counts, the '2호점' of branch copies. */
const NOISE_WORD = /[0-9]/;
/** A title word: letters and digits only ('팝업스토어', 'flagship'); anything else splits. */
const WORD_SPLIT = '[^0-9a-z가-힣]+';
const INT_MAX = 2_147_483_647;

interface AggregateRow extends Record<string, unknown> {
  kind: TermKind;
  locale: string;
  text: string;
  spot_count: number;
  weight: number;
}

interface Term {
  kind: TermKind;
  locale: string;
  text: string;
  norm: string;
  jamo: string;
  choseong: string;
  spotCount: number;
  weight: number;
  /** The weight of the spelling in `text`, to pick the most used of 'DIOR' and 'Dior'. */
  textWeight: number;
}

export interface RefreshSearchTermsResult {
  /** Rows after the refresh. */
  total: number;
  inserted: number;
  updated: number;
  deleted: number;
  durationMs: number;
}

/**
 * Every term with its live pop-up count and weight (sum of popularity), one statement:
 *   REGION  districts (depth 2–3) with live pop-ups in them or below, in Korean and in the
 *           region_translations languages
 *   BRAND   spots.name
 *   TAG     each tag (once per pop-up)
 *   WORD    title words of 2+ letters without digits (Korean titles and English
 *           translations), for the typo correction only
 */
function aggregateQuery(slice: { from: number; to: number }, now?: Date) {
  return sql`
    WITH RECURSIVE live AS (
      SELECT ${spots.id} AS id, ${spots.title} AS title, ${spots.name} AS name, ${spots.tags} AS tags,
             ${spots.regionCode} AS region_code, ${spots.popularity}::bigint AS popularity
        FROM ${spots}
       WHERE ${isPublicSpot(now)}
         AND (${spots.closeDate} IS NULL OR ${spots.closeDate} >= ${seoulToday(now)})
         AND ${spots.id} BETWEEN ${slice.from} AND ${slice.to}
    ),
    by_region AS (
      SELECT region_code AS code, count(*) AS n, sum(popularity) AS w
        FROM live WHERE region_code IS NOT NULL GROUP BY region_code
    ),
    chain AS (
      SELECT code, n, w FROM by_region
      UNION ALL
      SELECT r.parent_code, c.n, c.w FROM chain c JOIN regions r ON r.code = c.code WHERE r.parent_code IS NOT NULL
    ),
    districts AS (
      SELECT r.code, r.name, sum(c.n) AS n, sum(c.w) AS w
        FROM chain c JOIN regions r ON r.code = c.code
       WHERE r.depth IN (2, 3)
       GROUP BY r.code, r.name
    ),
    words AS (
      SELECT DISTINCT l.id, l.popularity, 'ko' AS locale, word
        FROM live l, regexp_split_to_table(lower(l.title), ${WORD_SPLIT}) AS word
      UNION
      SELECT DISTINCT l.id, l.popularity, 'en' AS locale, word
        FROM live l JOIN spot_translations st ON st.spot_id = l.id AND st.locale = 'en',
             regexp_split_to_table(lower(st.title), ${WORD_SPLIT}) AS word
    )
    SELECT 'REGION' AS kind, 'ko' AS locale, d.name AS text, d.n::int AS spot_count, d.w::float8 AS weight
      FROM districts d
    UNION ALL
    SELECT 'REGION', rt.locale::text, rt.name, d.n::int, d.w::float8
      FROM districts d JOIN region_translations rt ON rt.region_code = d.code
    UNION ALL
    SELECT 'BRAND', 'ko', btrim(name), count(*)::int, sum(popularity)::float8
      FROM live WHERE btrim(coalesce(name, '')) <> '' GROUP BY btrim(name)
    UNION ALL
    SELECT 'TAG', 'ko', tag, count(*)::int, sum(popularity)::float8
      FROM (SELECT DISTINCT l.id, l.popularity, btrim(t) AS tag FROM live l, unnest(l.tags) AS t) AS tagged
     WHERE tag <> '' GROUP BY tag
    UNION ALL
    SELECT 'WORD', locale, word, count(*)::int, sum(popularity)::float8
      FROM words WHERE char_length(word) >= 2 GROUP BY locale, word`;
}

const keyOf = (t: { kind: string; locale: string; norm: string }) => `${t.kind}\t${t.locale}\t${t.norm}`;

/** The aggregate's rows as dictionary terms, spellings that normalise alike merged. */
function termsOf(rows: AggregateRow[]): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const row of rows) {
    const text = row.text.trim().replace(/\s+/g, ' ');
    const norm = normalizeSearchText(text);
    if (norm.length === 0) continue;
    if (row.kind === 'WORD' && NOISE_WORD.test(norm)) continue;
    const weight = Number(row.weight) || 0;
    const key = keyOf({ kind: row.kind, locale: row.locale, norm });
    const known = terms.get(key);
    if (known) {
      known.spotCount += row.spot_count;
      known.weight += weight;
      if (weight > known.textWeight) Object.assign(known, { text, textWeight: weight });
      continue;
    }
    terms.set(key, {
      kind: row.kind,
      locale: row.locale,
      text,
      norm,
      jamo: toJamo(norm),
      choseong: toChoseong(norm),
      spotCount: row.spot_count,
      weight,
      textWeight: weight,
    });
  }
  for (const term of terms.values()) term.weight = Math.min(Math.round(term.weight), INT_MAX);
  return terms;
}

const BATCH = 1_000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Pop-ups per aggregate statement. PGlite runs one statement at a time, in this thread, and
 * the whole read takes about 1.5 s at 100,000 pop-ups (decision 056): in slices of this many
 * ids, a request arriving meanwhile waits for one slice (about 60 ms), not for the whole read.
 */
const SLICE = 5_000;

/**
 * The dictionary as the live pop-ups make it now (see the file's comment): one aggregate
 * statement per slice of ids, merged in JS. Not a transaction: a pop-up written meanwhile
 * marks the dictionary dirty, and the scheduler rebuilds it again.
 */
export async function readSearchTerms(db: Executor, options: { now?: Date } = {}): Promise<SearchTermsSnapshot> {
  const [range] = (
    await db.execute<{ lo: number | null; hi: number | null }>(
      sql`SELECT min(${spots.id}) AS lo, max(${spots.id}) AS hi FROM ${spots}`,
    )
  ).rows;
  const rows: AggregateRow[] = [];
  if (range?.lo != null && range.hi != null) {
    for (let from = Number(range.lo); from <= Number(range.hi); from += SLICE) {
      const slice = { from, to: from + SLICE - 1 };
      rows.push(...(await db.execute<AggregateRow>(aggregateQuery(slice, options.now))).rows);
      // PGlite runs in this thread: let waiting requests (timers, sockets) in between slices.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { terms: termsOf(rows) };
}

/** The merged terms of readSearchTerms, for writeSearchTerms. */
interface SearchTermsSnapshot {
  terms: Map<string, Term>;
}

/**
 * Makes search_terms equal to the snapshot, writing only the difference: upserts of new and
 * changed terms, deletes of vanished ones. Run it in a transaction.
 */
export async function writeSearchTerms(
  tx: Executor,
  snapshot: SearchTermsSnapshot,
): Promise<Omit<RefreshSearchTermsResult, 'durationMs'>> {
  const fresh = snapshot.terms;
  const current = await tx
    .select({
      id: searchTerms.id,
      kind: searchTerms.kind,
      locale: searchTerms.locale,
      norm: searchTerms.norm,
      text: searchTerms.text,
      jamo: searchTerms.jamo,
      choseong: searchTerms.choseong,
      spotCount: searchTerms.spotCount,
      weight: searchTerms.weight,
    })
    .from(searchTerms);

  const vanished: number[] = [];
  const unchanged = new Set<string>();
  for (const row of current) {
    const key = keyOf(row);
    const term = fresh.get(key);
    if (!term) vanished.push(row.id);
    else if (
      term.text === row.text &&
      term.jamo === row.jamo &&
      term.choseong === row.choseong &&
      term.spotCount === row.spotCount &&
      term.weight === row.weight
    ) {
      unchanged.add(key);
    }
  }
  const known = new Set(current.map(keyOf));
  const writes = [...fresh.entries()].filter(([key]) => !unchanged.has(key)).map(([, term]) => term);

  for (const ids of chunks(vanished)) await tx.delete(searchTerms).where(inArray(searchTerms.id, ids));
  for (const batch of chunks(writes)) {
    await tx
      .insert(searchTerms)
      .values(
        batch.map((t) => ({
          kind: t.kind,
          locale: t.locale,
          text: t.text,
          norm: t.norm,
          jamo: t.jamo,
          choseong: t.choseong,
          spotCount: t.spotCount,
          weight: t.weight,
        })),
      )
      .onConflictDoUpdate({
        target: [searchTerms.kind, searchTerms.locale, searchTerms.norm],
        set: {
          text: sql`excluded.text`,
          jamo: sql`excluded.jamo`,
          choseong: sql`excluded.choseong`,
          spotCount: sql`excluded.spot_count`,
          weight: sql`excluded.weight`,
          updatedAt: sql`now()`,
        },
      });
  }
  const inserted = writes.filter((t) => !known.has(keyOf(t))).length;
  return { total: fresh.size, inserted, updated: writes.length - inserted, deleted: vanished.length };
}

/**
 * Rebuilds the search dictionary from the live pop-ups (see the file's comment): the sliced
 * read, then the difference written in one transaction. `now` pins the clock (tests); by
 * default the database's. Safe to run at any time (each write is an upsert on the unique
 * key); the scheduler's job (server/jobs/refresh-search-terms.ts) makes sure only one process
 * runs it at a time.
 */
export async function refreshSearchTerms(
  db: Executor,
  options: { now?: Date } = {},
): Promise<RefreshSearchTermsResult> {
  const started = performance.now();
  const snapshot = await readSearchTerms(db, options);
  const counts = await db.transaction((tx) => writeSearchTerms(tx, snapshot));
  if (counts.inserted || counts.updated || counts.deleted) await invalidatePages([pageTags.searchTerms]);
  return { ...counts, durationMs: Math.round(performance.now() - started) };
}

/**
 * After a write that may change what the public can find (publish, edit, delete): asks for
 * a refresh at the scheduler's next round (15 s) rather than rebuilding the dictionary in
 * the request. One upsert of a single row; call it after the write has committed (the clock
 * read here must be later than the commit, so a refresh already under way runs again).
 */
export async function markSearchTermsDirty(db: Executor): Promise<void> {
  await db
    .insert(jobWatermarks)
    .values({ name: SEARCH_TERMS_DIRTY, watermark: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: jobWatermarks.name,
      set: { watermark: sql`greatest(${jobWatermarks.watermark}, excluded.watermark)` },
    });
}
