import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CheckInResult,
  CreateSlotsResult,
  EnterpriseDayBookings,
  EnterpriseQueueLine,
  EnterpriseQueues,
  EnterpriseReservationSlot,
  EnterpriseReservationSlots,
} from '@/api/contracts/enterprise-operations';
import type { SpotQueue } from '@/api/contracts/spots';
import { signReservationEntryToken } from '@/server/auth/reservation-entry-token';
import { companyAuditEvents, popspotReservations, queueEvents, spotQueues, spots } from '@/server/db/schema';
import { seoulDay } from '../utils/fixtures';
import { waitingVisitors } from '../utils/queue-kit';
import { BOOKER, book, popspotSpot, reservedCountOf, slotOf } from '../utils/reservation-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { companyMember, registeredCompany } from '../utils/enterprise-kit';

// Decision 047: the company console's operations of a pop-up.

const ctx = setupTestApp();

/** A company with a pop-up booked on Popspot, its manager and its floor staff. */
async function companyPopup() {
  const { company, domain } = await registeredCompany(ctx.db, '운영회사');
  const spot = await popspotSpot(ctx.db, { companyId: company.id, title: '운영 팝업' });
  const manager = await companyMember(ctx.db, company.id, domain, 'MANAGER');
  const staff = await companyMember(ctx.db, company.id, domain, 'STAFF');
  return { company, spot, manager, staff, domain };
}

const spotPath = (spotId: number, rest: string) => `/api/v1/enterprise/spots/${spotId}${rest}`;

async function auditActions(companyId: number) {
  const rows = await ctx.db
    .select({ action: companyAuditEvents.action })
    .from(companyAuditEvents)
    .where(eq(companyAuditEvents.companyId, companyId))
    .orderBy(companyAuditEvents.id);
  return rows.map((r) => r.action);
}

describe('who may use the operations of a pop-up', () => {
  it('lets the company read (STAFF) and write (MANAGER), an admin everything, and refuses everyone else', async () => {
    const { spot, manager, staff } = await companyPopup();
    const other = await companyPopup();
    const plain = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const newLine = { title: '현장 대기' };
    const reads = [
      spotPath(spot.id, '/queues'),
      spotPath(spot.id, '/reservation-slots'),
      spotPath(spot.id, '/reservations'),
    ];

    for (const path of reads) expect((await call(ctx.app, 'GET', path)).status).toBe(401);
    expect((await call(ctx.app, 'POST', spotPath(spot.id, '/queues'), { body: newLine })).status).toBe(401);

    for (const outsider of [plain, other.manager]) {
      for (const path of reads) {
        const res = await call(ctx.app, 'GET', path, { token: outsider.token });
        expect([res.status, res.body.result.code]).toEqual([403, 40300000]);
      }
      const write = await call(ctx.app, 'POST', spotPath(spot.id, '/queues'), { token: outsider.token, body: newLine });
      expect([write.status, write.body.result.code]).toEqual([403, 40300000]);
      const checkIn = await call(ctx.app, 'POST', spotPath(spot.id, '/reservations/check-in'), {
        token: outsider.token,
        body: { entryCode: 'ABCD-1234-EF' },
      });
      expect(checkIn.status).toBe(403);
    }

    // STAFF reads, and is told it cannot manage; its writes are refused.
    const staffRead = await call<EnterpriseQueues>(ctx.app, 'GET', spotPath(spot.id, '/queues'), {
      token: staff.token,
    });
    expect(staffRead.status).toBe(200);
    expect(staffRead.body.data.spot).toMatchObject({ id: spot.id, canManage: false, isPopspotReservation: true });
    for (const path of reads.slice(1)) {
      expect((await call(ctx.app, 'GET', path, { token: staff.token })).status).toBe(200);
    }
    const staffWrites = [
      call(ctx.app, 'POST', spotPath(spot.id, '/queues'), { token: staff.token, body: newLine }),
      call(ctx.app, 'PATCH', spotPath(spot.id, '/reservation-settings'), {
        token: staff.token,
        body: { isPopspotReservation: false },
      }),
      call(ctx.app, 'POST', spotPath(spot.id, '/reservation-slots'), {
        token: staff.token,
        body: { from: seoulDay(3), to: seoulDay(3), weekdays: [0, 1, 2, 3, 4, 5, 6], times: ['10:00'], capacity: 5 },
      }),
    ];
    for (const res of await Promise.all(staffWrites))
      expect([res.status, res.body.result.code]).toEqual([403, 40300000]);

    for (const insider of [manager, admin]) {
      const res = await call<EnterpriseQueueLine>(ctx.app, 'POST', spotPath(spot.id, '/queues'), {
        token: insider.token,
        body: newLine,
      });
      expect(res.status).toBe(200);
      const read = await call<EnterpriseQueues>(ctx.app, 'GET', spotPath(spot.id, '/queues'), {
        token: insider.token,
      });
      expect(read.body.data.spot.canManage).toBe(true);
    }

    // Unknown pop-up: 404; a deleted one too.
    expect((await call(ctx.app, 'GET', spotPath(2_000_000_000, '/queues'), { token: admin.token })).status).toBe(404);
    await ctx.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, other.spot.id));
    const deleted = await call(ctx.app, 'GET', spotPath(other.spot.id, '/queues'), { token: other.manager.token });
    expect(deleted.status).toBe(404);
  });
});

