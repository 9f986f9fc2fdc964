import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PageCacheHandler, { invalidateTags, pageCacheState } from '@/server/cache/page-cache-handler.mjs';
import { createFrontPageCache } from '@/server/front/front-page-cache.mjs';
import { untilTag } from '@/server/cache/page-cache';

/*
 * The front of the page cache in front of a stand-in for Next that does what Next does with
 * a cached page: asks the page cache handler, renders on a miss and stores the page, then
 * answers with the page's headers (and gzip when asked).
 */

let now = Date.parse('2026-11-25T09:00:00Z');
/** What the stand-in renders for a path (the test changes it to see whether Next was asked). */
let version = 'v1';
let nextCalls = 0;
/** Headers the stand-in adds to its answer, per test. */
let extraHeaders: Record<string, string> = {};
let status = 200;
let server: Server;
let base = '';

const tagsOf = (path: string) => (path.startsWith('/popup/6') ? ['spot:6', untilTag(now + 60_000)] : ['spot:12']);

async function standInForNext(req: IncomingMessage, res: ServerResponse) {
  nextCalls += 1;
  const handler = new PageCacheHandler();
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const key = `/ko${path}`;
  const hit = (await handler.get(key)) as { value: { html: string } } | null;
  let html = hit?.value.html;
  if (!html) {
    html = `<html><body>${path} ${version} 성수 팝업</body></html>`.padEnd(40_000, ' ');
    await handler.set(
      key,
      { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tagsOf(path).join(',') }, status: 200 },
      { cacheControl: { revalidate: 3600, expire: 31_536_000 } },
    );
  }
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=31532400');
  res.setHeader('x-nextjs-cache', hit ? 'HIT' : 'MISS');
  res.setHeader('etag', `"${version}"`);
  res.setHeader('vary', 'rsc, Accept-Encoding');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  if (/(^|,)\s*gzip\s*(,|$)/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.setHeader('content-encoding', 'gzip');
    res.end(gzipSync(html));
  } else {
    res.end(html);
  }
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer };

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function start() {
  const front = createFrontPageCache();
  server = createServer((req, res) => {
    if (front.serve(req, res)) return;
    front.capture(req, res, () => void standInForNext(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  Reflect.deleteProperty(globalThis, Symbol.for('popspot.page-cache'));
  now = Date.parse('2026-11-25T09:00:00Z');
  pageCacheState().now = () => now;
  version = 'v1';
  nextCalls = 0;
  extraHeaders = {};
  status = 200;
  delete process.env.FRONT_CACHE_MAX_MB;
  await start();
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('front of the page cache', () => {
  it('answers a cached page again with the same bytes and headers, without Next', async () => {
    const first = await get('/popup/12');
    expect(first.headers['x-front-cache']).toBeUndefined();
    const second = await get('/popup/12');
    expect(nextCalls).toBe(1);
    expect(second.headers['x-front-cache']).toBe('HIT');
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.body.toString()).toContain('성수 팝업');
    for (const name of ['content-type', 'cache-control', 'etag', 'vary']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers['content-length']).toBe(String(first.body.length));
  });

  it('stops at once when a tag of the page is invalidated, and keeps the new page', async () => {
    await get('/popup/12');
    now += 1000;
    version = 'v2';
    await invalidateTags(['spot:12']);
    now += 1;
    const after = await get('/popup/12');
    expect(nextCalls).toBe(2);
    expect(after.body.toString()).toContain('v2');
    expect((await get('/popup/12')).headers['x-front-cache']).toBe('HIT');
    expect(nextCalls).toBe(2);
  });

  it('stops at the instant of an until: tag', async () => {
    await get('/popup/6');
    now += 59_000;
    expect((await get('/popup/6')).headers['x-front-cache']).toBe('HIT');
    now += 1000;
    expect((await get('/popup/6')).headers['x-front-cache']).toBeUndefined();
    expect(nextCalls).toBe(2);
  });

  it('keeps each encoding Next chose, and answers each request with one it accepts', async () => {
    await get('/popup/12');
    // Asked with gzip: Next compresses once, then the front has that too.
    const zipped = await get('/popup/12', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['x-front-cache']).toBeUndefined();
    const again = await get('/popup/12', { 'accept-encoding': 'gzip, deflate, br' });
    expect(again.headers['x-front-cache']).toBe('HIT');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.body).toString()).toContain('v1 성수 팝업');
    const plain = await get('/popup/12', { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-front-cache']).toBe('HIT');
    expect(nextCalls).toBe(2);
  });

  it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
    const first = await get('/popup/12');
    const head = await get('/popup/12', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    const unchanged = await get('/popup/12', { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(nextCalls).toBe(1);
  });

  it('leaves navigations, prefetches, server actions and the API to Next', async () => {
    await get('/popup/12');
    for (const [path, headers] of [
      ['/popup/12', { rsc: '1' }],
      ['/popup/12', { 'next-router-prefetch': '1' }],
      ['/popup/12', { 'next-action': 'abc' }],
      ['/popup/12?_rsc=1x2y', {}],
      ['/api/v1/spots/12', {}],
    ] as const) {
      const before = nextCalls;
      const answer = await get(path, headers);
      expect(answer.headers['x-front-cache'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
      expect(nextCalls).toBe(before + 1);
    }
  });

  it('never keeps a page that is not for everyone or not a success', async () => {
    for (const [name, setUp] of [
      ['a cookie', () => (extraHeaders = { 'set-cookie': 'a=1' })],
      [
        'private',
        () => (extraHeaders = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      ],
      ['not found', () => (status = 404)],
    ] as const) {
      Reflect.deleteProperty(globalThis, Symbol.for('popspot.page-cache'));
      pageCacheState().now = () => now;
      await new Promise((resolve) => server.close(resolve));
      await start();
      extraHeaders = {};
      status = 200;
      setUp();
      await get('/popup/12');
      const again = await get('/popup/12');
      expect(again.headers['x-front-cache'], name).toBeUndefined();
    }
  });

  it('keeps nothing when its size is set to 0', async () => {
    await new Promise((resolve) => server.close(resolve));
    process.env.FRONT_CACHE_MAX_MB = '0';
    await start();
    await get('/popup/12');
    expect((await get('/popup/12')).headers['x-front-cache']).toBeUndefined();
    expect(nextCalls).toBe(2);
  });
});
