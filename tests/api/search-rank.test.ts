import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchKeywordRank } from '@/api/contracts/search';
import { searchKeywordLogs } from '@/server/db/schema';
import { clearSearchKeywordRankCache } from '@/server/services/search/rank-search-keywords';
import { newVisitorCookie, visitorHeader } from '../utils/client-address';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

type Log = typeof searchKeywordLogs.$inferInsert;

async function rank() {
  const res = await call<SearchKeywordRank>(ctx.app, 'GET', '/api/v1/rank/search-keywords');
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeEach(async () => {
  await ctx.db.delete(searchKeywordLogs);
  clearSearchKeywordRankCache(ctx.db);
});

describe('GET /api/v1/rank/search-keywords', () => {
  it('ranks by distinct visitors of the last 7 days, ties by the latest search', async () => {
    const { user } = await createUser(ctx.db);
    const logs: Log[] = [
      // 성수: 3 sessions.
      ...['s-1', 's-2', 's-3'].map((s, i) => ({ keyword: '성수', sessionId: s, createdAt: ago(100 + i) })),
      // 팝업: one session 20 times still counts once.
      ...Array.from({ length: 20 }, (_, i) => ({ keyword: '팝업', sessionId: 's-9', createdAt: ago(10 + i) })),
      // 굿즈 and 캐릭터: 2 visitors each; 캐릭터 was searched more recently.
      { keyword: '굿즈', sessionId: 's-1', createdAt: ago(300) },
      { keyword: '굿즈', sessionId: 's-2', createdAt: ago(200) },
      { keyword: '캐릭터', sessionId: 's-4', createdAt: ago(900) },
      { keyword: '캐릭터', sessionId: 's-5', createdAt: ago(5) },
      // A signed-in user on two devices is one visitor.
      { keyword: '전시', sessionId: 's-6', userId: user.id, createdAt: ago(50) },
      { keyword: '전시', sessionId: 's-7', userId: user.id, createdAt: ago(40) },
      // Older than 7 days: not counted.
      ...['o-1', 'o-2', 'o-3', 'o-4', 'o-5'].map((s) => ({
        keyword: '지난주',
        sessionId: s,
        createdAt: ago(7 * 24 * 60 + 5),
      })),
    ];
    await ctx.db.insert(searchKeywordLogs).values(logs);

    const result = await rank();
    expect(result.keywords).toEqual([
      { rank: 1, keyword: '성수' },
      { rank: 2, keyword: '캐릭터' },
      { rank: 3, keyword: '굿즈' },
      { rank: 4, keyword: '팝업' },
      { rank: 5, keyword: '전시' },
    ]);
    expect(Date.parse(result.rankedAt)).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('answers at most 10 keywords, and nothing without searches', async () => {
    expect((await rank()).keywords).toEqual([]);
    clearSearchKeywordRankCache(ctx.db);
    await ctx.db
      .insert(searchKeywordLogs)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ keyword: `키워드${i}`, sessionId: `s-${i}`, createdAt: ago(i) })),
      );
    const result = await rank();
    expect(result.keywords).toHaveLength(10);
    expect(result.keywords[0]).toEqual({ rank: 1, keyword: '키워드0' });
  });

  it('counts searches made through GET /v1/spots, and caches the ranking for a minute', async () => {
    // Five visitors, each with the cookie the server issued them (decision 049).
    const visitors = await Promise.all(
      Array.from({ length: 5 }, async () => visitorHeader(await newVisitorCookie(ctx.app))),
    );
    for (const visitor of visitors.slice(0, 2)) {
      await call(ctx.app, 'GET', '/api/v1/spots?keyword=%EB%9E%AD%ED%82%B9', { headers: visitor }); // 랭킹
    }
    await call(ctx.app, 'GET', '/api/v1/spots?keyword=%ED%95%9C%EB%B2%88', {
      headers: visitors[2],
    }); // 한번
    const first = await rank();
    expect(first.keywords).toEqual([
      { rank: 1, keyword: '랭킹' },
      { rank: 2, keyword: '한번' },
    ]);
    await call(ctx.app, 'GET', '/api/v1/spots?keyword=%ED%95%9C%EB%B2%88', {
      headers: visitors[3],
    });
    await call(ctx.app, 'GET', '/api/v1/spots?keyword=%ED%95%9C%EB%B2%88', {
      headers: visitors[4],
    });
    // Within the minute: the same answer.
    expect(await rank()).toEqual(first);
    clearSearchKeywordRankCache(ctx.db);
    expect((await rank()).keywords[0]).toEqual({ rank: 1, keyword: '한번' });
  });
});