describe('waiting lines', () => {
  it('creates a line with its rules, edits them, and the public page shows them', async () => {
    const { company, spot, manager, staff } = await companyPopup();
    const created = await call<EnterpriseQueueLine>(ctx.app, 'POST', spotPath(spot.id, '/queues'), {
      token: manager.token,
      body: {
        title: '  굿즈 구매 대기 ',
        remoteJoinEnabled: false,
        maxPartySize: 4,
        noShowGraceMinutes: 10,
        joinHours: { opensAt: '10:00', closesAt: '19:30' },
      },
    });
    expect(created.status).toBe(200);
    const line = created.body.data;
    expect(line).toMatchObject({
      title: '굿즈 구매 대기',
      status: 'CLOSED',
      remoteJoinEnabled: false,
      maxPartySize: 4,
      noShowGraceMinutes: 10,
      joinOpensAt: '10:00',
      joinClosesAt: '19:30',
      activeTeams: 0,
      consolePath: `/console/queues/${line.id}`,
    });
    const [counted] = await ctx.db.select({ n: spots.queueCount }).from(spots).where(eq(spots.id, spot.id));
    expect(counted.n).toBe(1);

    const publicLines = async () =>
      (await call<SpotQueue[]>(ctx.app, 'GET', `/api/v1/spots/${spot.id}/spot-queues`)).body.data;
    expect(await publicLines()).toMatchObject([
      { id: line.id, title: '굿즈 구매 대기', remoteJoinEnabled: false, maxPartySize: 4 },
    ]);

    const edited = await call<EnterpriseQueueLine>(ctx.app, 'PATCH', `/api/v1/enterprise/queues/${line.id}`, {
      token: manager.token,
      body: { title: '입장 대기', remoteJoinEnabled: true, maxPartySize: 6, joinHours: null },
    });
    expect(edited.body.data).toMatchObject({
      title: '입장 대기',
      remoteJoinEnabled: true,
      maxPartySize: 6,
      noShowGraceMinutes: 10,
      joinOpensAt: null,
      joinClosesAt: null,
    });
    expect(await publicLines()).toMatchObject([{ title: '입장 대기', remoteJoinEnabled: true, maxPartySize: 6 }]);
    // The change is in the line's own log, as the console's changes are.
    const [event] = await ctx.db.select().from(queueEvents).where(eq(queueEvents.queueId, line.id));
    expect(event).toMatchObject({ action: 'SETTINGS', actorUserId: manager.user.id });
    expect(event.detail).toMatchObject({ title: '입장 대기', maxPartySize: 6, joinOpensAt: null });

    // The rules' bounds are the console's: 1-20 people, 1-60 minutes; hours must make sense.
    for (const body of [
      { maxPartySize: 21 },
      { noShowGraceMinutes: 0 },
      { joinHours: { opensAt: '18:00', closesAt: '09:00' } },
      { joinHours: { opensAt: '25:00', closesAt: '26:00' } },
      { title: '' },
    ]) {
      const res = await call(ctx.app, 'PATCH', `/api/v1/enterprise/queues/${line.id}`, { token: manager.token, body });
      expect(res.status).toBe(400);
    }
    // STAFF runs the line but does not change its rules.
    const byStaff = await call(ctx.app, 'PATCH', `/api/v1/enterprise/queues/${line.id}`, {
      token: staff.token,
      body: { maxPartySize: 2 },
    });
    expect(byStaff.status).toBe(403);

    // Who runs the lines: the company's verified members, managers first.
    const list = await call<EnterpriseQueues>(ctx.app, 'GET', spotPath(spot.id, '/queues'), { token: staff.token });
    expect(list.body.data.operators).toEqual([
      { userId: manager.user.id, nickname: manager.user.nickname, role: 'MANAGER' },
      { userId: staff.user.id, nickname: staff.user.nickname, role: 'STAFF' },
    ]);
    expect(list.body.data.lines.map((l) => l.id)).toEqual([line.id]);
    expect(await auditActions(company.id)).toEqual(['QUEUE_CREATED', 'QUEUE_UPDATED']);
  });

  it('deletes a line only when nobody holds a place in it', async () => {
    const { company, spot, manager } = await companyPopup();
    const [line] = await ctx.db
      .insert(spotQueues)
      .values({ spotId: spot.id, title: '대기', status: 'IN_PROGRESS' })
      .returning();
    const [visitor] = await waitingVisitors(ctx.db, line.id, 1);
    const refused = await call(ctx.app, 'DELETE', `/api/v1/enterprise/queues/${line.id}`, { token: manager.token });
    expect([refused.status, refused.body.result.code]).toEqual([409, 40900405]);

    await ctx.db.update(spotQueues).set({ status: 'CLOSED' }).where(eq(spotQueues.id, line.id));
    const left = await call(ctx.app, 'PATCH', `/api/v1/users/spot-queues/${visitor.ticket.id}`, {
      token: visitor.token,
    });
    expect(left.status).toBe(200);
    const done = await call(ctx.app, 'DELETE', `/api/v1/enterprise/queues/${line.id}`, { token: manager.token });
    expect(done.status).toBe(200);
    expect(await ctx.db.select().from(spotQueues).where(eq(spotQueues.id, line.id))).toEqual([]);
    const [counted] = await ctx.db.select({ n: spots.queueCount }).from(spots).where(eq(spots.id, spot.id));
    expect(counted.n).toBe(0);
    expect(await auditActions(company.id)).toEqual(['QUEUE_DELETED']);
    const again = await call(ctx.app, 'DELETE', `/api/v1/enterprise/queues/${line.id}`, { token: manager.token });
    expect(again.status).toBe(404);
  });
});

