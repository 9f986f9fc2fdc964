import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks, reviewFiles, userSessions } from '@/server/db/schema';
import { resetServerEnvForTests } from '@/server/env';
import { makePng } from '../fixtures/images/make-images';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { createDraft, withTempUploadDir } from './reviews-helpers';

const BASE = 'http://localhost:3000';
const EVIL = 'http://evil.example';
const saved = process.env.PUBLIC_BASE_URL;
const ctx = setupTestApp();
withTempUploadDir();

beforeAll(() => {
  process.env.PUBLIC_BASE_URL = BASE;
  resetServerEnvForTests();
});

afterAll(() => {
  if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = saved;
  resetServerEnvForTests();
});

/** What a browser adds on its own: the caller's cookies and where the request comes from. */
type Browser = { cookie?: string; bearer?: string; origin?: string; fetchSite?: string };

function headersOf(browser: Browser): Headers {
  const headers = new Headers();
  if (browser.cookie) headers.set('Cookie', browser.cookie);
  if (browser.bearer) headers.set('Authorization', `Bearer ${browser.bearer}`);
  if (browser.origin) headers.set('Origin', browser.origin);
  if (browser.fetchSite) headers.set('Sec-Fetch-Site', browser.fetchSite);
  return headers;
}

/** A review image upload (multipart), with a body that records whether anyone read it. */
async function uploadImage(reviewId: number, browser: Browser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePng())], { type: 'image/png' }), 'photo.png');
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let read = false;
  // highWaterMark 0: nothing is pulled until someone reads the body.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read = true;
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const headers = headersOf(browser);
  headers.set('Content-Type', encoded.headers.get('content-type')!);
  const res = await ctx.app.request(`/api/v1/users/reviews/${reviewId}/files`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, code: ((await res.json()) as { result: { code: number } }).result.code, read };
}

function pick(spotId: number, browser: Browser) {
  return call(ctx.app, 'POST', '/api/v1/users/picks', {
    body: { referenceId: spotId, type: 'POPUP' },
    headers: Object.fromEntries(headersOf(browser)),
  });
}

async function picksOf(userId: number, spotId: number) {
  return ctx.db
    .select()
    .from(picks)
    .where(and(eq(picks.userId, userId), eq(picks.referenceId, spotId)));
}

async function filesOf(reviewId: number) {
  return ctx.db.select().from(reviewFiles).where(eq(reviewFiles.reviewId, reviewId));
}

async function signedInDraft() {
  const spot = await insertSpot(ctx.db);
  const me = await createUser(ctx.db);
  const draft = await createDraft(ctx.app, me.token, spot.id);
  expect(draft.status).toBe(200);
  return { me, cookie: `accessToken=${me.token}`, reviewId: draft.body.data.reviewId };
}

describe('a cookie-authenticated multipart upload', () => {
  it('from another site is refused with 403 before the body is read, and nothing is stored', async () => {
    const { cookie, reviewId } = await signedInDraft();
    for (const browser of [
      { cookie, origin: EVIL },
      { cookie, origin: EVIL, fetchSite: 'cross-site' },
      { cookie, fetchSite: 'cross-site' },
      { cookie, fetchSite: 'same-site' },
      { cookie, origin: 'null' },
    ]) {
      const res = await uploadImage(reviewId, browser);
      expect([browser, res.status, res.code, res.read]).toEqual([browser, 403, 40300001, false]);
    }
    expect(await filesOf(reviewId)).toEqual([]);
  });

  it('from our own pages passes (Origin, Sec-Fetch-Site), and so does one with neither header', async () => {
    const { cookie, reviewId } = await signedInDraft();
    for (const browser of [
      { cookie, origin: BASE, fetchSite: 'same-origin' },
      { cookie, origin: BASE },
      { cookie, fetchSite: 'same-origin' },
      { cookie },
    ]) {
      const res = await uploadImage(reviewId, browser);
      // (The body was read here: the refusal above is what kept it unread.)
      expect([browser, res.status, res.read]).toEqual([browser, 200, true]);
    }
    expect(await filesOf(reviewId)).toHaveLength(4);
  });

  it('with a bearer header passes whatever the Origin says: another site cannot send one', async () => {
    const { me, reviewId } = await signedInDraft();
    const res = await uploadImage(reviewId, { bearer: me.token, origin: EVIL, fetchSite: 'cross-site' });
    expect(res.status).toBe(200);
    expect(await filesOf(reviewId)).toHaveLength(1);
  });
});

describe('a cookie-authenticated JSON write', () => {
  it('from another site is refused with 403 and writes nothing', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    const refused = await pick(spot.id, { cookie: `accessToken=${me.token}`, origin: EVIL });
    expect([refused.status, refused.body.result.code]).toEqual([403, 40300001]);
    expect(await picksOf(me.user.id, spot.id)).toEqual([]);
  });

  it('from our own origin passes, and a bearer header passes from anywhere', async () => {
    const spot = await insertSpot(ctx.db);
    const me = await createUser(ctx.db);
    expect((await pick(spot.id, { cookie: `accessToken=${me.token}`, origin: BASE })).status).toBe(200);
    expect(await picksOf(me.user.id, spot.id)).toHaveLength(1);

    const other = await insertSpot(ctx.db);
    expect((await pick(other.id, { bearer: me.token, origin: EVIL })).status).toBe(200);
    expect(await picksOf(me.user.id, other.id)).toHaveLength(1);
  });

  it('covers PUT, PATCH and DELETE too, and reads stay open', async () => {
    const me = await createUser(ctx.db);
    const cookie = `accessToken=${me.token}`;
    for (const [method, path] of [
      ['PUT', '/api/v1/users/me'],
      ['DELETE', '/api/v1/users/me'],
      ['DELETE', '/api/v1/users/me/sessions'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      const res = await call(ctx.app, method, path, {
        body: method === 'PUT' ? { nickname: 'evil' } : undefined,
        headers: { Cookie: cookie, Origin: EVIL },
      });
      expect([method, path, res.status, res.body.result.code]).toEqual([method, path, 403, 40300001]);
    }
    // Nothing of it happened: the session is live and the account is there.
    const [session] = await ctx.db.select().from(userSessions).where(eq(userSessions.id, me.sessionId));
    expect(session.revokedAt).toBeNull();
    const read = await call(ctx.app, 'GET', '/api/v1/users/me', { headers: { Cookie: cookie, Origin: EVIL } });
    expect([read.status, (read.body.data as { nickname: string }).nickname]).toEqual([200, me.user.nickname]);
  });
});

describe('what stays open to other sites', () => {
  it("Apple's form post back to us (it only redirects to the GET callback)", async () => {
    const res = await ctx.app.request('/api/v1/auth/apple/callback', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://appleid.apple.com',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: new URLSearchParams({ code: 'c', state: 's' }).toString(),
    });
    expect(res.status).toBe(303);
  });
});
