import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { spots } from '@/server/db/schema';
import { searchSpotsStatements } from '@/server/services/search/search-spots';
import { seoulDay } from '../utils/fixtures';
import { setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

beforeAll(async () => {
  // A demo-sized table: a few dozen pop-ups, a half or a quarter of them with the words searched for.
  const activatedAt = new Date(Date.now() - 86_400_000);
  await ctx.db.insert(spots).values(
    Array.from({ length: 80 }, (_, i) => ({
      title: i % 2 ? `성수 팝업스토어 ${i}` : `한남 전시회 ${i}`,
      type: 'STORE' as const,
      openDate: seoulDay(-2),
      closeDate: seoulDay(20),
      address: '서울 성동구 성수동2가 300-1',
      tags: i % 4 ? ['한정판'] : ['굿즈', '캐릭터'],
      latitude: 37.5446,
      longitude: 127.0559,
      activatedAt,
    })),
  );
});

async function plan(query: { sql: string; params: unknown[] }): Promise<string> {
  // The statement as the service sends it, explained with its own parameters.
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  const rows = (await ctx.db.execute<{ 'QUERY PLAN': string }>(sql.raw(`EXPLAIN ${text}`))).rows;
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('a keyword search reads the grams from their index, not row by row (decision 064)', () => {
  // Rebuilding every matching row's grams made a search of the demo's pop-ups take 60 ms on
  // PGlite (issue 30). A word that nearly every row has may still be read row by row: then
  // the grams are cheap to rebuild (see the next test).
  it.each(['팝업', '성수 팝업', '굿즈'])('%s: count and page', async (keyword) => {
    const statements = searchSpotsStatements(ctx.db, {
      keyword,
      sort: 'score',
      page: 0,
      size: 20,
      dateFilter: 'all',
    } as Parameters<typeof searchSpotsStatements>[1]);
    for (const statement of [statements.count, statements.page]) {
      const text = await plan(statement.toSQL());
      const filters = text.split('\n').filter((line) => /^\s*Filter:/.test(line));
      expect(filters.join('\n')).not.toContain('popspot_search_grams');
      expect(text).toContain('spots_search_grams_idx');
    }
  });
});

describe('popspot_search_grams', () => {
  it('is every character and every pair of neighbours, none across a line break', async () => {
    const rows = (
      await ctx.db.execute<{ grams: string[] }>(
        sql`SELECT popspot_search_grams(${'성수\n팝업'}) AS grams
            UNION ALL SELECT popspot_search_grams('') UNION ALL SELECT popspot_search_grams(NULL)`,
      )
    ).rows;
    expect([...rows[0].grams].sort()).toEqual(['성', '성수', '수', '업', '팝', '팝업'].sort());
    expect(rows[1].grams).toEqual([]);
    expect(rows[2].grams).toEqual([]);
  });
});
