import { afterAll, beforeAll } from 'vitest';
import { signAccessToken, type UserRole } from '@/server/auth/access-token';
import { useDatabaseForTests, type Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { startSession } from '@/server/services/auth/start-session';
import { createApp, type App } from '@/server/http/app';
import { createTestDatabase } from './test-db';

/** `databaseUrl`: the file's PostgreSQL database for another process to open; null on PGlite. */
export type TestContext = { app: App; db: Database; databaseUrl: string | null };

/**
 * A migrated database of the file's own (a copy of the run's template: PGlite in memory, or
 * a database on the PostgreSQL server of TEST_DATABASE_URL) behind a real Hono app.
 */
export function setupTestApp(): TestContext {
  const ctx = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    close = database.close;
    useDatabaseForTests(database.db);
    ctx.db = database.db;
    ctx.databaseUrl = database.url;
    ctx.app = createApp();
  });
  afterAll(async () => {
    useDatabaseForTests(null);
    await close?.();
  });
  return ctx;
}

export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };
export type CallResult<T = unknown> = {
  status: number;
  headers: Headers;
  body: { data: T; result: { code: number; desc: string } };
};

/** One request to the app, the way a client sends it, with the envelope parsed. */
export async function call<T = unknown>(
  app: App,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let parsed: CallResult<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

let userSeq = 0;

/**
 * A user row (signed up unless told otherwise) and a valid access token for it, of a live
 * session of its own (`sessionId`), as a sign-in makes.
 */
export async function createUser(
  db: Database,
  overrides: { nickname?: string; role?: UserRole; signedUp?: boolean } = {},
) {
  userSeq += 1;
  const nickname = overrides.nickname ?? `tester${userSeq}${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await db
    .insert(users)
    .values({
      nickname,
      role: overrides.role ?? 'USER',
      // Signed up (terms and nickname done) unless a test is about the step before.
      signedUpAt: overrides.signedUp === false ? null : new Date(),
    })
    .returning();
  const session = await startSession(db, user.id, { userAgent: 'vitest' });
  const token = await signAccessToken(
    { userId: user.id, role: user.role, nickname: user.nickname, sessionId: session.id },
    session.expiresAt,
  );
  return { user, token, sessionId: session.id };
}
