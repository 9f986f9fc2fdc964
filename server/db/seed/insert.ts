import 'server-only';
import type { PgTable, PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

/**
 * PostgreSQL allows 65535 bind parameters per statement; staying well under it lets any
 * table be inserted in a few large statements (PGlite is slow per statement, fast per row).
 */
const MAX_PARAMS = 30_000;

function chunkSize(rows: readonly object[]): number {
  const columns = rows.reduce((max, row) => Math.max(max, Object.keys(row).length), 1);
  return Math.max(1, Math.floor(MAX_PARAMS / columns));
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Inserts all rows in as few statements as the parameter limit allows. */
export async function insertAll<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  for (const part of chunks(rows, chunkSize(rows))) {
    await db.insert(table).values(part);
  }
  return rows.length;
}

/**
 * Inserts all rows and returns the generated ids in the order of `rows` (PostgreSQL returns
 * the rows of one INSERT ... VALUES in their VALUES order).
 */
export async function insertReturningIds<TTable extends PgTable & { id: PgTable['_']['columns'][string] }>(
  db: Executor,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(rows, chunkSize(rows))) {
    const returned = (await db.insert(table).values(part).returning({ id: table.id })) as { id: number }[];
    if (returned.length !== part.length) throw new Error('insert returned a different number of rows');
    for (const row of returned) ids.push(Number(row.id));
  }
  return ids;
}
