import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { logger } from '@/server/logger';

/*
 * Error log lines keep the driver's reason (SQLSTATE, table, column, constraint) and never
 * what a caller sent: no SQL parameters, no values PostgreSQL quotes back, no row details.
 * Real failing queries on PGlite, written through the real logger.
 */

const SECRET = 'caller-text-Ω-7f3a';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createDatabase({ pgliteDir: 'memory://' });
  await handle.db.execute(sql`
    CREATE TABLE log_probe (
      id integer PRIMARY KEY,
      nickname text NOT NULL CONSTRAINT log_probe_nickname_uq UNIQUE,
      age integer CHECK (age >= 0)
    )`);
  await handle.db.execute(sql`INSERT INTO log_probe (id, nickname, age) VALUES (1, ${SECRET}, 1)`);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

type LoggedError = { message: string; query?: string; stack?: string; cause: Record<string, unknown> };

/** The error a query throws, and the error line the logger writes for it. */
async function logged(
  query: ReturnType<typeof sql>,
): Promise<{ error: unknown; line: string; parsed: { error: LoggedError } }> {
  let error: unknown;
  try {
    await handle.db.execute(query);
  } catch (caught) {
    error = caught;
  }
  expect(error, 'the query fails').toBeInstanceOf(Error);
  const writes: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    writes.push(String(chunk));
    return true;
  });
  try {
    logger.error('unhandled error', { requestId: 'req-1', method: 'POST', path: '/api/v1/probe', error });
  } finally {
    spy.mockRestore();
  }
  expect(writes).toHaveLength(1);
  return { error, line: writes[0], parsed: JSON.parse(writes[0]) };
}

describe('database error log lines', () => {
  it('a unique violation: the constraint, table and SQLSTATE, not the duplicate value', async () => {
    const { error, line, parsed } = await logged(sql`INSERT INTO log_probe (id, nickname) VALUES (2, ${SECRET})`);
    expect(isUniqueViolation(error, 'log_probe_nickname_uq')).toBe(true);
    expect(line).not.toContain(SECRET);
    expect(line).not.toMatch(/params/i);
    expect(parsed.error.message).toBe('Failed query');
    expect(parsed.error.query).toBe('INSERT INTO log_probe (id, nickname) VALUES (2, $1)');
    expect(parsed.error.cause).toMatchObject({
      message: 'duplicate key value violates unique constraint "log_probe_nickname_uq"',
      code: '23505',
      table: 'log_probe',
      constraint: 'log_probe_nickname_uq',
    });
    expect(parsed.error.cause.detail).toBeUndefined();
    expect(parsed.error.stack).toMatch(/^Error: Failed query\n\s+at /);
  });

  it('a not-null violation names the column', async () => {
    const { line, parsed } = await logged(
      sql`INSERT INTO log_probe (id, nickname, age) VALUES (3, ${null}, ${SECRET.length})`,
    );
    expect(parsed.error.cause).toMatchObject({ code: '23502', table: 'log_probe', column: 'nickname' });
    expect(line).not.toMatch(/params/i);
  });

  it('a check violation names the constraint, without the failing row', async () => {
    const { line, parsed } = await logged(
      sql`INSERT INTO log_probe (id, nickname, age) VALUES (4, ${SECRET + '2'}, ${-5})`,
    );
    expect(parsed.error.cause).toMatchObject({ code: '23514', table: 'log_probe', constraint: 'log_probe_age_check' });
    expect(line).not.toContain(SECRET);
  });

  it('a value PostgreSQL cannot read is left out of its message', async () => {
    const { line, parsed } = await logged(sql`SELECT ${SECRET}::integer AS n`);
    expect(parsed.error.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "…"',
    });
    expect(line).not.toContain(SECRET);
    const range = await logged(sql`SELECT ${'99999999999' + '1'}::integer AS n`);
    expect(range.parsed.error.cause).toMatchObject({
      code: '22003',
      message: 'value "…" is out of range for type integer',
    });
    expect(range.line).not.toContain('999999999991');
  });
});
