import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchKeywordLogs } from '@/server/db/schema';
import { newVisitorCookie, visitorHeader } from '../utils/client-address';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
/** A visitor's server-issued cookie (decision 049), and the id the logs keep. */
let SESSION: Record<string, string>;
let visitorId: string;

beforeAll(async () => {
  const cookie = await newVisitorCookie(ctx.app);
  SESSION = visitorHeader(cookie);
  visitorId = cookie.slice(0, cookie.indexOf('.'));
});

beforeEach(async () => {
  await ctx.db.delete(searchKeywordLogs);
});

async function logs() {
  return ctx.db.select().from(searchKeywordLogs);
}

describe('POST /api/v1/logs/search-keywords (a search shown from a cached list page)', () => {
  it('counts a visitor once per keyword within 10 minutes, like the search itself', async () => {
    const first = await call(ctx.app, 'POST', '/api/v1/logs/search-keywords', {
      headers: SESSION,
      body: { keyword: '  성수   팝업 ' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toBeNull();
    await call(ctx.app, 'POST', '/api/v1/logs/search-keywords', { headers: SESSION, body: { keyword: '성수 팝업' } });
    // The same search made on the page (GET /v1/spots, page 0) is the same visit too.
    await call(ctx.app, 'GET', `/api/v1/spots?keyword=${encodeURIComponent('성수 팝업')}&page=0`, { headers: SESSION });
    expect((await logs()).map((row) => [row.keyword, row.sessionId])).toEqual([['성수 팝업', visitorId]]);

    const me = await createUser(ctx.db);
    await call(ctx.app, 'POST', '/api/v1/logs/search-keywords', { token: me.token, body: { keyword: '성수 팝업' } });
    expect(await logs()).toHaveLength(2);
  });

  it('counts nothing for a caller it cannot tell apart (no visitor cookie, no sign-in)', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/logs/search-keywords', { body: { keyword: '잠실' } });
    expect(res.status).toBe(200);
    // Neither does a made-up session header or visitor cookie.
    await call(ctx.app, 'POST', '/api/v1/logs/search-keywords', {
      headers: { 'X-Session-Id': 'session-abcdef12', Cookie: 'visitor=made-up' },
      body: { keyword: '잠실' },
    });
    expect(await logs()).toHaveLength(0);
  });

  it('refuses a missing, blank, too long or extended body with 400', async () => {
    for (const body of [{}, { keyword: '   ' }, { keyword: 'x'.repeat(51) }, { keyword: '잠실', extra: 1 }]) {
      const res = await call(ctx.app, 'POST', '/api/v1/logs/search-keywords', { headers: SESSION, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.result.code).toBe(40000000);
    }
    expect(await logs()).toHaveLength(0);
  });
});
