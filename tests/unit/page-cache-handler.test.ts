import { beforeEach, describe, expect, it } from 'vitest';
import PageCacheHandler, { invalidateTags, pageCacheState } from '@/server/cache/page-cache-handler.mjs';
import { earliestAfter, nextSeoulMidnight, untilTag } from '@/server/cache/page-cache';

/** A controlled clock: the handler reads the time through its state. */
let now = Date.parse('2026-11-25T09:00:00Z');
const page = (html: string, tags: string[] = []) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});
const forOneHour = { cacheControl: { revalidate: 3600, expire: 31_536_000 } };

async function render(handler: PageCacheHandler, key: string, html: string, tags: string[], ctx = forOneHour) {
  expect(await handler.get(key)).toBeNull();
  await handler.set(key, page(html, tags), ctx);
}

beforeEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for('popspot.page-cache'));
  now = Date.parse('2026-11-25T09:00:00Z');
  pageCacheState().now = () => now;
});

describe('page cache handler', () => {
  it('serves a stored page until a tag of its data changes, then renders it again', async () => {
    const handler = new PageCacheHandler();
    await render(handler, '/ko/popup/12', 'v1', ['spot:12', 'reviews:12']);
    now += 1000;
    expect((await handler.get('/ko/popup/12'))?.value).toMatchObject({ html: 'v1' });

    await invalidateTags(['reviews:13']);
    expect(await handler.get('/ko/popup/12')).not.toBeNull();

    now += 1;
    await invalidateTags(['reviews:12']);
    expect(await handler.get('/ko/popup/12')).toBeNull();
  });

  it('stores a render that started before a change as already out of date', async () => {
    const handler = new PageCacheHandler();
    expect(await handler.get('/ko/popup/12')).toBeNull();
    now += 50;
    // The review lands while the page is rendering from the old data.
    await invalidateTags(['reviews:12']);
    now += 50;
    await handler.set('/ko/popup/12', page('old', ['reviews:12']), forOneHour);
    expect(await handler.get('/ko/popup/12')).toBeNull();
  });

  it('expires a page exactly at the instant of its until: tag', async () => {
    const handler = new PageCacheHandler();
    const opens = now + 5 * 60_000;
    await render(handler, '/ko/popup/6', 'before', ['spot:6', untilTag(opens)]);
    now = opens - 1000;
    expect(await handler.get('/ko/popup/6')).not.toBeNull();
    now = opens;
    expect(await handler.get('/ko/popup/6')).toBeNull();
  });

  it('never serves a page past its revalidate time (no stale first visitor)', async () => {
    const handler = new PageCacheHandler();
    await render(handler, '/ko', 'home', ['spots'], { cacheControl: { revalidate: 60, expire: 31_536_000 } });
    now += 59_000;
    expect(await handler.get('/ko')).not.toBeNull();
    now += 1000;
    expect(await handler.get('/ko')).toBeNull();
  });

  it("follows revalidatePath through the page's soft tags", async () => {
    const handler = new PageCacheHandler();
    await render(handler, '/ko/magazine', 'list', ['magazines']);
    now += 1;
    await handler.revalidateTag('_N_T_/ko/magazine');
    expect(await handler.get('/ko/magazine', { softTags: ['_N_T_/layout', '_N_T_/ko/magazine'] })).toBeNull();
  });

  it('keeps memory bounded: the least recently used page goes first', async () => {
    const handler = new PageCacheHandler();
    pageCacheState().maxBytes = 3000;
    await render(handler, 'a', 'x'.repeat(500), []);
    await render(handler, 'b', 'x'.repeat(500), []);
    expect(await handler.get('a')).not.toBeNull(); // a is now the most recent
    await render(handler, 'c', 'x'.repeat(500), []);
    expect(await handler.get('b')).toBeNull();
    expect(await handler.get('a')).not.toBeNull();
    expect(pageCacheState().bytes).toBeLessThanOrEqual(3000);
  });
});

describe('time boundaries', () => {
  it('finds the next midnight in Seoul (UTC+9, no daylight saving)', () => {
    expect(new Date(nextSeoulMidnight(Date.parse('2026-11-25T09:00:00Z'))).toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
    expect(new Date(nextSeoulMidnight(Date.parse('2026-11-25T15:00:00Z'))).toISOString()).toBe(
      '2026-11-26T15:00:00.000Z',
    );
    expect(new Date(nextSeoulMidnight(Date.parse('2026-11-25T14:59:59Z'))).toISOString()).toBe(
      '2026-11-25T15:00:00.000Z',
    );
  });

  it('takes the earliest instant still ahead', () => {
    expect(earliestAfter(100, [50, 300, null, 200, undefined])).toBe(200);
    expect(earliestAfter(100, [50, 100])).toBeNull();
  });
});
