import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyKeywords } from '@/api/contracts/keywords';
import type { NotificationPage } from '@/api/contracts/notifications';
import { keywordRequests, keywords, notifications, notificationSettings } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const put = (token: string, list: unknown) =>
  call<MyKeywords>(ctx.app, 'PUT', '/api/v1/users/keywords', { token, body: { keywords: list } });

async function keywordNotifications(userId: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.group, 'KEYWORD')));
}

describe('keywords', () => {
  it('replaces my list: normalized, once regardless of case, kept ones keep their id', async () => {
    const me = await createUser(ctx.db);
    const first = await put(me.token, ['  성수   팝업 ', 'Nike', '향수']);
    expect(first.status).toBe(200);
    expect(first.body.data.keywords.map((k) => k.keyword)).toEqual(['성수 팝업', 'Nike', '향수']);
    expect(first.body.data.limit).toBe(20);
    const kept = first.body.data.keywords.find((k) => k.keyword === '향수')!;

    const second = await put(me.token, ['향수', 'nike', 'NIKE', '캐릭터']);
    expect(second.body.data.keywords.map((k) => k.keyword)).toEqual(['향수', 'nike', '캐릭터']);
    expect(second.body.data.keywords[0].id).toBe(kept.id);
    const read = await call<MyKeywords>(ctx.app, 'GET', '/api/v1/users/keywords', { token: me.token });
    expect(read.body.data).toEqual(second.body.data);
    expect((await put(me.token, [])).body.data.keywords).toEqual([]);
  });

  it('refuses too many, empty or too long keywords, and changes nothing', async () => {
    const me = await createUser(ctx.db);
    await put(me.token, ['성수']);
    for (const list of [Array.from({ length: 21 }, (_, i) => `키워드${i}`), ['   '], ['가'.repeat(21)], 'soon']) {
      const res = await put(me.token, list);
      expect(res.status).toBe(400);
      expect(res.body.result.code).toBe(40000000);
      const errors = (res.body.data as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors;
      expect(Object.keys(errors)[0]).toMatch(/^json\.keywords/);
    }
    const rows = await ctx.db.select().from(keywords).where(eq(keywords.userId, me.user.id));
    expect(rows.map((r) => r.keyword)).toEqual(['성수']);
  });

  it('keeps keyword requests', async () => {
    const me = await createUser(ctx.db);
    const res = await call(ctx.app, 'POST', '/api/v1/users/keywords/request', {
      token: me.token,
      body: { keyword: ' 빈티지  가구 ' },
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(keywordRequests).where(eq(keywordRequests.userId, me.user.id));
    expect(row.keyword).toBe('빈티지 가구');
  });

  it('notifies each follower once when a pop-up is published or changed to match, never twice', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const fan = await createUser(ctx.db);
    const bothWords = await createUser(ctx.db);
    const muted = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await put(fan.token, ['마카롱']);
    await put(bothWords.token, ['디저트', '마카롱']);
    await put(muted.token, ['마카롱']);
    await put(other.token, ['향수']);
    await ctx.db.insert(notificationSettings).values({ userId: muted.user.id, group: 'KEYWORD', isActivated: false });

    const spot = await insertSpot(ctx.db, { title: '달콤 마카롱 디저트 팝업', activatedAt: null, tags: ['디저트'] });
    // Not public yet: nobody hears of it.
    await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { token: admin.token, body: { notice: '준비 중' } });
    expect(await keywordNotifications(fan.user.id)).toHaveLength(0);

    const published = await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, {
      token: admin.token,
      body: { published: true },
    });
    expect(published.status).toBe(200);
    const [note] = await keywordNotifications(fan.user.id);
    expect(note).toMatchObject({ spotId: spot.id, link: `/popup/${spot.id}`, messageKey: 'keywordMatch' });
    expect(note.title).toBe('‘마카롱’ 키워드 팝업 소식');
    expect(await keywordNotifications(bothWords.user.id)).toHaveLength(1);
    expect(await keywordNotifications(muted.user.id)).toHaveLength(0);
    expect(await keywordNotifications(other.user.id)).toHaveLength(0);

    // Edited again, and twice at once: still one each.
    await Promise.all(
      [1, 2].map((n) =>
        call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, { token: admin.token, body: { notice: `변경 ${n}` } }),
      ),
    );
    expect(await keywordNotifications(fan.user.id)).toHaveLength(1);

    // A title change that now matches 'other' notifies them, in their language on request.
    await call(ctx.app, 'PATCH', `/api/v1/admin/spots/${spot.id}`, {
      token: admin.token,
      body: { title: '달콤 마카롱 디저트 & 향수 팝업' },
    });
    const list = await call<NotificationPage>(ctx.app, 'GET', '/api/v2/users/notifications?lang=en', {
      token: other.token,
    });
    expect(list.body.data.content.map((n) => [n.title, n.body])).toEqual([
      ['News for your keyword ‘향수’', '달콤 마카롱 디저트 & 향수 팝업'],
    ]);
  });

  it('refuses anonymous callers with 40100000', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/v1/users/keywords', undefined],
      ['PUT', '/api/v1/users/keywords', { keywords: [] }],
      ['POST', '/api/v1/users/keywords/request', { keyword: '성수' }],
    ] as const) {
      const res = await call(ctx.app, method, path, { body });
      expect(res.status, path).toBe(401);
      expect(res.body.result.code, path).toBe(40100000);
    }
  });
});
