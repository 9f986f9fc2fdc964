import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsoleQueue, OperableQueue, QueueEventPage, QueueJoinCode } from '@/api/contracts/queue-console';
import type { QueueTicket } from '@/api/contracts/queues';
import { signQueueJoinCode } from '@/server/auth/queue-join-code';
import { enterpriseMembers, notifications, notificationSettings, queueTickets } from '@/server/db/schema';
import { staffedLine, waitingVisitors } from '../utils/queue-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();

const consolePath = (queueId: number, rest = '') => `/api/v1/console/queues/${queueId}${rest}`;
const callNext = (token: string, queueId: number) =>
  call<ConsoleQueue>(ctx.app, 'POST', consolePath(queueId, '/call-next'), { token });
const act = (token: string, queueId: number, ticketId: number, body: unknown) =>
  call<ConsoleQueue>(ctx.app, 'PATCH', consolePath(queueId, `/tickets/${ticketId}`), { token, body });
const myTicket = (token: string, ticketId: number) =>
  call<QueueTicket>(ctx.app, 'GET', `/api/v1/users/spot-queues/${ticketId}`, { token });

describe('the operator console: who may run a line', () => {
  it("lets the company's verified staff and admins in; everyone else is refused", async () => {
    const { queue, staff, company } = await staffedLine(ctx.db);
    const other = await staffedLine(ctx.db);
    const plain = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const pending = await createUser(ctx.db);
    await ctx.db.insert(enterpriseMembers).values({
      userId: pending.user.id,
      companyId: company.id,
      email: 'new@ops.example',
      status: 'PENDING',
    });

    const anonymous = await call(ctx.app, 'GET', consolePath(queue.id));
    expect(anonymous.status).toBe(401);
    for (const outsider of [plain, other.staff, pending]) {
      const res = await call(ctx.app, 'GET', consolePath(queue.id), { token: outsider.token });
      expect([res.status, res.body.result.code]).toEqual([403, 40300402]);
      const write = await callNext(outsider.token, queue.id);
      expect(write.body.result.code).toBe(40300402);
    }
    for (const insider of [staff, admin]) {
      const res = await call<ConsoleQueue>(ctx.app, 'GET', consolePath(queue.id), { token: insider.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: queue.id, status: 'IN_PROGRESS', waitingTeams: 0 });
    }
    const unknown = await call(ctx.app, 'GET', consolePath(2_000_000_000), { token: staff.token });
    expect(unknown.status).toBe(404);

    // The list of lines I run: mine only, and nothing for a plain user.
    const mine = await call<OperableQueue[]>(ctx.app, 'GET', '/api/v1/console/queues', { token: staff.token });
    expect(mine.body.data.map((q) => q.id)).toEqual([queue.id]);
    const none = await call<OperableQueue[]>(ctx.app, 'GET', '/api/v1/console/queues', { token: plain.token });
    expect(none.body.data).toEqual([]);

    // Removing the member takes effect at once (the role is read from the database).
    await ctx.db
      .update(enterpriseMembers)
      .set({ status: 'REVOKED' })
      .where(eq(enterpriseMembers.userId, staff.user.id));
    const revoked = await call(ctx.app, 'GET', consolePath(queue.id), { token: staff.token });
    expect(revoked.body.result.code).toBe(40300402);
  });
});

