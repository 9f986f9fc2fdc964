import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

export interface TestDatabase extends DatabaseHandle {
  /** 'memory://' for PGlite, or the name of the throwaway PostgreSQL database. */
  name: string;
}

/**
 * A fresh, migrated, empty database for one test file.
 *
 * Default: in-memory PGlite (nothing on disk, no directory shared between vitest workers,
 * since PGlite allows one process per directory).
 * With TEST_DATABASE_URL (e.g. postgres://popspot:popspot@localhost:5432/postgres): a new
 * database `popspot_test_<random>` is created on that server, so parallel test files never
 * see each other's rows; close() drops it. The role needs CREATEDB (or superuser).
 *
 *   let testDb: TestDatabase;
 *   beforeAll(async () => { testDb = await createTestDatabase(); });
 *   afterAll(() => testDb.close());
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDatabase({ pgliteDir: 'memory://' });
    await migrateOrClose(handle);
    return { ...handle, name: 'memory://' };
  }

  const name = `popspot_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) =>
    // template0 + UTF8 so the copy does not inherit objects or a C locale from template1;
    // the locale stays the server default (pg_trgm needs a non-C ctype for Hangul).
    admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`),
  );

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await createDatabase({ url: url.toString() });
    await migrateOrClose(handle);
  } catch (error) {
    await dropDatabase(serverUrl, name).catch(() => undefined);
    throw error;
  }

  return {
    ...handle,
    name,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Shorthand when a test only needs the Drizzle database, e.g. for useDatabaseForTests. */
export type { Database };

async function migrateOrClose(handle: DatabaseHandle): Promise<void> {
  try {
    await migrateDatabase(handle.db);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // WITH (FORCE) (PostgreSQL 13+) ends connections a leaked pool may still hold.
  await withAdminClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

async function withAdminClient<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
