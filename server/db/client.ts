import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { serverEnv } from '@/server/env';
import { migrateDatabase } from './migrate';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema';

/**
 * The result shape both drivers share for `db.execute(sql...)`: PGlite answers
 * `Results<T>` and node-postgres `QueryResult<T>`, and both carry `rows`. Typing the
 * database against this common shape (instead of one driver's HKT) lets services call
 * `(await db.execute<{ n: number }>(sql`...`)).rows` without knowing which driver runs.
 */
interface DatabaseQueryResult<TRow> {
  rows: TRow[];
}
interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: DatabaseQueryResult<this['row']>;
}

/**
 * The Drizzle database every service receives. Both PgliteDatabase and NodePgDatabase are
 * assignable to it; `db.transaction(async (tx) => ...)` gives a `Transaction` of the same
 * shape, so a service may take `Database | Transaction` (see `Executor`).
 */
export type Database = PgDatabase<DatabaseQueryResultHKT, typeof schema>;
/** A transaction handle (`tx` inside `db.transaction`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or a transaction inside it. */
export type Executor = Database | Transaction;

type DatabaseDriver = 'pglite' | 'node-postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Ends the pool or shuts PGlite down (flushing its files); the handle is dead after it. */
  close: () => Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string; when set, node-postgres is used and pgliteDir ignored. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  pgliteDir?: string;
  /**
   * A tarball from PGlite's `dumpDataDir()` to start from instead of an empty cluster
   * (tests: every file's database is a copy of one migrated template).
   */
  pgliteLoadDataDir?: Blob;
}

/**
 * Opens (does not migrate) a database: node-postgres when a URL is given, else PGlite.
 *
 * PGlite is loaded with pg_trgm because migration 0000 creates that extension; without it
 * `CREATE EXTENSION pg_trgm` fails inside the WASM build.
 */
export async function createDatabase(opts: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new Pool({ connectionString: opts.url });
    // An idle client that errors (server restart, network drop) must not crash the
    // process; the pool discards it and the next query opens a fresh connection.
    pool.on('error', (error) => {
      console.error('[db] idle PostgreSQL client error', error);
    });
    const db = drizzleNodePg({ client: pool, schema });
    return { db, driver: 'node-postgres', close: () => pool.end() };
  }

  let dataDir = opts.pgliteDir ?? 'memory://';
  if (!dataDir.includes('://')) {
    // PGlite creates the last directory level but not missing parents (.data/ on a fresh
    // checkout), so create the whole path first.
    dataDir = path.resolve(/*turbopackIgnore: true*/ dataDir);
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: opts.pgliteLoadDataDir,
    parsers: DRIZZLE_TEXT_TYPES,
  });
  const db = drizzlePglite({ client: withPreparedStatements(client, DRIZZLE_TEXT_TYPES), schema });
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * The types Drizzle reads as text from PGlite (dates, times, intervals and their arrays: it maps
 * them to its own values), as identity parsers. Drizzle passes these with every query; PGlite
 * then copies its whole parser table for that one query, about 80 µs each time, roughly half of
 * a small query's cost (measured, issue 30). Set once on the instance instead, they give the
 * same values, and withPreparedStatements leaves the per-query copies out.
 */
const DRIZZLE_TEXT_TYPES: Record<number, (value: string) => string> = Object.fromEntries(
  [
    pgliteTypes.TIMESTAMP,
    pgliteTypes.TIMESTAMPTZ,
    pgliteTypes.INTERVAL,
    pgliteTypes.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, (value: string) => value]),
);

/*
 * The process-wide database. Kept on globalThis because Next's dev server re-evaluates
 * modules on every edit: a module-level variable would be lost and a second PGlite would
 * open the same data directory, which PGlite does not support (one process per directory).
 */
interface CurrentDatabase {
  promise: Promise<DatabaseHandle>;
}

const globalKey = Symbol.for('popspot.db.current');
type GlobalWithDb = typeof globalThis & { [globalKey]?: CurrentDatabase };
const store = globalThis as GlobalWithDb;

async function openCurrentDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  const handle = await createDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await migrateDatabase(handle.db);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/**
 * The current database, created from the environment (DATABASE_URL, else PGLITE_DIR) and
 * migrated on first use. Concurrent first callers share one promise, so migrations run
 * once per process. A failed start is forgotten so the next call retries.
 */
export function getDb(): Promise<Database> {
  let current = store[globalKey];
  if (!current) {
    const entry: CurrentDatabase = {
      promise: openCurrentDatabase().catch((error: unknown) => {
        if (store[globalKey] === entry) store[globalKey] = undefined;
        throw error;
      }),
    };
    store[globalKey] = entry;
    current = entry;
  }
  return current.promise.then((handle) => handle.db);
}

/**
 * An object standing for the current database while it stays current (undefined before the
 * first getDb): a WeakMap key for what a process keeps per database, so a memo never answers
 * for another database (tests switch databases within one process; see useDatabaseForTests).
 */
export function currentDatabaseKey(): object | undefined {
  return store[globalKey];
}

/**
 * Makes `database` the current one (tests: a fresh database per file from
 * tests/utils/test-db.ts), or forgets the current one when given null. The injected
 * database is not closed here; whoever created it closes it.
 */
export function useDatabaseForTests(database: Database | null): void {
  if (!database) {
    store[globalKey] = undefined;
    return;
  }
  const handle: DatabaseHandle = {
    db: database,
    driver: is(database, PgliteDatabase) ? 'pglite' : 'node-postgres',
    close: async () => undefined,
  };
  store[globalKey] = { promise: Promise.resolve(handle) };
}

/** Closes the current database (graceful shutdown, end of a CLI run) and forgets it. */
export async function closeDb(): Promise<void> {
  const current = store[globalKey];
  if (!current) return;
  store[globalKey] = undefined;
  const handle = await current.promise.catch(() => undefined);
  await handle?.close();
}
