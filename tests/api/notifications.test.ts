import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationSetting, Unread } from '@/api/contracts/notifications';
import { notifications, userTerms } from '@/server/db/schema';
import { insertSpot } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

type Row = typeof notifications.$inferInsert;

async function notify(userId: number, rows: Partial<Row>[]) {
  return ctx.db
    .insert(notifications)
    .values(rows.map((r, i) => ({ userId, group: 'SYSTEM' as const, title: `알림 ${i}`, ...r })))
    .returning();
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('notifications', () => {
  it('lists mine newest first, one group on request, in the reader’s language when keyed', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const spot = await insertSpot(ctx.db, { title: '성수 향수 팝업' });
    await notify(me.user.id, [
      { title: '서비스 점검 안내', createdAt: minutesAgo(30) },
      {
        group: 'KEYWORD',
        title: '‘향수’ 키워드 팝업 소식',
        body: '성수 향수 팝업',
        messageKey: 'keywordMatch',
        messageParams: { keyword: '향수', spotTitle: '성수 향수 팝업' },
        link: `/popup/${spot.id}`,
        spotId: spot.id,
        createdAt: minutesAgo(5),
      },
      { group: 'QUEUE', title: '입장 순서가 됐어요', readAt: new Date(), createdAt: minutesAgo(10) },
    ]);
    await notify(other.user.id, [{ title: '남의 알림' }]);

    const ko = await call<NotificationPage>(ctx.app, 'GET', '/api/v2/users/notifications', { token: me.token });
    expect(ko.status).toBe(200);
    expect(ko.body.data.content.map((n) => [n.group, n.title, n.isRead])).toEqual([
      ['KEYWORD', '‘향수’ 키워드 팝업 소식', false],
      ['QUEUE', '입장 순서가 됐어요', true],
      ['SYSTEM', '서비스 점검 안내', false],
    ]);
    expect(ko.body.data.content[0]).toMatchObject({ body: '성수 향수 팝업', link: `/popup/${spot.id}` });

    const en = await call<NotificationPage>(ctx.app, 'GET', '/api/v2/users/notifications?lang=en&group=KEYWORD', {
      token: me.token,
    });
    expect(en.body.data.content.map((n) => n.title)).toEqual(['News for your keyword ‘향수’']);
    // Rows without a message key keep the text they were sent with.
    const system = await call<NotificationPage>(ctx.app, 'GET', '/api/v2/users/notifications?lang=en&group=SYSTEM', {
      token: me.token,
    });
    expect(system.body.data.content.map((n) => n.title)).toEqual(['서비스 점검 안내']);
    expect(system.body.data.page.totalElements).toBe(1);
  });

  it('says what is unread, overall and by group, and reads all or the given ones', async () => {
    const me = await createUser(ctx.db);
    const [a, b] = await notify(me.user.id, [{ group: 'QUEUE' }, { group: 'KEYWORD' }, { group: 'KEYWORD' }]);
    const unread = () => call<Unread>(ctx.app, 'GET', '/api/v1/users/notifications/unread', { token: me.token });

    let state = (await unread()).body.data;
    expect(state.existsUnread).toBe(true);
    expect(state.existsUnreadByGroups).toMatchObject({ QUEUE: true, KEYWORD: true, SYSTEM: false, MARKETING: false });

    const some = await call<{ updated: number }>(ctx.app, 'PATCH', '/api/v1/users/notifications/read', {
      token: me.token,
      body: { ids: [a.id, b.id] },
    });
    expect(some.body.data.updated).toBe(2);
    state = (await unread()).body.data;
    expect(state.existsUnreadByGroups).toMatchObject({ QUEUE: false, KEYWORD: true });

    // No body: everything.
    const all = await call<{ updated: number }>(ctx.app, 'PATCH', '/api/v1/users/notifications/read', {
      token: me.token,
    });
    expect(all.body.data.updated).toBe(1);
    expect((await unread()).body.data.existsUnread).toBe(false);
  });

  it('refuses to read someone else’s notification and changes nothing', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const [mine] = await notify(me.user.id, [{}]);
    const [theirs] = await notify(other.user.id, [{}]);
    const res = await call(ctx.app, 'PATCH', '/api/v1/users/notifications/read', {
      token: me.token,
      body: { ids: [mine.id, theirs.id] },
    });
    expect(res.status).toBe(404);
    expect(res.body.result.code).toBe(40400000);
    const rows = await ctx.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, [mine.id, theirs.id]));
    expect(rows.map((r) => r.readAt)).toEqual([null, null]);
    const bad = await call(ctx.app, 'PATCH', '/api/v1/users/notifications/read', {
      token: me.token,
      body: { ids: [] },
    });
    expect(bad.status).toBe(400);
  });

  it('has one switch per kind; marketing is the marketing consent; someone else’s switch is 404', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const list = async (token: string) =>
      (await call<NotificationSetting[]>(ctx.app, 'GET', '/api/v1/users/notifications/settings', { token })).body.data;

    const settings = await list(me.token);
    expect(settings.map((s) => [s.group, s.isActivated])).toEqual([
      ['POPUP', true],
      ['KEYWORD', true],
      ['QUEUE', true],
      ['REVIEW', true],
      ['COMMUNITY', true],
      ['MARKETING', false],
    ]);
    // Reading again makes no second set of rows.
    expect((await list(me.token)).map((s) => s.id)).toEqual(settings.map((s) => s.id));

    const keyword = settings.find((s) => s.group === 'KEYWORD')!;
    const off = await call<NotificationSetting>(
      ctx.app,
      'PATCH',
      `/api/v1/users/notifications/settings/${keyword.id}/activation`,
      { token: me.token, body: { isActivated: false } },
    );
    expect(off.body.data).toEqual({ id: keyword.id, group: 'KEYWORD', isActivated: false });
    expect((await list(me.token)).find((s) => s.group === 'KEYWORD')?.isActivated).toBe(false);

    const marketing = settings.find((s) => s.group === 'MARKETING')!;
    await call(ctx.app, 'PATCH', `/api/v1/users/notifications/settings/${marketing.id}/activation`, {
      token: me.token,
      body: { isActivated: true },
    });
    const [consent] = await ctx.db
      .select()
      .from(userTerms)
      .where(and(eq(userTerms.userId, me.user.id), eq(userTerms.termType, 'MARKETING')));
    expect(consent).toMatchObject({ isAgreed: true });
    expect(consent.agreedAt).toBeInstanceOf(Date);
    expect((await list(me.token)).find((s) => s.group === 'MARKETING')?.isActivated).toBe(true);

    await list(other.token);
    const theirs = await call(ctx.app, 'PATCH', `/api/v1/users/notifications/settings/${keyword.id}/activation`, {
      token: other.token,
      body: { isActivated: true },
    });
    expect(theirs.status).toBe(404);
    expect((await list(me.token)).find((s) => s.group === 'KEYWORD')?.isActivated).toBe(false);
  });

  it('refuses anonymous callers on every route with 40100000', async () => {
    for (const [method, path] of [
      ['GET', '/api/v2/users/notifications'],
      ['GET', '/api/v1/users/notifications/unread'],
      ['PATCH', '/api/v1/users/notifications/read'],
      ['GET', '/api/v1/users/notifications/settings'],
      ['PATCH', '/api/v1/users/notifications/settings/1/activation'],
    ] as const) {
      const res = await call(ctx.app, method, path, {
        body: path.endsWith('activation') ? { isActivated: true } : undefined,
      });
      expect(res.status, path).toBe(401);
      expect(res.body.result.code, path).toBe(40100000);
    }
  });
});
