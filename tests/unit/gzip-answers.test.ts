import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipAnswer } from '@/server/front/gzip-answers.mjs';

/*
 * The API's answers gzipped in one call over the body (decision 065): what a client gets is
 * the same bytes once unzipped, small answers and event streams go as they are, and caches are
 * told the answer varies with Accept-Encoding.
 */

const get = (encoding = 'gzip, deflate, br', method = 'GET') =>
  new Request('http://test/api/v1/x', { method, headers: { 'accept-encoding': encoding } });
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `팝업 ${i}` })) };

describe('gzipAnswer', () => {
  it('gzips a large JSON answer: the same bytes once unzipped, its length, a weak ETag', async () => {
    const res = await gzipAnswer(get(), json(big, { etag: '"abc"' }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"abc"');
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(zipped.byteLength);
    expect(JSON.parse(gunzipSync(zipped).toString('utf8'))).toEqual(big);
  });

  it('sends a small answer as it is, with its length', async () => {
    const res = await gzipAnswer(get(), json({ ok: true }));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it('leaves alone clients that refuse gzip, HEAD, no-transform and event streams', async () => {
    const refused = await gzipAnswer(get('gzip;q=0, deflate'), json(big));
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Accept-Encoding');
    expect((await refused.json()).items).toHaveLength(200);

    const head = json(big);
    expect(await gzipAnswer(get('gzip', 'HEAD'), head)).toBe(head);
    const noTransform = json(big, { 'cache-control': 'private, no-transform' });
    expect(await gzipAnswer(get(), noTransform)).toBe(noTransform);

    // An event stream is never read to its end here: it would never answer.
    const stream = new Response(
      new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(': open\n\n')) }),
      {
        headers: { 'content-type': 'text/event-stream' },
      },
    );
    expect(await gzipAnswer(get(), stream)).toBe(stream);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
