import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { prepareSeedImages } from '@/server/db/seed';
import type { DatabaseTemplate } from './test-db';
import {
  adminQuery,
  closeToConnections,
  createEmptyDatabase,
  databaseUrl,
  dropAbandonedDatabases,
  dropDatabasesStartingWith,
  dropDatabasesStartingWithSync,
  tagOfThisRun,
} from './test-db-server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The api project's globalSetup: migrates one database per run, which every test file then
 * copies (tests/utils/test-db.ts), instead of migrating once per file. Meanwhile it fills the
 * seed's per-machine image cache (decision 027): on a new machine that encodes the demo
 * artwork once (about half a minute), so no test file that seeds does it again. Returns the teardown
 * that removes the template and any copy left behind; Ctrl-C and SIGTERM clean up too.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [template, images] = await Promise.allSettled([
    serverUrl ? postgresTemplate(serverUrl) : pgliteTemplate(),
    prepareSeedImages(),
  ]);
  if (template.status === 'rejected') throw template.reason;
  const made = template.value;
  if (images.status === 'rejected') {
    await made.cleanUp();
    throw images.reason;
  }
  project.provide('databaseTemplate', made.template);

  const onSignal = () => made.cleanUpSync();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await made.cleanUp();
  };
}

type MadeTemplate = { template: DatabaseTemplate; cleanUp: () => Promise<void>; cleanUpSync: () => void };

/** PGlite: migrate in memory, then dump the data directory to a file each worker loads. */
async function pgliteTemplate(): Promise<MadeTemplate> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'popspot-api-tests-'));
  const dumpFile = path.join(dir, 'template.tar');
  try {
    const handle = await createDatabase({ pgliteDir: 'memory://' });
    await migrateThenClose(handle, async () => {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      // Uncompressed: loading it is faster than gunzipping for every file.
      const dump = await client.dumpDataDir('none');
      await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    template: { engine: 'pglite', dumpFile },
    cleanUp: () => rm(dir, { recursive: true, force: true }),
    cleanUpSync: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * PostgreSQL: a template database migrated once, then closed to connections, since
 * CREATE DATABASE ... TEMPLATE fails while anyone is connected to it.
 */
async function postgresTemplate(serverUrl: string): Promise<MadeTemplate> {
  const runTag = tagOfThisRun();
  const clonePrefix = `popspot_test_${randomBytes(4).toString('hex')}_`;
  const name = `${clonePrefix}template`;
  await adminQuery(serverUrl, dropAbandonedDatabases);
  await createEmptyDatabase(serverUrl, { name, runTag });
  const dropAll = () => adminQuery(serverUrl, dropDatabasesStartingWith(clonePrefix));
  try {
    const handle = await createDatabase({ url: databaseUrl(serverUrl, name) });
    await migrateThenClose(handle, async () => undefined);
    await adminQuery(serverUrl, closeToConnections(name));
  } catch (error) {
    await dropAll().catch(() => undefined);
    throw error;
  }
  return {
    template: { engine: 'postgres', serverUrl, name, clonePrefix, runTag },
    cleanUp: dropAll,
    cleanUpSync: () => dropDatabasesStartingWithSync(serverUrl, clonePrefix, projectRoot),
  };
}

async function migrateThenClose(handle: DatabaseHandle, after: () => Promise<void>): Promise<void> {
  try {
    await migrateDatabase(handle.db);
    await after();
  } finally {
    await handle.close();
  }
}
