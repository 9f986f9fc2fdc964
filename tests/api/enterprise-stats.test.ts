import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyAuditPage, SpotStats } from '@/api/contracts/enterprise-stats';
import { seoulDayKey } from '@/lib/period-type';
import { addDays } from '@/lib/stats-range';
import { picks, queueTickets, reservationSlots, reviews, spotQueues, spotViewLogs, votes } from '@/server/db/schema';
import { recordCompanyAudit } from '@/server/services/enterprise/record-company-audit';
import { dailyStatsQuery } from '@/server/services/enterprise/get-spot-stats';
import { insertSpot } from '../utils/fixtures';
import { call, createUser } from '../utils/test-app';
import { setupTestApp } from '../utils/test-app';
import { companyMember, registeredCompany } from '../utils/enterprise-kit';

const ctx = setupTestApp();

/** An instant given as Seoul wall-clock time: kst('2026-03-01 23:30'). */
const kst = (local: string) => new Date(`${local.replace(' ', 'T')}:00+09:00`);

/**
 * A pop-up with a known history in early March 2026 (Seoul), and the people around it:
 * its company's staff and manager, another company's owner, a plain user and an admin.
 */
async function world() {
  const db = ctx.db;
  const { company: mine, domain } = await registeredCompany(db);
  const theirs = await registeredCompany(db);
  const spot = await insertSpot(db, { title: '통계 팝업', companyId: mine.id });
  const sibling = await insertSpot(db, { title: '다른 팝업', companyId: mine.id });
  const people = {
    staff: await companyMember(db, mine.id, domain, 'STAFF'),
    manager: await companyMember(db, mine.id, domain, 'MANAGER'),
    outsider: await companyMember(db, theirs.company.id, theirs.domain, 'OWNER'),
    plain: await createUser(db),
    admin: await createUser(db, { role: 'ADMIN' }),
  };

  // Views: 23:30 KST is still 1 March in Seoul; 00:10 KST on 2 March is 1 March in UTC.
  await db.insert(spotViewLogs).values([
    { spotId: spot.id, createdAt: kst('2026-02-28 23:59') },
    { spotId: spot.id, createdAt: kst('2026-03-01 23:30') },
    { spotId: spot.id, createdAt: kst('2026-03-02 00:10') },
    { spotId: spot.id, createdAt: kst('2026-03-02 12:00') },
    { spotId: spot.id, createdAt: kst('2026-03-04 00:00') },
    { spotId: sibling.id, createdAt: kst('2026-03-01 12:00') },
  ]);

  const fans = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
  await db.insert(picks).values([
    { userId: fans[0].user.id, type: 'POPUP', referenceId: spot.id, createdAt: kst('2026-03-01 10:00') },
    { userId: fans[1].user.id, type: 'POPUP', referenceId: spot.id, createdAt: kst('2026-03-03 09:00') },
    { userId: fans[2].user.id, type: 'POPUP', referenceId: sibling.id, createdAt: kst('2026-03-01 10:00') },
  ]);
  await db.insert(votes).values([
    { spotId: spot.id, userId: fans[0].user.id, optionType: 'LEFT', createdAt: kst('2026-03-02 09:00') },
    { spotId: spot.id, userId: fans[1].user.id, optionType: 'LEFT', createdAt: kst('2026-03-02 21:00') },
    { spotId: spot.id, sessionId: 'anon-1', optionType: 'RIGHT', createdAt: kst('2026-03-02 23:59') },
  ]);
  const review = (userIndex: number, score: number, at: string, extra: Partial<typeof reviews.$inferInsert> = {}) => ({
    userId: fans[userIndex].user.id,
    spotId: spot.id,
    status: 'REGISTERED' as const,
    score,
    content: '좋았어요',
    registeredAt: kst(at),
    ...extra,
  });
  await db
    .insert(reviews)
    .values([
      review(0, 5, '2026-03-01 13:00'),
      review(1, 4, '2026-03-01 18:00'),
      review(2, 3, '2026-03-03 11:00'),
      review(3, 1, '2026-03-03 12:00', { deletedAt: kst('2026-03-03 13:00') }),
      review(4, 2, '2026-03-03 12:00', { status: 'TEMPORARY', registeredAt: null, content: null }),
    ]);

  // The waiting line, all on 2 March (Seoul) but for one team that joined at 23:50 the night before.
  const [queue] = await db.insert(spotQueues).values({ spotId: spot.id, title: '현장 대기' }).returning();
  const ticket = (n: number, t: Partial<typeof queueTickets.$inferInsert>) => ({
    queueId: queue.id,
    source: 'WALK_IN' as const,
    ticketNumber: n,
    ...t,
  });
  await db.insert(queueTickets).values([
    ticket(1, {
      status: 'ENTERED',
      createdAt: kst('2026-03-02 10:00'),
      calledAt: kst('2026-03-02 10:20'),
      admittedAt: kst('2026-03-02 10:25'),
      enteredAt: kst('2026-03-02 10:30'),
    }),
    ticket(2, {
      status: 'NO_SHOW',
      createdAt: kst('2026-03-02 10:05'),
      calledAt: kst('2026-03-02 10:35'),
      canceledAt: kst('2026-03-02 10:45'),
    }),
    ticket(3, {
      status: 'ENTERED',
      createdAt: kst('2026-03-02 10:10'),
      calledAt: kst('2026-03-02 10:50'),
      enteredAt: kst('2026-03-02 10:55'),
    }),
    ticket(4, { status: 'REGISTERED', createdAt: kst('2026-03-02 10:15') }),
    ticket(5, {
      status: 'ENTERED',
      createdAt: kst('2026-03-01 23:50'),
      calledAt: kst('2026-03-02 00:20'),
      enteredAt: kst('2026-03-02 00:25'),
    }),
    ticket(6, {
      status: 'CANCELED',
      createdAt: kst('2026-03-03 09:00'),
      canceledAt: kst('2026-03-03 09:05'),
    }),
  ]);

  await db.insert(reservationSlots).values([
    { spotId: spot.id, visitDate: '2026-03-01', startTime: '10:00', capacity: 10, reservedCount: 4 },
    { spotId: spot.id, visitDate: '2026-03-01', startTime: '14:00', capacity: 10, reservedCount: 6 },
    { spotId: spot.id, visitDate: '2026-03-03', startTime: '10:00', capacity: 8, reservedCount: 8 },
    { spotId: spot.id, visitDate: '2026-03-04', startTime: '10:00', capacity: 8, reservedCount: 1 },
  ]);
  return { mine, theirs, spot, sibling, queue, ...people };
}

