import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { Client } from 'pg';

/*
 * The PostgreSQL side of the test databases (TEST_DATABASE_URL): one template per run,
 * `popspot_test_<run>_template`, and one `popspot_test_<run>_<random>` copy per test file.
 * Every one carries a comment naming the host and process of the run that made it, so a
 * later run can drop what an interrupted one left without touching a run still going (several
 * checkouts and CI may share one server). The role needs CREATEDB (or superuser).
 */

const RUN_TAG = 'popspot-test';

/** The comment that marks a database as made by this process's run. */
export function tagOfThisRun(): string {
  return `${RUN_TAG} host=${os.hostname()} pid=${process.pid}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

type AdminStatement = (client: Client) => Promise<unknown>;

/** Runs statements one by one on a short-lived connection to the server's admin database. */
export async function adminQuery(serverUrl: string, ...statements: AdminStatement[]): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // One at a time: CREATE DATABASE cannot share a transaction block with anything.
    for (const statement of statements) await statement(client);
  } finally {
    await client.end();
  }
}

const sql =
  (text: (client: Client) => string): AdminStatement =>
  (client) =>
    client.query(text(client));

const markRun = (name: string, runTag: string) =>
  sql((c) => `COMMENT ON DATABASE ${c.escapeIdentifier(name)} IS ${c.escapeLiteral(runTag)}`);

// WITH (FORCE) (PostgreSQL 13+) ends connections a leaked pool or a killed worker still holds.
export const dropDatabase = (name: string) =>
  sql((c) => `DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);

/**
 * A new empty database. template0 + UTF8 so it inherits no objects and no C locale from
 * template1; the locale stays the server default (pg_trgm needs a non-C ctype for Hangul).
 */
export function createEmptyDatabase(serverUrl: string, db: { name: string; runTag: string }): Promise<void> {
  return adminQuery(
    serverUrl,
    sql((c) => `CREATE DATABASE ${c.escapeIdentifier(db.name)} TEMPLATE template0 ENCODING 'UTF8'`),
    markRun(db.name, db.runTag),
  );
}

/**
 * A copy of `template`, schema and rows. PostgreSQL refuses while anyone is connected to
 * the template, so the run's template is closed to connections once migrated.
 */
export function cloneDatabase(serverUrl: string, db: { name: string; template: string; runTag: string }) {
  return adminQuery(
    serverUrl,
    sql((c) => `CREATE DATABASE ${c.escapeIdentifier(db.name)} TEMPLATE ${c.escapeIdentifier(db.template)}`),
    markRun(db.name, db.runTag),
  );
}

/** After migrating: nobody may connect to the template any more, so copies never fail. */
export const closeToConnections = (name: string) =>
  sql((c) => `ALTER DATABASE ${c.escapeIdentifier(name)} WITH ALLOW_CONNECTIONS false`);

/** Drops every database whose name starts with `prefix` (the end of a run). */
export const dropDatabasesStartingWith = (prefix: string) => async (client: Client) => {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [prefix],
  );
  for (const { datname } of rows) await dropDatabase(datname)(client);
};

/**
 * Drops the test databases of runs on this host whose process is gone (killed, crashed,
 * or interrupted before it could clean up). A run on another host is left alone: its
 * process cannot be checked from here.
 */
export const dropAbandonedDatabases = async (client: Client) => {
  const { rows } = await client.query<{ datname: string; runTag: string }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS "runTag" FROM pg_database
     WHERE starts_with(shobj_description(oid, 'pg_database'), $1)`,
    [`${RUN_TAG} `],
  );
  for (const { datname, runTag } of rows) {
    const match = /^popspot-test host=(\S+) pid=(\d+)$/.exec(runTag);
    if (match && match[1] === os.hostname() && !processIsAlive(Number(match[2]))) {
      await dropDatabase(datname)(client);
    }
  }
};

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The same as dropDatabasesStartingWith, but synchronous, for a SIGINT/SIGTERM handler:
 * vitest exits a millisecond after the signal, too soon for anything asynchronous, so the
 * drop runs in a child process this one waits for.
 */
export function dropDatabasesStartingWithSync(serverUrl: string, prefix: string, cwd: string): void {
  const script = `
    import pg from 'pg';
    const client = new pg.Client({ connectionString: process.env.ADMIN_URL });
    await client.connect();
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [process.env.PREFIX]);
    for (const { datname } of rows) await client.query('DROP DATABASE IF EXISTS ' + client.escapeIdentifier(datname) + ' WITH (FORCE)');
    await client.end();`;
  spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: { ...process.env, ADMIN_URL: serverUrl, PREFIX: prefix },
    stdio: 'ignore',
    timeout: 15_000,
  });
}
