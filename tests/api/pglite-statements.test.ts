import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@/server/db/client';
import { MAX_PREPARED_STATEMENTS } from '@/server/db/pglite-statements';

/**
 * The embedded database keeps a named statement per statement text (decision 065): each text
 * is parsed and planned once, and every answer is what PGlite's own query gives, values,
 * errors and transactions alike. Runs on PGlite whichever database the API suite uses.
 */

let handle: DatabaseHandle;
type Client = {
  query: <T>(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ) => Promise<{ rows: T[]; affectedRows?: number }>;
  exec: (text: string) => Promise<unknown>;
};
let client: Client;

async function prepared(): Promise<{ name: string; statement: string }[]> {
  return (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements'))
    .rows;
}

beforeAll(async () => {
  handle = await createDatabase({ pgliteDir: 'memory://' });
  client = (handle.db as unknown as { $client: Client }).$client;
  await client.exec(
    `create table things (id serial primary key, name text unique not null, seen date, tags text[], at timestamptz)`,
  );
});

afterAll(async () => {
  await handle?.close();
});

describe('PGlite prepared statements', () => {
  it('parses a statement once however often it runs, with each call’s own parameters', async () => {
    const text = 'select $1::int + 1 as n';
    for (const n of [1, 2, 3]) {
      expect((await client.query<{ n: number }>(text, [n])).rows).toEqual([{ n: n + 1 }]);
    }
    expect((await prepared()).filter((p) => p.statement === text)).toHaveLength(1);
  });

  it('gives the values PGlite gives: dates and instants as Drizzle reads them, arrays, nulls, row counts', async () => {
    const insert = 'insert into things (name, seen, tags, at) values ($1, $2, $3, $4) returning *';
    const inserted = await client.query(insert, ['a', '2026-11-29', ['x', 'y'], new Date('2026-11-29T01:02:03Z')]);
    expect(inserted.rows).toEqual([
      { id: 1, name: 'a', seen: '2026-11-29', tags: ['x', 'y'], at: '2026-11-29 01:02:03+00' },
    ]);
    const again = await client.query(insert, ['b', null, [], null]);
    expect(again.rows).toEqual([{ id: 2, name: 'b', seen: null, tags: [], at: null }]);
    const updated = await client.query('update things set seen = $1 where id = any($2::int[])', ['2026-12-01', [1, 2]]);
    expect(updated.affectedRows).toBe(2);
    const rows = await client.query('select id, seen from things order by id', [], { rowMode: 'array' });
    expect(rows.rows).toEqual([
      [1, '2026-12-01'],
      [2, '2026-12-01'],
    ]);
  });

  it('reports errors with their SQLSTATE and leaves the next call working', async () => {
    await expect(client.query('select nope from things')).rejects.toMatchObject({ code: '42703' });
    await expect(client.query(`insert into things (name) values ($1)`, ['a'])).rejects.toMatchObject({
      code: '23505',
      query: 'insert into things (name) values ($1)',
    });
    expect((await client.query<{ n: number }>('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside transactions: a rolled-back write is gone, a failed statement aborts only its transaction', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (name) values (${'c'})`);
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toThrow();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values (${'d'})`);
    });
    const names = await client.query<{ name: string }>('select name from things order by id');
    expect(names.rows.map((r) => r.name)).toEqual(['a', 'b', 'd']);
  });

  it('parses again a statement dropped or changed under it', async () => {
    const text = 'select * from things where id = $1';
    expect((await client.query(text, [1])).rows[0]).not.toHaveProperty('extra');
    await client.exec('alter table things add column extra int');
    expect((await client.query(text, [1])).rows[0]).toHaveProperty('extra', null);
    await client.exec('deallocate all');
    expect((await client.query(text, [1])).rows).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PREPARED_STATEMENTS} statements, closing the least recently used`, async () => {
    const kept = 'select $1::text as kept';
    await client.query(kept, ['x']);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      await client.query(`select $1::int + ${i} as n`, [i]);
      if (i % 50 === 0) await client.query(kept, ['x']);
    }
    const statements = await prepared();
    expect(statements.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 1);
    expect(statements.map((s) => s.statement)).toContain(kept);
    expect(statements.map((s) => s.statement)).not.toContain('select $1::int + 0 as n');
  });
});
