import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueTicketList } from '@/api/contracts/queues';
import { resetServerEnvForTests } from '@/server/env';
import { queueTickets, spotQueues, userIdentities, users } from '@/server/db/schema';
import { setCookieOf } from '../utils/cookie-jar';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const BASE = 'http://localhost:3000';
const saved = { PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL, AUTH_DEV_LOGIN: process.env.AUTH_DEV_LOGIN };

const ctx = setupTestApp();

beforeAll(() => {
  process.env.PUBLIC_BASE_URL = BASE;
  process.env.AUTH_DEV_LOGIN = '1';
  resetServerEnvForTests();
});

afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
});

type SignIn = { user: { id: number; nickname: string }; accessToken: string; expiresIn: number };

function demoJson(headers: Record<string, string> = { Origin: BASE }, body: unknown = {}) {
  return call<SignIn>(ctx.app, 'POST', '/api/v1/auth/demo', { body, headers });
}

/** A fresh-account request, the way the e2e fixtures send it. */
function freshJson(fresh: unknown = {}) {
  return demoJson({ Origin: BASE }, { fresh });
}

async function freshAccountCount(): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, 'DEV'), like(userIdentities.subject, 'dev:fresh-%')));
  return row.n;
}

function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /api/v1/auth/demo', () => {
  it('signs in as the demo user on an empty database, sets the cookies, and the token works', async () => {
    const res = await demoJson();
    expect(res.status).toBe(200);
    expect(res.body.data.user.nickname).toBe('팝스팟데모');
    const token = setCookieOf(res.headers, 'accessToken');
    expect(token?.value).toBe(res.body.data.accessToken);
    expect(token?.attributes).toMatchObject({ path: '/', samesite: 'Lax' });
    // Scripts never read the token (issue 14); the user id and nickname stay readable.
    expect(token?.attributes.httponly).toBe(true);
    expect(setCookieOf(res.headers, 'userId')?.attributes.httponly).toBeUndefined();
    expect(setCookieOf(res.headers, 'userId')?.value).toBe(String(res.body.data.user.id));
    expect(setCookieOf(res.headers, 'nickname')?.value).toBe('팝스팟데모');

    const me = await call<{ id: number; nickname: string; role: string }>(ctx.app, 'GET', '/api/v1/users/me', {
      token: token!.value,
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: res.body.data.user.id,
      nickname: '팝스팟데모',
      role: 'USER',
      profileImageUrl: null,
    });

    // The same account every time.
    const again = await demoJson();
    expect(again.body.data.user.id).toBe(res.body.data.user.id);
    const rows = await ctx.db
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, 'DEV'), eq(userIdentities.subject, 'dev:demo-user')));
    expect(rows).toHaveLength(1);
    expect(rows[0].user.signedUpAt).toBeInstanceOf(Date);
  });

  it('works as a plain form post: 303 to the origin referer, or to /mypage in the page language', async () => {
    const toReferer = await formPost(
      '/api/v1/auth/demo',
      { lang: 'ko' },
      { Cookie: 'originReferer=%2Fpopup%2F7%3Ftab%3DREVIEW' },
    );
    expect(toReferer.status).toBe(303);
    expect(toReferer.headers.get('location')).toBe('/popup/7?tab=REVIEW');
    expect(setCookieOf(toReferer.headers, 'accessToken')?.value).toBeTruthy();
    expect(setCookieOf(toReferer.headers, 'originReferer')?.attributes['max-age']).toBe('0');

    const toMypage = await formPost('/api/v1/auth/demo', { lang: 'ja' });
    expect(toMypage.headers.get('location')).toBe('/ja/mypage');

    const toNext = await formPost(
      '/api/v1/auth/demo',
      { lang: 'en', next: '/en/mypage' },
      { Cookie: 'originReferer=%2Fpopup%2F1' },
    );
    expect(toNext.headers.get('location')).toBe('/en/mypage');

    const evil = await formPost(
      '/api/v1/auth/demo',
      { next: '//evil.example' },
      { Cookie: 'originReferer=%2F%2Fevil.example' },
    );
    expect(evil.headers.get('location')).toBe('/mypage');

    // Paths that only become another host once normalised (issue 14's open redirect).
    for (const cookie of ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/a/..//evil.example']) {
      const sneaky = await formPost('/api/v1/auth/demo', {}, { Cookie: `originReferer=${encodeURIComponent(cookie)}` });
      expect([cookie, sneaky.headers.get('location')]).toEqual([cookie, '/mypage']);
    }
  });

  it('refuses cross-site posts (login CSRF)', async () => {
    const foreign = await demoJson({ Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.result.code).toBe(40300001);
    expect(setCookieOf(foreign.headers, 'accessToken')).toBeUndefined();
    const crossSite = await formPost('/api/v1/auth/demo', {}, { Origin: BASE, 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const opaque = await formPost('/api/v1/auth/demo', {}, { Origin: 'null' });
    expect(opaque.status).toBe(403);
  });

  it('signs in as a new, signed-up account on every fresh request, never the demo user', async () => {
    const demo = await demoJson();
    const first = await freshJson();
    const second = await freshJson();
    expect(first.status).toBe(200);
    expect(first.body.result.code).toBe(20000000);
    const ids = [demo.body.data.user.id, first.body.data.user.id, second.body.data.user.id];
    expect(new Set(ids).size).toBe(3);
    expect(first.body.data.user.nickname).not.toBe(second.body.data.user.nickname);

    // The same cookies as any sign-in, and the token is the new account's.
    const token = setCookieOf(first.headers, 'accessToken');
    expect(token?.value).toBe(first.body.data.accessToken);
    expect(setCookieOf(first.headers, 'userId')?.value).toBe(String(first.body.data.user.id));
    expect(setCookieOf(first.headers, 'nickname')?.value).toBe(first.body.data.user.nickname);
    const me = await call<{ id: number }>(ctx.app, 'GET', '/api/v1/users/me', { token: token!.value });
    expect(me.body.data.id).toBe(first.body.data.user.id);

    const [row] = await ctx.db.select().from(users).where(eq(users.id, first.body.data.user.id));
    const identities = await ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, row.id));
    expect(identities.map((i) => [i.provider, i.subject])).toEqual([
      ['DEV', expect.stringMatching(/^dev:fresh-[0-9a-f-]{36}$/)],
    ]);
    expect(row.signedUpAt).toBeInstanceOf(Date);

    // Unlike the shared demo account, a fresh one belongs to its test and may be deleted.
    const deleted = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token: token!.value });
    expect(deleted.status).toBe(200);
    // The page the browser loads next says the account is gone.
    expect(deleted.headers.getSetCookie().some((c) => /^flash=accountDeleted;/.test(c))).toBe(true);
  });

  it('joins a fresh account to open waiting lines, with the next number of each', async () => {
    const spot = await insertSpot(ctx.db, { title: '대기 팝업' });
    const [open, other, closed] = await ctx.db
      .insert(spotQueues)
      .values([
        { spotId: spot.id, title: '현장 대기', status: 'IN_PROGRESS', teamCounter: 7 },
        { spotId: spot.id, title: '굿즈 대기', status: 'IN_PROGRESS', teamCounter: 0 },
        { spotId: spot.id, title: '마감된 대기', status: 'CLOSED', teamCounter: 3 },
      ])
      .returning();

    const res = await freshJson({ joinQueues: [open.id, other.id, open.id] });
    expect(res.status).toBe(200);
    const tickets = await call<QueueTicketList>(ctx.app, 'GET', '/api/v1/users/spot-queues', {
      token: res.body.data.accessToken,
    });
    const byQueue = Object.fromEntries(tickets.body.data.content.map((t) => [t.queue.id, t]));
    expect(Object.keys(byQueue).map(Number).sort()).toEqual([open.id, other.id].sort());
    expect(byQueue[open.id]).toMatchObject({ ticketNumber: 8, status: 'REGISTERED', partySize: 1 });
    expect(byQueue[other.id]).toMatchObject({ ticketNumber: 1, status: 'REGISTERED' });
    const [counter] = await ctx.db.select().from(spotQueues).where(eq(spotQueues.id, open.id));
    expect(counter.teamCounter).toBe(8);

    // A closed or unknown line: 404, and no account or ticket is left half-made.
    const before = await freshAccountCount();
    for (const queueId of [closed.id, 999_999]) {
      const refused = await freshJson({ joinQueues: [other.id, queueId] });
      expect(refused.status).toBe(404);
      expect(refused.body.result.code).toBe(40400000);
      expect(setCookieOf(refused.headers, 'accessToken')).toBeUndefined();
    }
    expect(await freshAccountCount()).toBe(before);
    const otherTickets = await ctx.db.select().from(queueTickets).where(eq(queueTickets.queueId, other.id));
    expect(otherTickets).toHaveLength(1);
  });

  it('refuses a malformed fresh-account request with 400 and the field', async () => {
    for (const fresh of [
      { joinQueues: ['one'] },
      { joinQueues: [0] },
      { nickname: 'x' },
      'yes',
      { joinQueues: [1, 2, 3, 4, 5, 6] },
    ]) {
      const res = await freshJson(fresh);
      expect(res.status, JSON.stringify(fresh)).toBe(400);
      expect(res.body.result.code).toBe(40000000);
      expect(setCookieOf(res.headers, 'accessToken')).toBeUndefined();
    }
  });

  it('does not exist when AUTH_DEV_LOGIN is off', async () => {
    process.env.AUTH_DEV_LOGIN = '0';
    resetServerEnvForTests();
    try {
      const before = await freshAccountCount();
      for (const res of [await demoJson(), await freshJson()]) {
        expect(res.status).toBe(404);
        expect(res.body.result.code).toBe(40400000);
        expect(setCookieOf(res.headers, 'accessToken')).toBeUndefined();
      }
      expect(await freshAccountCount()).toBe(before);
      const methods = await call<{ kakao: boolean; demo: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
      expect(methods.body.data.demo).toBe(false);
    } finally {
      process.env.AUTH_DEV_LOGIN = '1';
      resetServerEnvForTests();
    }
    const methods = await call<{ kakao: boolean; demo: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
    expect(methods.body.data.demo).toBe(true);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('clears every stored login value', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/logout', { body: {}, headers: { Origin: BASE } });
    expect(res.status).toBe(200);
    for (const name of ['accessToken', 'userId', 'nickname', 'appleCode']) {
      expect(setCookieOf(res.headers, name)?.attributes['max-age'], name).toBe('0');
    }
  });

  it('answers a form post with a redirect home, and refuses another site', async () => {
    const res = await formPost('/api/v1/auth/logout', { lang: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en');
    const ko = await formPost('/api/v1/auth/logout', {});
    expect(ko.headers.get('location')).toBe('/');
    const evil = await formPost('/api/v1/auth/logout', {}, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
  });
});

describe('GET and DELETE /api/v1/users/me', () => {
  it('needs a sign-in: 401 with 40100000, or 40100001 for a bad token', async () => {
    const anonymous = await call(ctx.app, 'GET', '/api/v1/users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.result.code).toBe(40100000);
    const bad = await call(ctx.app, 'GET', '/api/v1/users/me', { token: 'not-a-jwt' });
    expect(bad.status).toBe(401);
    expect(bad.body.result.code).toBe(40100001);
    const anonymousDelete = await call(ctx.app, 'DELETE', '/api/v1/users/me');
    expect(anonymousDelete.body.result.code).toBe(40100000);
  });

  it('reads the token from the accessToken cookie too (same-origin browser calls)', async () => {
    const { user, token } = await createUser(ctx.db);
    const res = await call<{ id: number }>(ctx.app, 'GET', '/api/v1/users/me', {
      headers: { Cookie: `accessToken=${token}` },
    });
    expect(res.body.data.id).toBe(user.id);
  });

  it('deletes the account: the data goes, the cookies are cleared, and the token stops working', async () => {
    const { user, token } = await createUser(ctx.db);
    await ctx.db
      .update(users)
      .set({ email: 'me@example.com', profileImageUrl: 'https://img.example/me.jpg' })
      .where(eq(users.id, user.id));

    const res = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token });
    expect(res.status).toBe(200);
    expect(res.body.result.code).toBe(20000000);
    for (const name of ['accessToken', 'userId', 'nickname', 'appleCode']) {
      expect(setCookieOf(res.headers, name)?.attributes['max-age'], name).toBe('0');
    }

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ email: null, profileImageUrl: null });
    // The way in is gone: the same provider account signs up anew.
    expect(await ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([]);

    const after = await call(ctx.app, 'GET', '/api/v1/users/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.result.code).toBe(40100001);
    const twice = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token });
    expect(twice.body.result.code).toBe(40100001);
  });

  it('refuses to delete the shared demo account (403 / 40300701) and keeps it signed in', async () => {
    const demo = await demoJson();
    const res = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token: demo.body.data.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.result.code).toBe(40300701);
    expect(setCookieOf(res.headers, 'accessToken')).toBeUndefined();
    const me = await call(ctx.app, 'GET', '/api/v1/users/me', { token: demo.body.data.accessToken });
    expect(me.status).toBe(200);
  });

  it("frees a deleted user's nickname", async () => {
    const { user, token } = await createUser(ctx.db, { nickname: '사라질닉네임' });
    await call(ctx.app, 'DELETE', '/api/v1/users/me', { token });
    const reused = await createUser(ctx.db, { nickname: '사라질닉네임' });
    expect(reused.user.id).not.toBe(user.id);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/v1/users/me'])).toEqual(expect.arrayContaining(['get', 'delete']));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/kakao/authorize',
        '/api/v1/auth/kakao/callback',
        '/api/v1/auth/demo',
        '/api/v1/auth/logout',
        '/api/v1/auth/methods',
      ]),
    );
  });
});
