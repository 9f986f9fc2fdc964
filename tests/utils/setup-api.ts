// API tests read the environment through server/env.ts like the app does; keep logs quiet
// and the demo sign-in available unless a test turns it off.
process.env.LOG_LEVEL ??= 'silent';
process.env.AUTH_DEV_LOGIN ??= '1';

import { beforeAll } from 'vitest';
import { resetServerEnvForTests } from '@/server/env';

/*
 * The api project runs its files one after another in the same process (isolate: false in
 * vitest.config.ts: importing the app once rather than per file halves the suite). Each file
 * still starts as if in a fresh process: the environment the first file saw, and no page-cache
 * state. Its database is its own (setupTestApp), and what the server keeps per process is
 * kept per database (currentDatabaseKey in server/db/client.ts).
 */
const ENV_KEY = Symbol.for('popspot.tests.initial-env');
const PAGE_CACHE_KEY = Symbol.for('popspot.page-cache');
const store = globalThis as typeof globalThis & { [ENV_KEY]?: Record<string, string | undefined> };
const initialEnv = (store[ENV_KEY] ??= { ...process.env });

beforeAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in initialEnv)) delete process.env[key];
  Object.assign(process.env, initialEnv);
  resetServerEnvForTests();
  Reflect.deleteProperty(globalThis, PAGE_CACHE_KEY);
});
