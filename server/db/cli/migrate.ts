/**
 * Applies pending migrations to the database named by the environment (DATABASE_URL, else
 * the PGlite directory PGLITE_DIR, default .data/pglite) and exits.
 *
 *   npx tsx --conditions=react-server server/db/cli/migrate.ts
 *
 * --conditions=react-server: the server modules import 'server-only', which throws unless
 * resolved under React's server condition (where it is an empty module). Next applies that
 * condition itself; plain Node/tsx need the flag.
 *
 * The app also migrates on start (getDb()), so this is for deployments that migrate as a
 * separate step, and for checking migrations against a server by hand. Do not run it on a
 * PGlite directory that a running app has open (PGlite is one process per directory).
 */
import { closeDb, getDb } from '../client';
import { serverEnv } from '@/server/env';

async function main(): Promise<void> {
  const env = serverEnv();
  const target = env.DATABASE_URL ? redact(env.DATABASE_URL) : `PGlite at ${env.PGLITE_DIR}`;
  const started = Date.now();
  await getDb(); // opens and migrates
  await closeDb();
  console.log(`[db] migrations applied to ${target} in ${Date.now() - started} ms`);
}

/** Never print a password from the connection string. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}

main().catch(async (error: unknown) => {
  console.error('[db] migration failed:', error);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
