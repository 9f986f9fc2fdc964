import { describe, expect, it } from 'vitest';
import type { MyPickPage } from '@/api/contracts/picks';
import { picks } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const list = (token: string | undefined, query = '') =>
  call<MyPickPage>(ctx.app, 'GET', `/api/v1/users/picks${query}`, { token });

async function pick(userId: number, spotId: number, createdAt: Date) {
  const [row] = await ctx.db
    .insert(picks)
    .values({ userId, type: 'POPUP', referenceId: spotId, createdAt })
    .returning();
  return row;
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('GET /api/v1/users/picks', () => {
  it('lists my picks of public pop-ups as cards, newest pick first, and nobody else’s', async () => {
    const me = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const running = await insertSpot(ctx.db, { title: '진행 중 팝업' });
    const later = await insertSpot(ctx.db, { title: '오픈 예정 팝업', openDate: seoulDay(5), closeDate: seoulDay(20) });
    const deleted = await insertSpot(ctx.db, { title: '삭제된 팝업', deletedAt: new Date() });
    const hidden = await insertSpot(ctx.db, { title: '숨긴 팝업', activatedAt: null });
    const first = await pick(me.user.id, running.id, at(30));
    const second = await pick(me.user.id, later.id, at(10));
    await pick(me.user.id, deleted.id, at(5));
    await pick(me.user.id, hidden.id, at(4));
    await pick(other.user.id, running.id, at(1));

    const res = await list(me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((p) => [p.title, p.pickId])).toEqual([
      ['오픈 예정 팝업', second.id],
      ['진행 중 팝업', first.id],
    ]);
    expect(res.body.data.page).toEqual({ number: 0, size: 20, totalElements: 2, totalPages: 1 });
    expect(res.body.data.content[1]).toMatchObject({
      id: running.id,
      periodType: 'IN_PROGRESS',
      pickedAt: first.createdAt.toISOString(),
      preReservationStartedAt: null,
    });
    // The count on my page is the size of this list.
    const stats = await call<{ pickCount: number }>(ctx.app, 'GET', '/api/v1/users/activity-stats', {
      token: me.token,
    });
    expect(stats.body.data.pickCount).toBe(res.body.data.page.totalElements);
  });

  it('filters by period with filter.periodType and sorts by sort=property,direction', async () => {
    const me = await createUser(ctx.db);
    const endsSoon = await insertSpot(ctx.db, { title: '곧 종료', closeDate: seoulDay(1) });
    const endsLater = await insertSpot(ctx.db, { title: '나중에 종료', closeDate: seoulDay(30) });
    const openEnded = await insertSpot(ctx.db, { title: '상시 운영', closeDate: null });
    const ended = await insertSpot(ctx.db, { title: '종료됨', openDate: seoulDay(-20), closeDate: seoulDay(-2) });
    for (const [i, s] of [endsLater, openEnded, endsSoon, ended].entries()) await pick(me.user.id, s.id, at(10 - i));

    const running = await list(me.token, '?filter.periodType=IN_PROGRESS&sort=closeDate,asc');
    expect(running.body.data.content.map((p) => p.title)).toEqual(['곧 종료', '나중에 종료', '상시 운영']);
    const past = await list(me.token, '?filter.periodType=ENDED');
    expect(past.body.data.content.map((p) => p.title)).toEqual(['종료됨']);
    expect(past.body.data.content[0].periodType).toBe('ENDED');
  });

  it('pages through the list', async () => {
    const me = await createUser(ctx.db);
    for (let i = 0; i < 5; i++)
      await pick(me.user.id, (await insertSpot(ctx.db, { title: `팝업 ${i}` })).id, at(10 - i));
    const page1 = await list(me.token, '?size=2&page=1');
    expect(page1.body.data.content.map((p) => p.title)).toEqual(['팝업 2', '팝업 1']);
    expect(page1.body.data.page).toEqual({ number: 1, size: 2, totalElements: 5, totalPages: 3 });
  });

  it('keeps, for a month, the pop-ups whose period or pre-reservation window touches it', async () => {
    const me = await createUser(ctx.db);
    const inside = await insertSpot(ctx.db, { title: '11월 팝업', openDate: '2031-11-20', closeDate: '2031-12-05' });
    const before = await insertSpot(ctx.db, { title: '10월 팝업', openDate: '2031-10-01', closeDate: '2031-10-31' });
    // Opens in December, but its pre-reservation opens on 30 November, 10:00 in Seoul.
    const window = await insertSpot(ctx.db, {
      title: '사전예약 팝업',
      openDate: '2031-12-10',
      closeDate: '2031-12-20',
      preReservationStartedAt: new Date('2031-11-30T10:00:00+09:00'),
      preReservationEndedAt: new Date('2031-12-02T18:00:00+09:00'),
    });
    // Its window opens at Seoul midnight on 1 December: 30 November in UTC, but not in November here.
    const december = await insertSpot(ctx.db, {
      title: '12월 사전예약',
      openDate: '2031-12-15',
      closeDate: '2031-12-25',
      preReservationStartedAt: new Date('2031-12-01T00:00:00+09:00'),
    });
    for (const s of [inside, before, window, december]) await pick(me.user.id, s.id, at(1));

    const november = await list(me.token, '?filter.from=2031-11-01&filter.to=2031-11-30&size=100&sort=openDate,asc');
    expect(november.status).toBe(200);
    expect(november.body.data.content.map((p) => p.title)).toEqual(['11월 팝업', '사전예약 팝업']);
    expect(november.body.data.content[1].preReservationStartedAt).toBe('2031-11-30T01:00:00.000Z');
  });

  it('refuses a malformed query with 400 and the field', async () => {
    const me = await createUser(ctx.db);
    for (const query of [
      '?filter.periodType=SOON',
      '?sort=title,asc',
      '?size=101',
      '?filter.from=2031-11-01',
      '?filter.from=2031-11-30&filter.to=2031-11-01',
      '?filter.from=2031-01-01&filter.to=2031-06-01',
    ]) {
      const res = await list(me.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body.result.code, query).toBe(40000000);
    }
  });

  it('refuses anonymous callers with 40100000', async () => {
    const res = await list(undefined);
    expect(res.status).toBe(401);
    expect(res.body.result.code).toBe(40100000);
  });
});