describe('reservation slots', () => {
  const generate = (token: string, spotId: number, body: Record<string, unknown>) =>
    call<CreateSlotsResult>(ctx.app, 'POST', spotPath(spotId, '/reservation-slots'), { token, body });

  it('generates slots for the chosen weekdays and times, leaving existing ones as they are', async () => {
    const { company, spot, manager, staff } = await companyPopup();
    const from = seoulDay(7);
    const to = seoulDay(13); // a full week: each weekday once
    const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const res = await generate(manager.token, spot.id, {
      from,
      to,
      weekdays: [weekdayOf(from), weekdayOf(seoulDay(9))],
      times: ['14:00', '11:00'],
      capacity: 8,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ created: 4, skippedExisting: 0, skippedPast: 0 });

    const again = await generate(manager.token, spot.id, {
      from,
      to,
      weekdays: [weekdayOf(from)],
      times: ['11:00', '16:00'],
      capacity: 20,
    });
    expect(again.body.data).toEqual({ created: 1, skippedExisting: 1, skippedPast: 0 });

    const list = await call<EnterpriseReservationSlots>(
      ctx.app,
      'GET',
      spotPath(spot.id, `/reservation-slots?from=${from}&to=${to}`),
      { token: staff.token },
    );
    expect(list.body.data.days.map((d) => [d.date, d.slots.map((s) => [s.startTime, s.capacity])])).toEqual([
      [
        from,
        [
          ['11:00', 8],
          ['14:00', 8],
          ['16:00', 20],
        ],
      ],
      [
        seoulDay(9),
        [
          ['11:00', 8],
          ['14:00', 8],
        ],
      ],
    ]);
    expect(list.body.data.days[0].slots[0]).toMatchObject({ reservedCount: 0, deletable: true });

    // Times already started are not made; too many at once is refused, nothing made.
    const past = await generate(manager.token, spot.id, {
      from: seoulDay(-1),
      to: seoulDay(-1),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      times: ['10:00'],
      capacity: 5,
    });
    expect(past.body.data).toEqual({ created: 0, skippedExisting: 0, skippedPast: 1 });
    const tooMany = await generate(manager.token, spot.id, {
      from: seoulDay(20),
      to: seoulDay(80),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      times: ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'],
      capacity: 5,
    });
    expect([tooMany.status, tooMany.body.result.code]).toEqual([400, 40000809]);
    const bad = await generate(manager.token, spot.id, {
      from: to,
      to: from,
      weekdays: [1],
      times: ['10:00'],
      capacity: 5,
    });
    expect(bad.status).toBe(400);
    expect(await auditActions(company.id)).toEqual(['SLOTS_CREATED', 'SLOTS_CREATED']);
  });

  it('never sets a capacity below the people booked, and deletes only a slot nobody booked', async () => {
    const { spot, manager } = await companyPopup();
    const slot = await slotOf(ctx.db, spot.id, { dayOffset: 3, time: '13:00:00', capacity: 6 });
    const empty = await slotOf(ctx.db, spot.id, { dayOffset: 3, time: '15:00:00', capacity: 6 });
    const visitor = await createUser(ctx.db);
    const booked = await book(ctx.app, visitor.token, { slotId: slot.id, partySize: 3 });
    expect(booked.status).toBe(200);
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(3);

    const slotPath = (id: number) => `/api/v1/enterprise/reservation-slots/${id}`;
    const below = await call(ctx.app, 'PATCH', slotPath(slot.id), { token: manager.token, body: { capacity: 2 } });
    expect([below.status, below.body.result.code]).toEqual([409, 40900806]);
    const exact = await call<EnterpriseReservationSlot>(ctx.app, 'PATCH', slotPath(slot.id), {
      token: manager.token,
      body: { capacity: 3 },
    });
    expect(exact.body.data).toMatchObject({ capacity: 3, reservedCount: 3, deletable: false });
    // The public page now says it is full.
    const publicSlots = await call<{ days: { slots: { id: number; remaining: number }[] }[] }>(
      ctx.app,
      'GET',
      `/api/v1/spots/${spot.id}/reservation-slots?from=${seoulDay(3)}&to=${seoulDay(3)}`,
    );
    expect(publicSlots.body.data.days[0].slots.find((s) => s.id === slot.id)?.remaining).toBe(0);

    const refused = await call(ctx.app, 'DELETE', slotPath(slot.id), { token: manager.token });
    expect([refused.status, refused.body.result.code]).toEqual([409, 40900807]);
    // Cancelled, it is still in the visitor's list: the slot stays (its capacity can close it).
    await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${booked.body.data.id}`, { token: visitor.token });
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(0);
    const stillRefused = await call(ctx.app, 'DELETE', slotPath(slot.id), { token: manager.token });
    expect(stillRefused.body.result.code).toBe(40900807);
    const closed = await call(ctx.app, 'PATCH', slotPath(slot.id), { token: manager.token, body: { capacity: 0 } });
    expect(closed.status).toBe(200);

    const removed = await call(ctx.app, 'DELETE', slotPath(empty.id), { token: manager.token });
    expect(removed.status).toBe(200);
    expect((await call(ctx.app, 'DELETE', slotPath(empty.id), { token: manager.token })).status).toBe(404);
  });

  it('turns Popspot reservations off and on for the pop-up', async () => {
    const { company, spot, manager } = await companyPopup();
    const slot = await slotOf(ctx.db, spot.id, { dayOffset: 4 });
    const off = await call(ctx.app, 'PATCH', spotPath(spot.id, '/reservation-settings'), {
      token: manager.token,
      body: { isPopspotReservation: false },
    });
    expect(off.body.data).toEqual({ isPopspotReservation: false });
    const visitor = await createUser(ctx.db);
    expect((await book(ctx.app, visitor.token, { slotId: slot.id })).body.result.code).toBe(40000801);
    await call(ctx.app, 'PATCH', spotPath(spot.id, '/reservation-settings'), {
      token: manager.token,
      body: { isPopspotReservation: true },
    });
    expect((await book(ctx.app, visitor.token, { slotId: slot.id })).status).toBe(200);
    expect(await auditActions(company.id)).toEqual(['RESERVATION_SETTINGS_UPDATED', 'RESERVATION_SETTINGS_UPDATED']);
  });
});

describe('the door: the day’s bookings and check-in', () => {
  /** A booking for today (a slot at 00:00 Seoul, so it is today whatever the time). */
  let minute = 0;
  async function todaysBooking(spotId: number, status: 'RESERVED' | 'CANCELED' = 'RESERVED') {
    const time = `00:${String(minute++).padStart(2, '0')}:00`;
    const slot = await slotOf(ctx.db, spotId, { dayOffset: 0, time, capacity: 10 });
    const visitor = await createUser(ctx.db);
    const [booking] = await ctx.db
      .insert(popspotReservations)
      .values({
        spotId,
        slotId: slot.id,
        userId: visitor.user.id,
        partySize: 2,
        status,
        bookerName: BOOKER.bookerName,
        bookerPhone: '01012345678',
        privacyConsentedAt: new Date(),
        privacyConsentVersion: '2026-11-01',
      })
      .returning();
    const token = await signReservationEntryToken({
      reservationId: booking.id,
      entryCode: booking.entryCode,
      startsAt: new Date(),
    });
    return { booking, token };
  }

  it('checks a booking in once by its QR or its code, and says why it refuses', async () => {
    const { company, spot, staff } = await companyPopup();
    const other = await companyPopup();
    const checkIn = (body: Record<string, unknown>, spotId = spot.id, token = staff.token) =>
      call<CheckInResult>(ctx.app, 'POST', spotPath(spotId, '/reservations/check-in'), { token, body });

    const { booking, token } = await todaysBooking(spot.id);
    const first = await checkIn({ token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: booking.id,
      status: 'VISITED',
      bookerName: '김예약',
      phoneLast4: '5678',
      partySize: 2,
      date: seoulDay(0),
    });
    const again = await checkIn({ token });
    expect([again.status, again.body.result.code]).toEqual([409, 40900805]);

    // The code read out, in any spelling.
    const second = await todaysBooking(spot.id);
    const code = second.booking.entryCode;
    const byCode = await checkIn({
      entryCode: `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8).toLowerCase()}`,
    });
    expect(byCode.body.data.status).toBe('VISITED');

    // Another pop-up's booking, a cancelled one, a forged token, an unknown code.
    const elsewhere = await todaysBooking(other.spot.id);
    expect((await checkIn({ token: elsewhere.token })).body.result.code).toBe(40000808);
    const cancelled = await todaysBooking(spot.id, 'CANCELED');
    expect((await checkIn({ token: cancelled.token })).body.result.code).toBe(40900804);
    expect((await checkIn({ token: `${token.slice(0, -4)}AAAA` })).body.result.code).toBe(40000806);
    expect((await checkIn({ entryCode: '0000000000' })).body.result.code).toBe(40000806);
    expect((await checkIn({})).status).toBe(400);
    // Another day's booking.
    const later = await slotOf(ctx.db, spot.id, { dayOffset: 2 });
    const visitor = await createUser(ctx.db);
    const future = await book(ctx.app, visitor.token, { slotId: later.id });
    expect((await checkIn({ entryCode: future.body.data.entryCode })).body.result.code).toBe(40000807);

    const [stored] = await ctx.db.select().from(popspotReservations).where(eq(popspotReservations.id, booking.id));
    expect(stored.visitedAt).not.toBeNull();
    expect(await auditActions(company.id)).toEqual(['RESERVATION_CHECKED_IN', 'RESERVATION_CHECKED_IN']);

    // The day's list: names for the door, the last four digits only, people expected and arrived.
    const day = await call<EnterpriseDayBookings>(ctx.app, 'GET', spotPath(spot.id, '/reservations'), {
      token: staff.token,
    });
    expect(day.body.data.date).toBe(seoulDay(0));
    expect(day.body.data.bookings.map((b) => [b.id, b.status])).toEqual([
      [booking.id, 'VISITED'],
      [second.booking.id, 'VISITED'],
      [cancelled.booking.id, 'CANCELED'],
    ]);
    expect(JSON.stringify(day.body.data)).not.toContain('01012345678');
    expect(day.body.data).toMatchObject({ expectedPeople: 4, visitedPeople: 4 });
  });
});
