import { describe, expect, it } from 'vitest';
import type { Notice, NoticeList } from '@/api/contracts/notices';
import { notices } from '@/server/db/schema';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type NoticeInsert = typeof notices.$inferInsert;
async function insertNotice(values: Partial<NoticeInsert> & { title: string }) {
  const [row] = await ctx.db
    .insert(notices)
    .values({ content: `${values.title} 본문`, ...values })
    .returning();
  return row;
}

let rows: Record<string, Awaited<ReturnType<typeof insertNotice>>> | null = null;
async function seed() {
  if (rows) return rows;
  rows = {
    old: await insertNotice({ title: '오래된 공지', publishedAt: daysAgo(30) }),
    pinnedOld: await insertNotice({ title: '고정 공지', isPinned: true, publishedAt: daysAgo(20) }),
    recent: await insertNotice({ title: '새 공지', publishedAt: daysAgo(1), content: '첫 줄\n\n<b>둘째</b> 줄' }),
    middle: await insertNotice({ title: '중간 공지', publishedAt: daysAgo(5) }),
    draft: await insertNotice({ title: '초안', publishedAt: null }),
    scheduled: await insertNotice({ title: '예약 공지', isPinned: true, publishedAt: new Date(Date.now() + 3 * DAY) }),
    deleted: await insertNotice({ title: '삭제된 공지', publishedAt: daysAgo(2), deletedAt: new Date() }),
  };
  return rows;
}

describe('GET /api/v1/notices', () => {
  it('lists published notices: pinned first, then newest, without drafts, scheduled or deleted ones', async () => {
    await seed();
    const res = await call<NoticeList>(ctx.app, 'GET', '/api/v1/notices');
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((n) => n.title)).toEqual(['고정 공지', '새 공지', '중간 공지', '오래된 공지']);
    expect(res.body.data.page).toEqual({ number: 0, size: 20, totalElements: 4, totalPages: 1 });
    const recent = res.body.data.content[1];
    expect(recent).toEqual({
      id: rows!.recent.id,
      title: '새 공지',
      titleLocale: 'ko',
      content: '첫 줄\n\n<b>둘째</b> 줄',
      contentLocale: 'ko',
      isPinned: false,
      publishedAt: rows!.recent.publishedAt!.toISOString(),
    });
    expect(res.body.data.content[0].isPinned).toBe(true);
  });

  it('pages', async () => {
    await seed();
    const res = await call<NoticeList>(ctx.app, 'GET', '/api/v1/notices?page=1&size=3');
    expect(res.body.data.content.map((n) => n.title)).toEqual(['오래된 공지']);
    expect(res.body.data.page).toEqual({ number: 1, size: 3, totalElements: 4, totalPages: 2 });
  });

  it('refuses bad paging with 400 40000000', async () => {
    for (const query of ['page=-1', 'size=0', 'size=51', 'page=x']) {
      const res = await call(ctx.app, 'GET', `/api/v1/notices?${query}`);
      expect([query, res.status, res.body.result.code]).toEqual([query, 400, 40000000]);
    }
  });
});

describe('GET /api/v1/notices/{id}', () => {
  it('answers a published notice, publicly', async () => {
    const { pinnedOld } = await seed();
    const res = await call<Notice>(ctx.app, 'GET', `/api/v1/notices/${pinnedOld.id}`, { token: 'stale.token.here' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: pinnedOld.id, title: '고정 공지', isPinned: true });
  });

  it('answers 404 for unknown, draft, scheduled and deleted notices; 400 for a bad id', async () => {
    const { draft, scheduled, deleted } = await seed();
    for (const id of [draft.id, scheduled.id, deleted.id, 987654]) {
      const res = await call(ctx.app, 'GET', `/api/v1/notices/${id}`);
      expect([id, res.status, res.body.result.code]).toEqual([id, 404, 40400000]);
    }
    for (const id of ['abc', '0', '1.5']) {
      const res = await call(ctx.app, 'GET', `/api/v1/notices/${id}`);
      expect([id, res.status, res.body.result.code]).toEqual([id, 400, 40000000]);
    }
  });
});
