import { describe, expect, it } from 'vitest';
import { insertSpot } from '../utils/fixtures';
import { call as rawCall, createUser, setupTestApp, type CallOptions } from '../utils/test-app';
import type { App } from '@/server/http/app';

/*
 * Issue 14's first findings: inputs past the database's range, control characters in text,
 * and requests of the wrong kind are the caller's mistake: 400, 405 or 415 in the envelope,
 * never a 500.
 */
const ctx = setupTestApp();

const TOO_LARGE = 2147483648;

type Refusal = { fieldErrors?: Record<string, string[]> } | null;
const call = (app: App, method: string, path: string, options?: CallOptions) =>
  rawCall<Refusal>(app, method, path, options);

describe('ids and pages past the database integer range', () => {
  it('answers 400 with the field at fault instead of failing in SQL', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const cases = [
      call(ctx.app, 'POST', '/api/v1/users/picks', {
        token: me.token,
        body: { referenceId: TOO_LARGE, type: 'POPUP' },
      }),
      call(ctx.app, 'DELETE', '/api/v2/users/picks', {
        token: me.token,
        body: { referenceId: TOO_LARGE, type: 'POPUP' },
      }),
      call(ctx.app, 'GET', `/api/v1/spots/recommendations?excludedSpotId=${TOO_LARGE}`),
      call(ctx.app, 'GET', `/api/v1/partners/recommendations?spotId=${TOO_LARGE}`),
      call(ctx.app, 'GET', '/api/v1/spots?page=99999999999'),
      call(ctx.app, 'GET', `/api/v2/spots/${spot.id}/reviews?page=1e20`),
    ];
    for (const res of await Promise.all(cases)) {
      expect([res.status, res.body.result.code]).toEqual([400, 40000000]);
      expect(Object.keys(res.body.data?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('control characters in text', () => {
  it('refuses a NUL or another control character in the query or a JSON body, naming the field', async () => {
    const me = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db);
    const keyword = await call(ctx.app, 'GET', '/api/v1/spots?keyword=%00');
    expect([keyword.status, keyword.body.result.code]).toEqual([400, 40000000]);
    expect(keyword.body.data?.fieldErrors).toHaveProperty('query.keyword');

    const map = await call(
      ctx.app,
      'GET',
      '/api/v1/spots/map?keyword=a%07b&minLatitude=37&maxLatitude=38&minLongitude=126&maxLongitude=128',
    );
    expect([map.status, map.body.result.code]).toEqual([400, 40000000]);

    const pick = await call(ctx.app, 'POST', '/api/v1/users/picks', {
      token: me.token,
      body: { referenceId: spot.id, type: 'POPUP', note: { nested: ['ok', 'bad\u0000'] } },
    });
    expect([pick.status, pick.body.result.code]).toEqual([400, 40000000]);
    expect(pick.body.data?.fieldErrors).toHaveProperty(['json.note.nested.1']);

    // Line breaks and tabs are text, not control characters to refuse.
    const fine = await call(ctx.app, 'GET', `/api/v1/spots?keyword=${encodeURIComponent('성수\t팝업')}`);
    expect(fine.status).toBe(200);
  });
});

describe('requests of the wrong kind', () => {
  it('answers 415 to a body that is not JSON where JSON is expected', async () => {
    const me = await createUser(ctx.db);
    const res = await call(ctx.app, 'POST', '/api/v1/users/picks', {
      token: me.token,
      headers: { 'Content-Type': 'text/plain' },
    });
    const raw = await ctx.app.request('/api/v1/users/picks', {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'text/plain' },
      body: 'referenceId=1',
    });
    expect(raw.status).toBe(415);
    expect(((await raw.json()) as { result: { code: number } }).result.code).toBe(41500000);
    expect(res.status).not.toBe(500);
  });

  // TRACE cannot be made with fetch's Request at all; it is left to the HTTP-level checks.
  it('answers 405 with Allow to a method the path does not take', async () => {
    for (const method of ['PUT', 'PATCH']) {
      const res = await ctx.app.request('/api/v1/spots', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET');
      expect(((await res.json()) as { result: { code: number } }).result.code).toBe(40500000);
    }
    // An unknown path is still 404.
    expect((await ctx.app.request('/api/v1/nothing-here', { method: 'PUT' })).status).toBe(404);
  });
});

// Found by the OpenAPI fuzzer (tests/api/openapi-fuzz.test.ts): a subnormal coordinate passed
// the range check and underflowed in the distance formula.
describe('coordinates too small for the database', () => {
  it('reads a subnormal latitude or longitude as 0 instead of failing in SQL', async () => {
    const spot = await insertSpot(ctx.db, { title: '좌표 확인 팝업' });
    for (const path of [
      '/api/v1/partners?latitude=1e-323&longitude=1',
      '/api/v1/partners?latitude=37.5&longitude=-5e-324',
      '/api/v1/spots?latitude=1e-323&longitude=1e-320',
    ]) {
      const res = await rawCall<{ content: { id: number; distance?: number }[] }>(ctx.app, 'GET', path);
      expect([path, res.status, res.body.result.code]).toEqual([path, 200, 20000000]);
    }
    const near = await rawCall<{ content: { id: number; distance: number }[] }>(
      ctx.app,
      'GET',
      '/api/v1/spots?latitude=1e-323&longitude=1e-320',
    );
    expect(near.body.data.content.find((s) => s.id === spot.id)?.distance).toBeGreaterThan(0);
  });
});
