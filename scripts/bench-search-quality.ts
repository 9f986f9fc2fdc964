/**
 * How well the search finds what people mean (issue 33, decision 068): every query of the
 * judged set (scripts/search-judged-queries.ts) against a freshly seeded demo database, in
 * process, and recall@10 and MRR per language and per kind: the search-quality section of
 * `npm run bench` (alone: `npm run bench -- --only=search-quality`). A benchmark: it reports
 * and never fails on numbers.
 *
 * recall@10: of the pop-ups a person expects, the share on the first 10 results (out of at
 * most 10: a query expecting 11 pop-ups is whole with any 10 of them). MRR: the mean of
 * 1 / the rank of the first expected pop-up (0 when none is in the first 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SummaryRow } from './bench-app';
import { JUDGED_QUERIES, type JudgedQuery } from './search-judged-queries';

const TOP = 10;
const TARGET_RECALL = 0.95;

type Scored = JudgedQuery & { recall: number; reciprocalRank: number; got: number[] };

function score(query: JudgedQuery, got: number[]): Scored {
  const top = got.slice(0, TOP);
  const hits = query.expect.filter((id) => top.includes(id)).length;
  const first = top.findIndex((id) => query.expect.includes(id));
  return {
    ...query,
    got: top,
    recall: hits / Math.min(TOP, query.expect.length),
    reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
  };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function groupBy(scored: Scored[], key: (s: Scored) => string): Map<string, Scored[]> {
  const groups = new Map<string, Scored[]>();
  for (const s of scored) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return groups;
}

export async function benchSearchQuality(): Promise<SummaryRow[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'popspot-bench-search-quality-'));
  process.env.UPLOAD_DIR = path.join(root, 'uploads');
  process.env.LOG_LEVEL = 'error';
  process.env.JWT_SECRET ??= 'bench-secret-0123456789abcdef0123456789abcdef';
  delete process.env.DATABASE_URL;

  const { createDatabase, useDatabaseForTests: setCurrentDatabase } = await import('../server/db/client');
  const { migrateDatabase } = await import('../server/db/migrate');
  const { seedDatabase } = await import('../server/db/seed');
  const { createApp } = await import('../server/http/app');

  const handle = await createDatabase({ pgliteDir: path.join(root, 'pglite') });
  try {
    await migrateDatabase(handle.db);
    // The demo data as `npm run demo` seeds it: ids are SPOT_SEEDS positions.
    await seedDatabase(handle.db);
    setCurrentDatabase(handle.db);
    const app = createApp();
    const scored: Scored[] = [];
    for (const query of JUDGED_QUERIES) {
      const params = new URLSearchParams({ keyword: query.query, lang: query.lang, size: String(TOP) });
      const res = await app.request(`/api/v1/spots?${params}`);
      if (res.status !== 200) throw new Error(`${query.query}: HTTP ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { data: { content: { id: number }[] } };
      scored.push(
        score(
          query,
          body.data.content.map((s) => s.id),
        ),
      );
    }
    return report(scored);
  } finally {
    setCurrentDatabase(null);
    await handle.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function report(scored: Scored[]): SummaryRow[] {
  console.log(`\n[bench:search-quality] ${scored.length} judged queries on the demo data, first ${TOP} results`);
  const line = (name: string, group: Scored[]) =>
    console.log(
      `${name.padEnd(16)} ${String(group.length).padStart(4)} ${mean(group.map((s) => s.recall))
        .toFixed(3)
        .padStart(10)} ${mean(group.map((s) => s.reciprocalRank))
        .toFixed(3)
        .padStart(7)}`,
    );
  console.log(`${'by kind'.padEnd(16)} ${'n'.padStart(4)} ${'recall@10'.padStart(10)} ${'MRR'.padStart(7)}`);
  for (const [kind, group] of groupBy(scored, (s) => s.kind)) line(kind, group);
  console.log(`${'by language'.padEnd(16)}`);
  const byLang = groupBy(scored, (s) => s.lang);
  for (const [lang, group] of byLang) line(lang, group);
  line('all', scored);
  const misses = scored.filter((s) => s.recall < 1);
  if (misses.length) {
    console.log(`\n[bench:search-quality] queries below recall 1 (expected → first ${TOP} answered)`);
    for (const s of misses) {
      const missing = s.expect.filter((id) => !s.got.includes(id));
      console.log(
        `  ${s.lang} ${s.kind.padEnd(14)} '${s.query}': recall ${s.recall.toFixed(2)}, missing ${missing.join(',')}; got ${s.got.join(',') || '-'}`,
      );
    }
  }
  return [...byLang, ['all', scored] as const].flatMap(([lang, group]) => {
    const recall = mean(group.map((s) => s.recall));
    return [
      {
        section: 'search',
        what: `judged queries (${lang}, ${group.length}): recall@${TOP}`,
        value: recall.toFixed(3),
        target: `≥${TARGET_RECALL}`,
        met: recall >= TARGET_RECALL,
      },
      {
        section: 'search',
        what: `judged queries (${lang}, ${group.length}): MRR`,
        value: mean(group.map((s) => s.reciprocalRank)).toFixed(3),
      },
    ];
  });
}