describe('calling, letting in and ending tickets', () => {
  it('calls in number order, says "can enter", and the visitor sees each step and is notified', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const [first, second] = await waitingVisitors(ctx.db, queue.id, 3);

    const called = await callNext(staff.token, queue.id);
    expect(called.status).toBe(200);
    expect(called.body.data.active.map((t) => [t.ticketNumber, t.status])).toEqual([
      [1, 'CALLED'],
      [2, 'REGISTERED'],
      [3, 'REGISTERED'],
    ]);
    expect(called.body.data.active[0].name).toBe(first.user.nickname);
    expect(called.body.data.waitingTeams).toBe(2);

    // The visitor: the entry call (come now, within the line's arrival window), not yet "can
    // enter"; the next in line has nobody waiting ahead, one team called ahead (decision 059).
    const entryCall = await myTicket(first.token, first.ticket.id);
    expect(entryCall.body.data).toMatchObject({ status: 'CALLED', admittedAt: null });
    expect(Date.parse(entryCall.body.data.arriveBy!) - Date.parse(entryCall.body.data.calledAt!)).toBe(
      queue.noShowGraceMinutes * 60_000,
    );
    expect((await myTicket(second.token, second.ticket.id)).body.data).toMatchObject({ teamsAhead: 0, calledAhead: 1 });
    const [note] = await ctx.db.select().from(notifications).where(eq(notifications.userId, first.user.id));
    expect(note).toMatchObject({
      group: 'QUEUE',
      messageKey: 'queueTurn',
      messageParams: { ticketNumber: 1, minutes: queue.noShowGraceMinutes },
      link: `/waiting/${first.ticket.id}`,
    });
    expect(note.body).toBe(`대기번호 1번, ${queue.noShowGraceMinutes}분 안에 매장 입구로 와 주세요.`);

    const admitted = await act(staff.token, queue.id, first.ticket.id, { action: 'ADMIT' });
    expect(admitted.status).toBe(200);
    const canEnter = await myTicket(first.token, first.ticket.id);
    expect(canEnter.body.data.status).toBe('CALLED');
    expect(canEnter.body.data.admittedAt).not.toBeNull();
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, first.user.id));
    expect(notes.map((n) => n.messageKey).sort()).toEqual(['queueAdmitted', 'queueTurn']);
    // Letting in twice is a conflict, not a second notification.
    const again = await act(staff.token, queue.id, first.ticket.id, { action: 'ADMIT' });
    expect([again.status, again.body.result.code]).toEqual([409, 40900402]);

    const entered = await act(staff.token, queue.id, first.ticket.id, { action: 'ENTER' });
    expect(entered.body.data.recent[0]).toMatchObject({ ticketNumber: 1, status: 'ENTERED' });
    expect((await myTicket(first.token, first.ticket.id)).body.data.status).toBe('ENTERED');
    // Only a called ticket can be entered.
    const notCalled = await act(staff.token, queue.id, second.ticket.id, { action: 'ENTER' });
    expect(notCalled.body.result.code).toBe(40900402);

    // The audit log: who did what, newest first.
    const log = await call<QueueEventPage>(ctx.app, 'GET', consolePath(queue.id, '/events?size=10'), {
      token: staff.token,
    });
    expect(log.body.data.content.map((e) => [e.action, e.ticketNumber, e.actor])).toEqual([
      ['ENTER', 1, staff.user.nickname],
      ['ADMIT', 1, staff.user.nickname],
      ['CALL', 1, staff.user.nickname],
    ]);
  });

  it('a visitor deleting their account leaves the line: the log says so and the people behind move up', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const [first, second] = await waitingVisitors(ctx.db, queue.id, 2);
    expect((await myTicket(second.token, second.ticket.id)).body.data.teamsAhead).toBe(1);
    expect((await call(ctx.app, 'DELETE', '/api/v1/users/me', { token: first.token })).status).toBe(200);
    expect((await myTicket(second.token, second.ticket.id)).body.data.teamsAhead).toBe(0);
    const log = await call<QueueEventPage>(ctx.app, 'GET', consolePath(queue.id, '/events'), { token: staff.token });
    expect(log.body.data.content.map((e) => [e.action, e.ticketNumber])).toEqual([['LEAVE', 1]]);
  });

  it('respects a visitor who switched waiting-line notifications off', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const [visitor] = await waitingVisitors(ctx.db, queue.id, 1);
    await ctx.db.insert(notificationSettings).values({ userId: visitor.user.id, group: 'QUEUE', isActivated: false });
    expect((await callNext(staff.token, queue.id)).status).toBe(200);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, visitor.user.id))).toEqual([]);
  });

  it('two devices calling at once call different teams, in order, and never one twice', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    await waitingVisitors(ctx.db, queue.id, 10);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => callNext(i % 2 ? staff.token : admin.token, queue.id)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.body.result.code === 40900404)).toHaveLength(2);
    const tickets = await ctx.db.select().from(queueTickets).where(eq(queueTickets.queueId, queue.id));
    expect(tickets.every((t) => t.status === 'CALLED')).toBe(true);
    // Each call is one event naming one ticket: ten events, ten different tickets.
    const log = await call<QueueEventPage>(ctx.app, 'GET', consolePath(queue.id, '/events?size=50'), {
      token: staff.token,
    });
    const calls = log.body.data.content.filter((e) => e.action === 'CALL').map((e) => e.ticketNumber);
    expect(calls.sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('marks a no-show only after the grace period, counted from "can enter"', async () => {
    const { queue, staff } = await staffedLine(ctx.db, { noShowGraceMinutes: 3 });
    const [visitor] = await waitingVisitors(ctx.db, queue.id, 1);
    const called = await callNext(staff.token, queue.id);
    const noShowFrom = Date.parse(called.body.data.active[0].noShowFrom!);
    expect(noShowFrom - Date.parse(called.body.data.active[0].calledAt!)).toBe(3 * 60_000);
    const early = await act(staff.token, queue.id, visitor.ticket.id, { action: 'NO_SHOW' });
    expect([early.status, early.body.result.code]).toEqual([409, 40900403]);

    // Called four minutes ago, let in one minute ago: still within the grace period.
    const ago = (min: number) => new Date(Date.now() - min * 60_000);
    await ctx.db
      .update(queueTickets)
      .set({ calledAt: ago(4), admittedAt: ago(1) })
      .where(eq(queueTickets.id, visitor.ticket.id));
    const stillEarly = await act(staff.token, queue.id, visitor.ticket.id, { action: 'NO_SHOW' });
    expect(stillEarly.body.result.code).toBe(40900403);

    await ctx.db
      .update(queueTickets)
      .set({ admittedAt: ago(3.5) })
      .where(eq(queueTickets.id, visitor.ticket.id));
    const late = await act(staff.token, queue.id, visitor.ticket.id, { action: 'NO_SHOW' });
    expect(late.status).toBe(200);
    expect((await myTicket(visitor.token, visitor.ticket.id)).body.data.status).toBe('NO_SHOW');
  });

  it('cancels with a reason the visitor reads; a ticket of another line is not found', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const other = await staffedLine(ctx.db);
    const [visitor] = await waitingVisitors(ctx.db, queue.id, 1);

    const noReason = await act(staff.token, queue.id, visitor.ticket.id, { action: 'CANCEL' });
    expect([noReason.status, noReason.body.result.code]).toEqual([400, 40000000]);
    const control = await act(staff.token, queue.id, visitor.ticket.id, { action: 'CANCEL', reason: 'a\u0000b' });
    expect(control.status).toBe(400);
    const foreign = await act(other.staff.token, other.queue.id, visitor.ticket.id, {
      action: 'CANCEL',
      reason: '재고 소진',
    });
    expect(foreign.status).toBe(404);

    const cancelled = await act(staff.token, queue.id, visitor.ticket.id, { action: 'CANCEL', reason: ' 재고 소진 ' });
    expect(cancelled.status).toBe(200);
    const seen = await myTicket(visitor.token, visitor.ticket.id);
    expect(seen.body.data).toMatchObject({ status: 'CANCELED_BY_MANAGER', cancelReason: '재고 소진' });
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, visitor.user.id), eq(notifications.messageKey, 'queueCanceledByManager')));
    expect(note.messageParams).toMatchObject({ reason: '재고 소진' });
    const twice = await act(staff.token, queue.id, visitor.ticket.id, { action: 'CANCEL', reason: '다시' });
    expect(twice.body.result.code).toBe(40900402);
  });
});