const statsPath = (spotId: number, query = '?from=2026-03-01&to=2026-03-03') =>
  `/api/v1/enterprise/spots/${spotId}/stats${query}`;

describe('a pop-up’s statistics', () => {
  it('counts each source per Seoul day, with exact averages and ratios', async () => {
    const { spot, staff } = await world();
    const res = await call<SpotStats>(ctx.app, 'GET', statsPath(spot.id), { token: staff.token });
    expect(res.status).toBe(200);
    const stats = res.body.data;
    expect(stats).toMatchObject({
      spot: { id: spot.id, title: '통계 팝업' },
      from: '2026-03-01',
      to: '2026-03-03',
      hasQueue: true,
      hasReservations: true,
    });
    const interest = stats.days.map((d) => [
      d.date,
      d.views,
      d.picks,
      d.votes,
      d.wantVotes,
      d.wantRatio,
      d.reviews,
      d.averageScore,
    ]);
    expect(interest).toEqual([
      ['2026-03-01', 1, 1, 0, 0, null, 2, 4.5],
      ['2026-03-02', 2, 0, 3, 2, 0.6667, 0, null],
      ['2026-03-03', 0, 1, 0, 0, null, 1, 3],
    ]);
    expect(stats.days.map((d) => d.queue)).toEqual([
      {
        joined: 1,
        called: 0,
        entered: 0,
        noShows: 0,
        noShowRate: null,
        averageWaitMinutes: null,
        averageEntryWaitMinutes: null,
      },
      // Calls after 20, 30, 40 and 30 minutes in line; let in after 25, 45 and 35.
      {
        joined: 4,
        called: 4,
        entered: 3,
        noShows: 1,
        noShowRate: 0.25,
        averageWaitMinutes: 30,
        averageEntryWaitMinutes: 35,
      },
      {
        joined: 1,
        called: 0,
        entered: 0,
        noShows: 0,
        noShowRate: null,
        averageWaitMinutes: null,
        averageEntryWaitMinutes: null,
      },
    ]);
    expect(stats.days.map((d) => d.reservations)).toEqual([
      { capacity: 20, reserved: 10, fillRate: 0.5 },
      { capacity: 0, reserved: 0, fillRate: null },
      { capacity: 8, reserved: 8, fillRate: 1 },
    ]);
    expect(stats.totals).toEqual({
      views: 3,
      picks: 2,
      votes: 3,
      wantVotes: 2,
      wantRatio: 0.6667,
      reviews: 3,
      averageScore: 4,
      queue: {
        joined: 6,
        called: 4,
        entered: 3,
        noShows: 1,
        noShowRate: 0.25,
        averageWaitMinutes: 30,
        averageEntryWaitMinutes: 35,
      },
      reservations: { capacity: 28, reserved: 18, fillRate: 0.6429 },
    });
  });

  it('defaults to the last 30 Seoul days, and gives an empty day zeros', async () => {
    const { spot, manager } = await world();
    const today = seoulDayKey(new Date());
    const res = await call<SpotStats>(ctx.app, 'GET', statsPath(spot.id, ''), { token: manager.token });
    expect(res.status).toBe(200);
    const { days, from, to, totals } = res.body.data;
    expect(days).toHaveLength(30);
    expect([from, to]).toEqual([addDays(today, -29), today]);
    expect(days[0].date).toBe(from);
    expect(days[29].date).toBe(to);
    expect(totals.views).toBe(0);
    expect(days[3]).toMatchObject({ views: 0, averageScore: null, queue: { called: 0, noShowRate: null } });
  });

  it('refuses a backwards, over-long or malformed range with the field at fault', async () => {
    const { spot, staff } = await world();
    const ask = (query: string) => call(ctx.app, 'GET', statsPath(spot.id, query), { token: staff.token });
    const fieldsOf = (res: { body: { data: unknown } }) =>
      Object.keys((res.body.data as { fieldErrors: object }).fieldErrors);

    const backwards = await ask('?from=2026-03-05&to=2026-03-01');
    expect([backwards.status, backwards.body.result.code]).toEqual([400, 40000000]);
    expect(fieldsOf(backwards)).toEqual(['query.from']);
    const tooLong = await ask('?from=2025-01-01&to=2026-01-02');
    expect(tooLong.status).toBe(400);
    expect(fieldsOf(tooLong)).toEqual(['query.from']);
    const notADay = await ask('?from=2026-02-30&to=2026-03-03');
    expect(notADay.status).toBe(400);
    expect(fieldsOf(notADay)).toEqual(['query.from']);

    // 366 days is the most one request may cover.
    const year = await call<SpotStats>(ctx.app, 'GET', statsPath(spot.id, '?from=2025-03-04&to=2026-03-04'), {
      token: staff.token,
    });
    expect(year.status).toBe(200);
    expect(year.body.data.days).toHaveLength(366);
    expect(year.body.data.totals.views).toBe(5);
  });

  it('shows a member only their own company’s pop-ups', async () => {
    const { spot, staff, outsider, plain, admin } = await world();
    expect((await call(ctx.app, 'GET', statsPath(spot.id))).status).toBe(401);
    for (const stranger of [plain, outsider]) {
      const res = await call(ctx.app, 'GET', statsPath(spot.id), { token: stranger.token });
      expect([res.status, res.body.result.code]).toEqual([403, 40300000]);
    }
    for (const insider of [staff, admin]) {
      const res = await call<SpotStats>(ctx.app, 'GET', statsPath(spot.id), { token: insider.token });
      expect(res.status).toBe(200);
      expect(res.body.data.totals.views).toBe(3);
    }
    const unknown = await call(ctx.app, 'GET', statsPath(2_000_000_000), { token: staff.token });
    expect(unknown.status).toBe(404);
  });

  it('reads the view logs (and the other sources) through their indexes', async () => {
    const { spot } = await world();
    // The planner takes a sequential scan of a table this small whatever the indexes; with
    // that ruled out, what remains shows which index each part of the statement can use.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<Record<string, string>>(
        sql`EXPLAIN ${dailyStatsQuery(spot.id, '2026-03-01', '2026-03-31')}`,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/spot_view_logs_spot_created_idx/);
    expect(plan).toMatch(/picks_reference_idx/);
    // Reviews: either of the indexes on registered reviews of a spot.
    expect(plan).toMatch(/Scan (using|on) reviews_\w+/);
    expect(plan).toMatch(/reservation_slots_spot_time_uq/);
    expect(plan).not.toMatch(/Seq Scan on (spot_view_logs|picks|reviews|votes|queue_tickets)/);
  });
});

