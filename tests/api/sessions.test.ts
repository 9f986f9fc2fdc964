import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/access-token';
import { userSessions } from '@/server/db/schema';
import { jwtSecret, resetServerEnvForTests } from '@/server/env';
import { sweepExpiredSessions } from '@/server/jobs/delete-expired-sessions';
import { startSession } from '@/server/services/auth/start-session';
import { setCookieOf } from '../utils/cookie-jar';
import { insertSpot } from '../utils/fixtures';
import { overrideServerEnv } from '../utils/server-env';
import { call, createUser, setupTestApp } from '../utils/test-app';

const BASE = 'http://localhost:3000';
const ctx = setupTestApp();
const HOUR = 3_600_000;

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = overrideServerEnv({ PUBLIC_BASE_URL: BASE, AUTH_DEV_LOGIN: '1' });
});
afterAll(() => restoreEnv());

type SignIn = { user: { id: number; nickname: string }; accessToken: string; expiresIn: number };

/** A fresh account signed in the way a browser does it (same origin, its user agent). */
async function browserSignIn(userAgent = '  Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1  ') {
  const res = await call<SignIn>(ctx.app, 'POST', '/api/v1/auth/demo', {
    body: { fresh: {} },
    headers: { Origin: BASE, 'User-Agent': userAgent },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cookie = setCookieOf(res.headers, 'accessToken');
  return { ...res.body.data, cookie: `accessToken=${cookie!.value}`, headers: res.headers };
}

/** Another device of the same account: a second session and its token. */
async function secondDevice(userId: number) {
  const session = await startSession(ctx.db, userId, { userAgent: 'PopspotApp/2.1.0 (Android)' });
  const token = await signAccessToken(
    { userId, role: 'USER', nickname: 'x', sessionId: session.id },
    session.expiresAt,
  );
  return { token, sessionId: session.id };
}

const me = (auth: { token?: string; cookie?: string }) =>
  call<{ id: number }>(ctx.app, 'GET', '/api/v1/users/me', {
    token: auth.token,
    headers: auth.cookie ? { Cookie: auth.cookie } : {},
  });

const status = (res: { status: number; body: { result: { code: number } } }) => [res.status, res.body.result.code];

function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
}

async function sessionRow(id: string) {
  const [row] = await ctx.db.select().from(userSessions).where(eq(userSessions.id, id));
  return row;
}

describe('a sign-in starts a server-side session', () => {
  it('keeps the token in an HttpOnly cookie naming a live session row with the trimmed user agent', async () => {
    const signIn = await browserSignIn();
    const cookie = setCookieOf(signIn.headers, 'accessToken');
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie?.attributes.secure).toBeUndefined(); // http://localhost: no Secure, or the demo could not sign in
    expect(setCookieOf(signIn.headers, 'userId')?.attributes.httponly).toBeUndefined();
    expect(setCookieOf(signIn.headers, 'nickname')?.attributes.httponly).toBeUndefined();

    const row = await sessionRow(sessionIdOf(signIn.accessToken));
    expect(row).toMatchObject({
      userId: signIn.user.id,
      revokedAt: null,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1',
    });
    expect(Math.abs(row.expiresAt.getTime() - (Date.now() + signIn.expiresIn * 1000))).toBeLessThan(5_000);
    expect(status(await me({ cookie: signIn.cookie }))).toEqual([200, 20000000]);
    expect(status(await me({ token: signIn.accessToken }))).toEqual([200, 20000000]);
  });

  it('is Secure under https', async () => {
    process.env.PUBLIC_BASE_URL = 'https://popspot.example';
    resetServerEnvForTests();
    try {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/demo', {
        body: {},
        headers: { Origin: 'https://popspot.example' },
      });
      expect(setCookieOf(res.headers, 'accessToken')?.attributes).toMatchObject({ httponly: true, secure: true });
    } finally {
      process.env.PUBLIC_BASE_URL = BASE;
      resetServerEnvForTests();
    }
  });
});