describe('walk-ins, the line status and the door QR', () => {
  it('adds a walk-in team with the next number, within the rules', async () => {
    const { queue, staff } = await staffedLine(ctx.db, { maxPartySize: 4, remoteJoinEnabled: false });
    await waitingVisitors(ctx.db, queue.id, 2);
    const walkIn = await call<ConsoleQueue>(ctx.app, 'POST', consolePath(queue.id, '/walk-ins'), {
      token: staff.token,
      body: { partySize: 3, note: '김** 1234' },
    });
    expect(walkIn.status).toBe(200);
    expect(walkIn.body.data.active.at(-1)).toMatchObject({
      ticketNumber: 3,
      source: 'WALK_IN',
      name: '김** 1234',
      partySize: 3,
    });
    expect(walkIn.body.data.waitingPeople).toBe(2 + 2 + 3);
    const crowd = await call(ctx.app, 'POST', consolePath(queue.id, '/walk-ins'), {
      token: staff.token,
      body: { partySize: 5 },
    });
    expect(crowd.body.result.code).toBe(40000403);

    // The walk-in is called and cancelled like anyone, without a notification to anybody.
    await callNext(staff.token, queue.id);
    await callNext(staff.token, queue.id);
    await callNext(staff.token, queue.id);
    const walkInId = walkIn.body.data.active.at(-1)!.id;
    const cancelled = await act(staff.token, queue.id, walkInId, { action: 'CANCEL', reason: '요청' });
    expect(cancelled.status).toBe(200);

    await call(ctx.app, 'PATCH', consolePath(queue.id), { token: staff.token, body: { status: 'CLOSED' } });
    const closed = await call(ctx.app, 'POST', consolePath(queue.id, '/walk-ins'), {
      token: staff.token,
      body: { partySize: 1 },
    });
    expect(closed.body.result.code).toBe(40000402);
  });

  it('opens, pauses and closes the line and changes its rules, each in the audit log', async () => {
    const { queue, staff } = await staffedLine(ctx.db);
    const visitor = await createUser(ctx.db);
    const paused = await call<ConsoleQueue>(ctx.app, 'PATCH', consolePath(queue.id), {
      token: staff.token,
      body: { status: 'HOLD', noShowGraceMinutes: 10, remoteJoinEnabled: false },
    });
    expect(paused.body.data).toMatchObject({ status: 'HOLD', noShowGraceMinutes: 10, remoteJoinEnabled: false });
    const join = await call(ctx.app, 'POST', '/api/v1/users/spot-queues', {
      token: visitor.token,
      body: { queueId: queue.id, partySize: 1 },
    });
    expect(join.body.result.code).toBe(40000402);
    const invalid = await call(ctx.app, 'PATCH', consolePath(queue.id), {
      token: staff.token,
      body: { noShowGraceMinutes: 0 },
    });
    expect(invalid.status).toBe(400);
    await call(ctx.app, 'PATCH', consolePath(queue.id), { token: staff.token, body: { status: 'IN_PROGRESS' } });
    const log = await call<QueueEventPage>(ctx.app, 'GET', consolePath(queue.id, '/events'), { token: staff.token });
    expect(log.body.data.content.map((e) => [e.action, e.detail])).toEqual([
      ['STATUS', { from: 'HOLD', to: 'IN_PROGRESS' }],
      ['SETTINGS', { noShowGraceMinutes: 10, remoteJoinEnabled: false }],
      ['STATUS', { from: 'IN_PROGRESS', to: 'HOLD' }],
    ]);
  });

  it('lets people at the door join a store-only line with the QR code, and only with a valid one', async () => {
    const { queue, staff } = await staffedLine(ctx.db, { remoteJoinEnabled: false });
    const other = await staffedLine(ctx.db);
    const visitor = await createUser(ctx.db);
    const join = (body: unknown) =>
      call<QueueTicket>(ctx.app, 'POST', '/api/v1/users/spot-queues', { token: visitor.token, body });

    const remote = await join({ queueId: queue.id, partySize: 2 });
    expect(remote.body.result.code).toBe(40300401);
    const plain = await call<QueueJoinCode>(ctx.app, 'GET', consolePath(queue.id, '/join-code'), {
      token: visitor.token,
    });
    expect(plain.status).toBe(403);

    const code = await call<QueueJoinCode>(ctx.app, 'GET', consolePath(queue.id, '/join-code'), {
      token: staff.token,
    });
    expect(code.body.data.path).toContain(`/waiting/join?queue=${queue.id}&code=`);
    const otherCode = await call<QueueJoinCode>(ctx.app, 'GET', consolePath(other.queue.id, '/join-code'), {
      token: other.staff.token,
    });
    const stale = await signQueueJoinCode(queue.id, new Date(Date.now() - 11 * 60_000));
    for (const bad of [otherCode.body.data.code, stale.code, `${code.body.data.code}x`, 'not-a-code']) {
      const res = await join({ queueId: queue.id, partySize: 2, joinCode: bad });
      expect([res.status, res.body.result.code]).toEqual([400, 40000404]);
    }

    const onSite = await join({ queueId: queue.id, partySize: 2, joinCode: code.body.data.code });
    expect(onSite.status).toBe(200);
    expect(onSite.body.data).toMatchObject({ ticketNumber: 1, status: 'REGISTERED' });
    const view = await call<ConsoleQueue>(ctx.app, 'GET', consolePath(queue.id), { token: staff.token });
    expect(view.body.data.active[0]).toMatchObject({ source: 'ON_SITE', name: visitor.user.nickname });
  });
});
