import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type SpotSearchResult } from '@/api/contracts/search';
import { spots } from '@/server/db/schema';
import { seoulDay } from '../utils/fixtures';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const MANY = SEARCH_COUNT_CAP + 5;

beforeAll(async () => {
  // One multi-row insert: the counters' and search text's triggers run per statement.
  const activatedAt = new Date(Date.now() - 86_400_000);
  await ctx.db.insert(spots).values(
    Array.from({ length: MANY }, (_, i) => ({
      title: i < 3 ? `희귀한 단어 팝업 ${i}` : `흔한 팝업스토어 ${i}`,
      type: 'STORE' as const,
      openDate: seoulDay(-2),
      closeDate: seoulDay(20),
      address: '서울 성동구 성수동2가 300-1',
      latitude: 37.5446,
      longitude: 127.0559,
      activatedAt,
    })),
  );
});

async function search(query: string) {
  const res = await call<SpotSearchResult>(ctx.app, 'GET', `/api/v1/spots?${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('GET /api/v1/spots counts at most SEARCH_COUNT_CAP matches', () => {
  it('says 1,000+ when more match, and the list ends at the cap', async () => {
    const first = await search('size=20');
    expect(first.totalCapped).toBe(true);
    expect(first.page).toEqual({ number: 0, size: 20, totalElements: SEARCH_COUNT_CAP, totalPages: 50 });
    expect(first.content).toHaveLength(20);

    const last = await search('size=20&page=49');
    expect(last.content).toHaveLength(20);
    const past = await search('size=20&page=50');
    expect(past.content).toEqual([]);

    // A page straddling the cap stops exactly at it.
    const straddling = await search('size=30&page=33');
    expect(straddling.content).toHaveLength(SEARCH_COUNT_CAP - 33 * 30);
  });

  it('counts exactly below the cap, with a common keyword too', async () => {
    const rare = await search(`keyword=${encodeURIComponent('희귀한')}`);
    expect(rare.totalCapped).toBe(false);
    expect(rare.page.totalElements).toBe(3);

    const common = await search(`keyword=${encodeURIComponent('흔한')}&size=50`);
    expect(common.totalCapped).toBe(true);
    expect(common.page.totalElements).toBe(SEARCH_COUNT_CAP);
    expect(common.content.every((item) => item.title.startsWith('흔한'))).toBe(true);
  });
});