describe('the audit log', () => {
  async function history() {
    const w = await world();
    const write = (event: Parameters<typeof recordCompanyAudit>[1]) => recordCompanyAudit(ctx.db, event);
    await write({
      companyId: w.mine.id,
      actorUserId: w.manager.user.id,
      action: 'SPOT_CREATED',
      targetType: 'SPOT',
      targetId: w.spot.id,
      detail: { title: '통계 팝업' },
    });
    await write({
      companyId: w.mine.id,
      actorUserId: w.manager.user.id,
      action: 'QUEUE_UPDATED',
      targetType: 'QUEUE',
      targetId: w.queue.id,
      detail: { fields: ['maxPartySize'] },
    });
    await write({
      companyId: w.mine.id,
      actorUserId: w.staff.user.id,
      action: 'MEMBER_ROLE_CHANGED',
      targetType: 'MEMBER',
      targetId: 1,
      detail: { role: 'MANAGER' },
    });
    await write({
      companyId: w.mine.id,
      actorUserId: w.admin.user.id,
      action: 'SPOT_UPDATED',
      targetType: 'SPOT',
      targetId: w.sibling.id,
    });
    await write({
      companyId: w.mine.id,
      actorUserId: w.manager.user.id,
      action: 'SLOTS_CREATED',
      targetType: 'SLOT',
      detail: { spotId: w.spot.id, count: 3 },
    });
    await write({
      companyId: w.theirs.company.id,
      actorUserId: w.outsider.user.id,
      action: 'SPOT_CREATED',
      targetType: 'SPOT',
      targetId: 999,
    });
    return w;
  }
  const companyPath = (companyId: number, query = '') => `/api/v1/enterprise/companies/${companyId}/audit${query}`;
  const spotPath = (spotId: number, query = '') => `/api/v1/enterprise/spots/${spotId}/audit${query}`;

  it('lists what was recorded, newest first, with who, what and the pop-up, in pages', async () => {
    const w = await history();
    const first = await call<CompanyAuditPage>(ctx.app, 'GET', companyPath(w.mine.id, '?page=0&size=2'), {
      token: w.manager.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.page).toEqual({ number: 0, size: 2, totalElements: 5, totalPages: 3 });
    expect(first.body.data.content.map((e) => [e.action, e.actor?.nickname, e.spot])).toEqual([
      ['SLOTS_CREATED', w.manager.user.nickname, { id: w.spot.id, title: '통계 팝업' }],
      ['SPOT_UPDATED', w.admin.user.nickname, { id: w.sibling.id, title: '다른 팝업' }],
    ]);
    expect(first.body.data.content[0]).toMatchObject({ targetType: 'SLOT', targetId: null, detail: { count: 3 } });
    const last = await call<CompanyAuditPage>(ctx.app, 'GET', companyPath(w.mine.id, '?page=2&size=2'), {
      token: w.manager.token,
    });
    expect(last.body.data.content.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      ['SPOT_CREATED', 'SPOT', w.spot.id],
    ]);
    expect(Date.parse(last.body.data.content[0].createdAt)).toBeLessThanOrEqual(
      Date.parse(first.body.data.content[0].createdAt),
    );

    // One pop-up's part: the pop-up, its line, and the slots naming it.
    const mine = await call<CompanyAuditPage>(ctx.app, 'GET', spotPath(w.spot.id), { token: w.manager.token });
    expect(mine.body.data.content.map((e) => e.action)).toEqual(['SLOTS_CREATED', 'QUEUE_UPDATED', 'SPOT_CREATED']);
    expect(mine.body.data.content.every((e) => e.spot?.id === w.spot.id)).toBe(true);
  });

  it('is for managers and owners of the company, and admins', async () => {
    const w = await history();
    expect((await call(ctx.app, 'GET', companyPath(w.mine.id))).status).toBe(401);
    for (const refused of [w.staff, w.plain, w.outsider]) {
      const company = await call(ctx.app, 'GET', companyPath(w.mine.id), { token: refused.token });
      expect([company.status, company.body.result.code]).toEqual([403, 40300000]);
      const spot = await call(ctx.app, 'GET', spotPath(w.spot.id), { token: refused.token });
      expect(spot.status).toBe(403);
    }
    const admin = await call<CompanyAuditPage>(ctx.app, 'GET', companyPath(w.mine.id), { token: w.admin.token });
    expect(admin.body.data.page.totalElements).toBe(5);
    const theirs = await call<CompanyAuditPage>(ctx.app, 'GET', companyPath(w.theirs.company.id), {
      token: w.outsider.token,
    });
    expect(theirs.body.data.content.map((e) => [e.action, e.spot])).toEqual([['SPOT_CREATED', null]]);
    expect((await call(ctx.app, 'GET', companyPath(2_000_000_000), { token: w.admin.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', spotPath(2_000_000_000), { token: w.manager.token })).status).toBe(404);
  });
});