describe('sign-out', () => {
  it('ends the session at once: the cookie reads as anonymous on public routes, 40100001 on user routes', async () => {
    const signIn = await browserSignIn();
    const spot = await insertSpot(ctx.db);
    const out = await call(ctx.app, 'POST', '/api/v1/auth/logout', {
      body: {},
      headers: { Origin: BASE, Cookie: signIn.cookie },
    });
    expect(out.status).toBe(200);
    expect(setCookieOf(out.headers, 'accessToken')?.attributes['max-age']).toBe('0');
    expect((await sessionRow(sessionIdOf(signIn.accessToken))).revokedAt).toBeInstanceOf(Date);

    // A copy of the cookie kept elsewhere is worth nothing now.
    const publicPage = await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { headers: { Cookie: signIn.cookie } });
    expect(publicPage.status).toBe(200);
    // The stale browser forgets its readable login values too.
    expect(setCookieOf(publicPage.headers, 'userId')?.attributes['max-age']).toBe('0');
    const refused = await me({ cookie: signIn.cookie });
    expect(status(refused)).toEqual([401, 40100001]);
    expect(setCookieOf(refused.headers, 'accessToken')?.attributes['max-age']).toBe('0');
    expect(status(await me({ token: signIn.accessToken }))).toEqual([401, 40100001]);
    // An answer a shared cache may keep never carries a Set-Cookie, not even a deletion.
    const calendar = await ctx.app.request(`/api/v1/spots/${spot.id}/calendar.ics`, {
      headers: { Cookie: signIn.cookie },
    });
    expect(calendar.headers.get('cache-control')).toMatch(/public/);
    expect(calendar.headers.getSetCookie()).toEqual([]);
  });

  it('with a bearer token (app clients) ends that session too, and only that one', async () => {
    const { user, token } = await createUser(ctx.db);
    const other = await secondDevice(user.id);
    const out = await call(ctx.app, 'POST', '/api/v1/auth/logout', { token, body: {} });
    expect(out.status).toBe(200);
    expect(status(await me({ token }))).toEqual([401, 40100001]);
    expect(status(await me({ token: other.token }))).toEqual([200, 20000000]);
  });
});

describe('sign out of every device', () => {
  it('lists the signed-in devices, then ends every session at once, this one included', async () => {
    const signIn = await browserSignIn();
    const phone = await secondDevice(signIn.user.id);
    const list = await call<{ id: string; userAgent: string | null; current: boolean }[]>(
      ctx.app,
      'GET',
      '/api/v1/users/me/sessions',
      { headers: { Cookie: signIn.cookie } },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => [s.id, s.current]).sort()).toEqual(
      [
        [sessionIdOf(signIn.accessToken), true],
        [phone.sessionId, false],
      ].sort(),
    );
    expect(list.body.data.find((s) => !s.current)?.userAgent).toBe('PopspotApp/2.1.0 (Android)');

    const everywhere = await call<{ ended: number }>(ctx.app, 'DELETE', '/api/v1/users/me/sessions', {
      headers: { Origin: BASE, Cookie: signIn.cookie },
    });
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.data).toEqual({ ended: 2 });
    expect(setCookieOf(everywhere.headers, 'accessToken')?.attributes['max-age']).toBe('0');
    expect(setCookieOf(everywhere.headers, 'userId')?.attributes['max-age']).toBe('0');
    expect(status(await me({ cookie: signIn.cookie }))).toEqual([401, 40100001]);
    expect(status(await me({ token: phone.token }))).toEqual([401, 40100001]);
  });

  it('is for signed-in callers only', async () => {
    expect(status(await call(ctx.app, 'DELETE', '/api/v1/users/me/sessions'))).toEqual([401, 40100000]);
    expect(status(await call(ctx.app, 'GET', '/api/v1/users/me/sessions'))).toEqual([401, 40100000]);
  });
});

