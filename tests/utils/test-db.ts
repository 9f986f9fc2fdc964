import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import { adminQuery, cloneDatabase, createEmptyDatabase, databaseUrl, dropDatabase } from './test-db-server';

/**
 * The migrated database every API test file starts from, made once per run by
 * tests/utils/api-global-setup.ts: a PGlite data-directory dump on disk, or a template
 * database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export type DatabaseTemplate =
  | { engine: 'pglite'; dumpFile: string }
  | { engine: 'postgres'; serverUrl: string; name: string; clonePrefix: string; runTag: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** 'memory://' for PGlite, or the name of the throwaway PostgreSQL database. */
  name: string;
  /** The PostgreSQL connection string (another process may open it); null on PGlite. */
  url: string | null;
}

/**
 * A migrated, empty database of its own for one test file, copied from the run's template
 * (see DatabaseTemplate) rather than migrated again: an in-memory PGlite loaded from the
 * dump, or `CREATE DATABASE ... TEMPLATE` on the PostgreSQL server; close() drops it.
 *
 *   let testDb: TestDatabase;
 *   beforeAll(async () => { testDb = await createTestDatabase(); });
 *   afterAll(() => testDb.close());
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (!template) {
    throw new Error('createTestDatabase: no database template; run it in the api project (its globalSetup makes one).');
  }
  if (template.engine === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    const handle = await createDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: dump });
    return { ...handle, name: 'memory://', url: null };
  }

  const name = `${template.clonePrefix}${randomBytes(6).toString('hex')}`;
  await cloneDatabase(template.serverUrl, { name, template: template.name, runTag: template.runTag });
  return openDropOnClose(template.serverUrl, name);
}

/**
 * An empty, unmigrated database on the engine of this run, for a test about migrating
 * itself: in-memory PGlite, or a new database (from template0) on the PostgreSQL server.
 */
export async function createUnmigratedTestDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (template?.engine !== 'postgres') {
    return { ...(await createDatabase({ pgliteDir: 'memory://' })), name: 'memory://', url: null };
  }
  const name = `${template.clonePrefix}${randomBytes(6).toString('hex')}`;
  await createEmptyDatabase(template.serverUrl, { name, runTag: template.runTag });
  return openDropOnClose(template.serverUrl, name);
}

async function openDropOnClose(serverUrl: string, name: string): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  try {
    handle = await createDatabase({ url: databaseUrl(serverUrl, name) });
  } catch (error) {
    await adminQuery(serverUrl, dropDatabase(name)).catch(() => undefined);
    throw error;
  }
  return {
    ...handle,
    name,
    url: databaseUrl(serverUrl, name),
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, dropDatabase(name));
    },
  };
}

/** Shorthand when a test only needs the Drizzle database, e.g. for useDatabaseForTests. */
export type { Database };
