import { sql } from 'drizzle-orm';
import { getChoseong } from 'es-hangul';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../utils/test-db';

// The database's popspot_choseong() (migration 0019) fills spots.search_choseong; the query
// side uses es-hangul. The two must agree on every input, or 'ㅅㅅ' would miss pop-ups.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** popspot_choseong of each input, in one statement. */
async function choseongInSql(inputs: string[]): Promise<string[]> {
  const result = await database.db.execute<{ c: string }>(
    sql`SELECT popspot_choseong(s) AS c
          FROM jsonb_array_elements_text(${JSON.stringify(inputs)}::jsonb) WITH ORDINALITY AS t(s, n)
         ORDER BY n`,
  );
  return result.rows.map((r) => r.c);
}

const library = (s: string) => getChoseong(s).replace(/\s/g, '');

describe('popspot_choseong (SQL) equals es-hangul getChoseong', () => {
  it('over all 11,172 Hangul syllables', async () => {
    const syllables = Array.from({ length: 0xd7a3 - 0xac00 + 1 }, (_, i) => String.fromCharCode(0xac00 + i));
    const got = await choseongInSql(syllables);
    expect(got).toHaveLength(11_172);
    const differing = syllables.filter((s, i) => got[i] !== library(s));
    expect(differing).toEqual([]);
    expect(got[0]).toBe('ㄱ');
    expect(got.at(-1)).toBe('ㅎ');
  });

  it('keeps bare consonants and drops vowels, Latin, digits, spaces and symbols', async () => {
    const consonants = Array.from({ length: 0x314e - 0x3131 + 1 }, (_, i) => String.fromCharCode(0x3131 + i)).join('');
    const inputs = [
      consonants,
      'ㅏㅑㅓㅗㅜㅡㅣㅐ',
      '성수 팝업스토어',
      'ㅋㅋ팝업',
      'POP-UP 2026 스토어!',
      'abcxyz0123456789',
      '성수동1가',
      '팝업·굿즈 (한정)',
      '',
    ];
    const got = await choseongInSql(inputs);
    expect(got).toEqual(inputs.map(library));
    expect(got.slice(2, 7)).toEqual(['ㅅㅅㅍㅇㅅㅌㅇ', 'ㅋㅋㅍㅇ', 'ㅅㅌㅇ', '', 'ㅅㅅㄷㄱ']);
  });

  it('keeps the newline between fields', async () => {
    expect(await choseongInSql(['성수\n팝업'])).toEqual(['ㅅㅅ\nㅍㅇ']);
  });
});