describe('account deletion', () => {
  it('ends every session of the account', async () => {
    const signIn = await browserSignIn();
    const phone = await secondDevice(signIn.user.id);
    const deleted = await call(ctx.app, 'DELETE', '/api/v1/users/me', {
      headers: { Origin: BASE, Cookie: signIn.cookie },
    });
    expect(deleted.status).toBe(200);
    expect(status(await me({ cookie: signIn.cookie }))).toEqual([401, 40100001]);
    expect(status(await me({ token: phone.token }))).toEqual([401, 40100001]);
    expect(await ctx.db.select().from(userSessions).where(eq(userSessions.userId, signIn.user.id))).toEqual([]);
  });
});

describe('tokens that are refused', () => {
  it('an expired session, and a token past its own expiry', async () => {
    const { user, token, sessionId } = await createUser(ctx.db);
    expect(status(await me({ token }))).toEqual([200, 20000000]);
    await ctx.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, sessionId));
    expect(status(await me({ token }))).toEqual([401, 40100001]);

    const live = await startSession(ctx.db, user.id, { userAgent: null });
    const stale = await signAccessToken(
      { userId: user.id, role: 'USER', nickname: user.nickname, sessionId: live.id },
      new Date(Date.now() - 60_000),
    );
    expect(status(await me({ token: stale }))).toEqual([401, 40100001]);
  });

  it('a well-signed token without a session id (issued before sessions) reads as anonymous on public routes', async () => {
    const { user } = await createUser(ctx.db);
    const legacy = await new SignJWT({ role: 'USER', nickname: user.nickname })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('popspot')
      .setAudience('popspot-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(jwtSecret());
    expect(status(await me({ token: legacy }))).toEqual([401, 40100001]);
    const spot = await insertSpot(ctx.db);
    expect((await call(ctx.app, 'GET', `/api/v1/spots/${spot.id}`, { token: legacy })).status).toBe(200);
  });

  it("another user's session id under my user id", async () => {
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    const mixed = await signAccessToken(
      { userId: a.user.id, role: 'USER', nickname: a.user.nickname, sessionId: b.sessionId },
      new Date(Date.now() + HOUR),
    );
    expect(status(await me({ token: mixed }))).toEqual([401, 40100001]);
  });
});

describe('a live session', () => {
  it('is touched at most once an hour', async () => {
    const { token, sessionId } = await createUser(ctx.db);
    const recently = new Date(Date.now() - 10 * 60_000);
    await ctx.db.update(userSessions).set({ lastSeenAt: recently }).where(eq(userSessions.id, sessionId));
    await me({ token });
    expect((await sessionRow(sessionId)).lastSeenAt.getTime()).toBe(recently.getTime());

    await ctx.db
      .update(userSessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(userSessions.id, sessionId));
    await me({ token });
    expect(Date.now() - (await sessionRow(sessionId)).lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('goes on through a nickname change, with a new token for the same session', async () => {
    const signIn = await browserSignIn();
    const renamed = await call(ctx.app, 'PUT', '/api/v1/users/me', {
      body: { nickname: `새이름${signIn.user.id}` },
      headers: { Origin: BASE, Cookie: signIn.cookie },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const renewed = setCookieOf(renamed.headers, 'accessToken');
    expect(renewed?.attributes.httponly).toBe(true);
    expect(sessionIdOf(renewed!.value)).toBe(sessionIdOf(signIn.accessToken));
    expect(status(await me({ token: renewed!.value }))).toEqual([200, 20000000]);
    expect(status(await me({ token: signIn.accessToken }))).toEqual([200, 20000000]);
  });

  it('expired rows are swept', async () => {
    const { sessionId } = await createUser(ctx.db);
    await ctx.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(userSessions.id, sessionId));
    expect(await sweepExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await sessionRow(sessionId)).toBeUndefined();
  });
});
