import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invalidateTags, pageCacheState } from '@/server/cache/page-cache-handler.mjs';
import { createFrontApiCache, isPublicApiRead, keptTags } from '@/server/front/front-api-cache.mjs';

/*
 * The front cache for the API's public answers (decision 062) in front of a stand-in for the
 * API that answers like page-cache-tags.ts makes it: X-Cache-Tags on a public read, none for
 * a signed-in caller.
 */

let now = Date.parse('2026-11-29T09:00:00Z');
let version = 1;
let apiCalls = 0;
let server: Server;
let base = '';
let extraHeaders: Record<string, string> = {};

function standInForApi(req: IncomingMessage, res: ServerResponse) {
  apiCalls += 1;
  const signedIn = req.headers.authorization !== undefined;
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-request-id', `req-${apiCalls}`);
  if (!signedIn) res.setHeader('x-cache-tags', 'spot:7');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.end(JSON.stringify({ data: { id: 7, version, mine: signedIn }, result: { code: 20000000, desc: 'SUCCESS' } }));
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  version = 1;
  apiCalls = 0;
  extraHeaders = {};
  const state = pageCacheState();
  state.tagTimes.clear();
  state.now = () => now;
  const front = createFrontApiCache({ now: () => now });
  server = createServer((req, res) => {
    if (front.serve(req, res)) return;
    front.capture(req, res, () => standInForApi(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the front cache of public API answers', () => {
  it('answers a public read again from memory, until a change to its data invalidates the tag', async () => {
    const first = await get('/api/v1/spots/7');
    expect(JSON.parse(first.body).data.version).toBe(1);
    version = 2;
    const again = await get('/api/v1/spots/7');
    expect(again.headers['x-front-cache']).toBe('HIT');
    expect(JSON.parse(again.body).data.version).toBe(1);
    // Nobody's request id is repeated to others.
    expect(again.headers['x-request-id']).toBeUndefined();
    expect(apiCalls).toBe(1);

    now += 1_000;
    await invalidateTags(['spot:7']);
    const changed = await get('/api/v1/spots/7');
    expect(changed.headers['x-front-cache']).toBeUndefined();
    expect(JSON.parse(changed.body).data.version).toBe(2);
    expect(apiCalls).toBe(2);
  });

  it('never answers or keeps what a signed-in caller asks', async () => {
    await get('/api/v1/spots/7');
    const mine = await get('/api/v1/spots/7', { Authorization: 'Bearer token' });
    expect(JSON.parse(mine.body).data.mine).toBe(true);
    const cookie = await get('/api/v1/spots/7', { Cookie: 'visitor=x; accessToken=abc' });
    expect(cookie.headers['x-front-cache']).toBeUndefined();
    expect(apiCalls).toBe(3);
  });

  it('keeps no answer that sets a cookie, says it must not be kept, or names no data', async () => {
    extraHeaders = { 'set-cookie': 'visitor=abc' };
    await get('/api/v1/spots/7');
    await get('/api/v1/spots/7');
    extraHeaders = { 'x-front-cache': 'no' };
    await get('/api/v1/spots?keyword=a');
    await get('/api/v1/spots?keyword=a');
    expect(apiCalls).toBe(4);
  });

  it('retires an answer at its X-Fresh-Until', async () => {
    extraHeaders = { 'x-fresh-until': new Date(now + 60_000).toISOString() };
    await get('/api/v1/spots/7');
    expect((await get('/api/v1/spots/7')).headers['x-front-cache']).toBe('HIT');
    now += 61_000;
    expect((await get('/api/v1/spots/7')).headers['x-front-cache']).toBeUndefined();
  });

  it('tells public reads and keepable answers apart', () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, method, headers }) as unknown as IncomingMessage;
    expect(isPublicApiRead(req('/api/v1/spots/7'))).toBe(true);
    expect(isPublicApiRead(req('/api/v1/spots/7', { cookie: 'visitor=abc' }))).toBe(true);
    expect(isPublicApiRead(req('/api/v1/spots/7', {}, 'POST'))).toBe(false);
    expect(isPublicApiRead(req('/popup/7'))).toBe(false);
    expect(keptTags(200, { 'x-cache-tags': 'spots reviews:7' })).toEqual(['spots', 'reviews:7']);
    expect(keptTags(500, { 'x-cache-tags': 'spots' })).toBeNull();
    expect(keptTags(200, {})).toBeNull();
  });
});
