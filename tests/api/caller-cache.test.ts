import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerCacheListening, LISTENER_NAME } from '@/server/services/auth/caller-cache';
import { call, createUser, setupTestApp } from '../utils/test-app';

/**
 * Decision 061 and issue 30: a process keeps the callers it has checked, and still honours any
 * change to a session or an account made by any code or SQL by the very next request: on
 * PGlite the notification arrives before the change's statement returns; on PostgreSQL a kept
 * caller is used only after a statement on the listening connection that was sent after the
 * request arrived, which every earlier notification precedes.
 */
const ctx = setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const me = (token: string) => call(ctx.app, 'GET', '/api/v1/users/me', { token });

async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const ends = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > ends) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A signed-in caller whose check this process keeps (it has answered once while listening). */
async function keptCaller() {
  const user = await createUser(ctx.db);
  expect((await me(user.token)).status).toBe(200);
  await until(() => callerCacheListening(ctx.db));
  expect((await me(user.token)).status).toBe(200);
  return user;
}

/** The very next answer to `token`. */
async function nextStatus(token: string): Promise<number> {
  return (await me(token)).status;
}

describe('a kept caller follows changes made outside the app', () => {
  it('a session revoked by SQL is refused', async () => {
    const user = await keptCaller();
    await ctx.db.execute(sql`UPDATE user_sessions SET revoked_at = now() WHERE id = ${user.sessionId}`);
    expect(await nextStatus(user.token)).toBe(401);
  });

  it('an account deleted by SQL is refused', async () => {
    const user = await keptCaller();
    await ctx.db.execute(sql`UPDATE users SET deleted_at = now() WHERE id = ${user.user.id}`);
    expect(await nextStatus(user.token)).toBe(401);
  });

  it('a sign-out is honoured by the very next request, on either database', async () => {
    const user = await keptCaller();
    expect((await call(ctx.app, 'POST', '/api/v1/auth/logout', { token: user.token })).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
  });

  it.skipIf(!onPostgres)('keeps nothing while its listening connection is lost, and listens again', async () => {
    const user = await keptCaller();
    await ctx.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`);
    await until(() => !callerCacheListening(ctx.db));
    // Changed while nobody listens: the next check asks the database.
    await ctx.db.execute(sql`UPDATE user_sessions SET revoked_at = now() WHERE id = ${user.sessionId}`);
    expect((await me(user.token)).status).toBe(401);
    await until(() => callerCacheListening(ctx.db), 15_000);
    const again = await keptCaller();
    await ctx.db.execute(sql`UPDATE user_sessions SET revoked_at = now() WHERE id = ${again.sessionId}`);
    expect(await nextStatus(again.token)).toBe(401);
  });
});
