import 'server-only';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool, type PoolClient } from 'pg';
import type { Database } from './client';

/** Where drizzle-kit writes (drizzle.config.ts `out`), from the project root. */
export function migrationsFolder(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'server/db/migrations');
}

/**
 * Any fixed 64-bit number works; it only has to be the same in every instance of the app.
 * (Chosen as the bytes of 'popspot' so it is recognisable in pg_locks.)
 */
const MIGRATION_LOCK_KEY = 0x706f7073706f74n;

export interface MigrateOptions {
  /** Defaults to `server/db/migrations` under the current working directory. */
  migrationsFolder?: string;
}

/**
 * Applies the pending migrations of server/db/migrations to `db`, with the migrator of the
 * driver behind it. Idempotent: applied migrations are recorded in
 * drizzle.__drizzle_migrations and skipped.
 *
 * On PostgreSQL several app instances may start at once; drizzle's migrator does not
 * lock, so two could apply the same migration. A session-level advisory lock on one
 * dedicated connection makes the others wait and then find nothing left to do.
 */
export async function migrateDatabase(db: Database, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsFolder() };

  if (is(db, PgliteDatabase)) {
    // One PGlite instance is one connection in one process: nothing to race with.
    await migratePglite(db, config);
    return;
  }

  if (is(db, NodePgDatabase)) {
    const client = (db as unknown as { $client: unknown }).$client;
    const connection: PoolClient = client instanceof Pool ? await client.connect() : (client as PoolClient);
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      try {
        // The migrator wraps all pending migrations in one transaction on this connection.
        await migrateNodePg(drizzleNodePg({ client: connection }), config);
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      }
    } finally {
      if (client instanceof Pool) connection.release();
    }
    return;
  }

  throw new Error('migrateDatabase: unsupported Drizzle driver (expected PGlite or node-postgres)');
}
