import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ReservationDetail, ReservationList, ReservationSlots } from '@/api/contracts/reservations';
import { RESERVATION_CONSENT_VERSION } from '@/lib/reservation-rules';
import { signAccessToken } from '@/server/auth/access-token';
import { verifyReservationEntryToken } from '@/server/auth/reservation-entry-token';
import { popspotReservations } from '@/server/db/schema';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { BOOKER, book, popspotSpot, reservedCountOf, slotOf } from '../utils/reservation-kit';
import { call, createUser, setupTestApp } from '../utils/test-app';

// Decision 043: Popspot's own reservations.

const ctx = setupTestApp();
const MINUTE = 60_000;

function slotsOf(spotId: number, query = '') {
  return call<ReservationSlots>(ctx.app, 'GET', `/api/v1/spots/${spotId}/reservation-slots${query}`);
}

describe('GET /api/v1/spots/{id}/reservation-slots', () => {
  it('lists the days and time slots with the places left, bookable only when a visitor can book', async () => {
    const spot = await popspotSpot(ctx.db);
    const later = await slotOf(ctx.db, spot.id, { dayOffset: 2, time: '15:00:00', capacity: 12, reserved: 5 });
    const full = await slotOf(ctx.db, spot.id, { dayOffset: 2, time: '17:00:00', capacity: 12, reserved: 12 });
    const tomorrow = await slotOf(ctx.db, spot.id, { dayOffset: 1, time: '11:00:00', capacity: 4 });
    const startedToday = await slotOf(ctx.db, spot.id, { at: new Date(Date.now() - 30 * MINUTE) });

    const res = await slotsOf(spot.id, `?from=${seoulDay(-1)}`);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({
      spot: { id: spot.id, title: '팝스팟 예약 팝업', type: 'POPSPOT_STORE', contentLocale: 'ko' },
      maxPartySize: 4,
    });
    // The started slot's day is today (or yesterday, just after midnight in Seoul).
    expect(data.days.map((d) => d.date)).toEqual([startedToday.visitDate, seoulDay(1), seoulDay(2)]);
    const slots = data.days.flatMap((d) => d.slots);
    const byId = (id: number) => slots.find((s) => s.id === id)!;
    expect(byId(later.id)).toMatchObject({ startTime: '15:00', capacity: 12, remaining: 7, bookable: true });
    expect(byId(full.id)).toMatchObject({ remaining: 0, bookable: false });
    expect(byId(tomorrow.id)).toMatchObject({ startTime: '11:00', remaining: 4, bookable: true });
    expect(byId(startedToday.id).bookable).toBe(false);
    // Each day's slots in order of time, with the start as an instant.
    const day2 = data.days.find((d) => d.date === seoulDay(2))!;
    expect(day2.slots.map((s) => s.startTime)).toEqual(['15:00', '17:00']);
    expect(byId(later.id).startsAt).toBe(new Date(`${seoulDay(2)}T15:00:00+09:00`).toISOString());
  });

  it('shows the slots but none bookable while the booking window is not open', async () => {
    const soon = await popspotSpot(ctx.db, { preReservationStartedAt: new Date(Date.now() + 60 * MINUTE) });
    await slotOf(ctx.db, soon.id, { dayOffset: 3 });
    const res = await slotsOf(soon.id);
    expect(res.body.data.bookingOpensAt).toBe(new Date(soon.preReservationStartedAt!).toISOString());
    expect(res.body.data.days[0].slots[0]).toMatchObject({ remaining: 10, bookable: false });
  });

  it('answers 404 for hidden or unknown pop-ups, 40000801 for one not booked on Popspot, 400 for a bad range', async () => {
    const hidden = await popspotSpot(ctx.db, { activatedAt: null });
    expect((await slotsOf(hidden.id)).status).toBe(404);
    expect((await slotsOf(987_654)).status).toBe(404);
    const elsewhere = await insertSpot(ctx.db, { preReservationLink: 'https://booking.example/x' });
    const refused = await slotsOf(elsewhere.id);
    expect([refused.status, refused.body.result.code]).toEqual([400, 40000801]);
    const spot = await popspotSpot(ctx.db);
    expect((await slotsOf(spot.id, `?from=${seoulDay(5)}&to=${seoulDay(1)}`)).status).toBe(400);
    expect((await slotsOf(spot.id, `?from=${seoulDay(0)}&to=${seoulDay(90)}`)).status).toBe(400);
    expect((await slotsOf(spot.id, '?from=2026-02-30')).status).toBe(400);
  });
});

describe('POST /api/v1/users/reservations (booking)', () => {
  it('books places with the booker and the consent, and answers the reservation with its entry code and QR token', async () => {
    const spot = await popspotSpot(ctx.db);
    const slot = await slotOf(ctx.db, spot.id, { dayOffset: 2, time: '13:00:00', capacity: 6 });
    const me = await createUser(ctx.db);
    const before = Date.now();
    const res = await book(ctx.app, me.token, { slotId: slot.id, partySize: 3, bookerPhone: '010 9876 5432' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const reservation = res.body.data;
    expect(reservation).toMatchObject({
      status: 'RESERVED',
      spot: { id: spot.id, title: '팝스팟 예약 팝업' },
      slotId: slot.id,
      visitDate: seoulDay(2),
      startTime: '13:00',
      partySize: 3,
      bookerName: BOOKER.bookerName,
      bookerPhone: '01098765432',
      canceledAt: null,
    });
    expect(reservation.entryCode).toMatch(/^[0-9A-F]{10}$/);
    expect(reservation.cancelableUntil).toBe(new Date(Date.parse(reservation.startsAt) - 60 * MINUTE).toISOString());
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(3);

    const [row] = await ctx.db.select().from(popspotReservations).where(eq(popspotReservations.id, reservation.id));
    expect(row.privacyConsentVersion).toBe(RESERVATION_CONSENT_VERSION);
    expect(row.privacyConsentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The QR's token names this reservation and its code, signed by the server.
    expect(await verifyReservationEntryToken(reservation.entryToken!)).toEqual({
      reservationId: reservation.id,
      entryCode: reservation.entryCode,
    });
    const slots = await slotsOf(spot.id);
    expect(slots.body.data.days[0].slots[0].remaining).toBe(3);
  });

  it('refuses bad booker details, a missing consent and a party over the limit', async () => {
    const spot = await popspotSpot(ctx.db);
    const slot = await slotOf(ctx.db, spot.id);
    const me = await createUser(ctx.db);
    for (const body of [
      { bookerName: '' },
      { bookerName: '가'.repeat(21) },
      { bookerName: '이름\u0007' },
      { bookerPhone: '02-123-4567' },
      { bookerPhone: '010-1234-567' },
      { agreedToPrivacy: false },
      { agreedToPrivacy: undefined },
      { partySize: 0 },
    ]) {
      const res = await book(ctx.app, me.token, { slotId: slot.id, ...body });
      expect([res.status, res.body.result.code], JSON.stringify(body)).toEqual([400, 40000000]);
    }
    const crowd = await book(ctx.app, me.token, { slotId: slot.id, partySize: 5 });
    expect([crowd.status, crowd.body.result.code]).toEqual([400, 40000803]);
    expect(crowd.body.data).toMatchObject({ fieldErrors: { 'json.partySize': ['at most 4'] } });
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(0);
    // The phone in its other usual spellings is the same number.
    const ok = await book(ctx.app, me.token, { slotId: slot.id, partySize: 4, bookerPhone: '+82 10-1234-5678' });
    expect(ok.body.data.bookerPhone).toBe('01012345678');
  });

  it('refuses slots that started, closed windows, pop-ups not booked on Popspot, and full slots', async () => {
    const me = await createUser(ctx.db);
    const spot = await popspotSpot(ctx.db);
    const started = await slotOf(ctx.db, spot.id, { at: new Date(Date.now() - 5 * MINUTE) });
    const past = await book(ctx.app, me.token, { slotId: started.id });
    expect([past.status, past.body.result.code]).toEqual([400, 40000802]);

    const notYet = await popspotSpot(ctx.db, { preReservationStartedAt: new Date(Date.now() + 60 * MINUTE) });
    const early = await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, notYet.id)).id });
    expect([early.status, early.body.result.code]).toEqual([400, 40000804]);
    const over = await popspotSpot(ctx.db, { preReservationEndedAt: new Date(Date.now() - MINUTE) });
    const late = await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, over.id)).id });
    expect([late.status, late.body.result.code]).toEqual([400, 40000804]);

    const elsewhere = await insertSpot(ctx.db, { preReservationLink: 'https://booking.example/y' });
    const notOffered = await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, elsewhere.id)).id });
    expect([notOffered.status, notOffered.body.result.code]).toEqual([400, 40000801]);
    const hidden = await popspotSpot(ctx.db, { deletedAt: new Date() });
    expect((await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, hidden.id)).id })).status).toBe(404);
    expect((await book(ctx.app, me.token, { slotId: 987_654 })).status).toBe(404);

    const almostFull = await slotOf(ctx.db, spot.id, { capacity: 10, reserved: 8 });
    const tooMany = await book(ctx.app, me.token, { slotId: almostFull.id, partySize: 3 });
    expect([tooMany.status, tooMany.body.result.code]).toEqual([409, 40900801]);
    expect(await reservedCountOf(ctx.db, almostFull.id)).toBe(8);
    expect((await book(ctx.app, me.token, { slotId: almostFull.id, partySize: 2 })).status).toBe(200);
    expect(await reservedCountOf(ctx.db, almostFull.id)).toBe(10);

    const anonymous = await book(ctx.app, undefined, { slotId: almostFull.id });
    expect([anonymous.status, anonymous.body.result.code]).toEqual([401, 40100000]);
  });

  it('takes one live booking per person, pop-up and day; another day, another pop-up or after cancelling is fine', async () => {
    const spot = await popspotSpot(ctx.db);
    const morning = await slotOf(ctx.db, spot.id, { dayOffset: 3, time: '11:00:00' });
    const evening = await slotOf(ctx.db, spot.id, { dayOffset: 3, time: '19:00:00' });
    const nextDay = await slotOf(ctx.db, spot.id, { dayOffset: 4, time: '11:00:00' });
    const me = await createUser(ctx.db);
    const first = await book(ctx.app, me.token, { slotId: morning.id });
    const again = await book(ctx.app, me.token, { slotId: morning.id });
    expect([again.status, again.body.result.code]).toEqual([409, 40900802]);
    const sameDay = await book(ctx.app, me.token, { slotId: evening.id });
    expect([sameDay.status, sameDay.body.result.code]).toEqual([409, 40900802]);
    expect(await reservedCountOf(ctx.db, evening.id)).toBe(0);
    expect((await book(ctx.app, me.token, { slotId: nextDay.id })).status).toBe(200);
    const other = await popspotSpot(ctx.db);
    expect(
      (await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, other.id, { dayOffset: 3 })).id })).status,
    ).toBe(200);

    await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${first.body.data.id}`, { token: me.token });
    expect((await book(ctx.app, me.token, { slotId: evening.id })).status).toBe(200);
    // Someone else books the same slot freely.
    const friend = await createUser(ctx.db);
    expect((await book(ctx.app, friend.token, { slotId: evening.id })).status).toBe(200);
  });

  it('never oversells: fifty people taking the last places at once', async () => {
    const spot = await popspotSpot(ctx.db);
    const slot = await slotOf(ctx.db, spot.id, { capacity: 12, reserved: 7 });
    const people = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx.db)));
    const results = await Promise.all(people.map((p) => book(ctx.app, p.token, { slotId: slot.id, partySize: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body.result.code)).toEqual(Array(45).fill(40900801));
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(12);
    const live = await ctx.db.select().from(popspotReservations).where(eq(popspotReservations.slotId, slot.id));
    expect(live).toHaveLength(5);

    // Parties of two for the last three places: one gets them, one place stays free.
    const pairs = await popspotSpot(ctx.db);
    const last = await slotOf(ctx.db, pairs.id, { capacity: 10, reserved: 7 });
    const couples = await Promise.all(
      people.slice(0, 20).map((p) => book(ctx.app, p.token, { slotId: last.id, partySize: 2 })),
    );
    expect(couples.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await reservedCountOf(ctx.db, last.id)).toBe(9);
  });

  it('gives one person tapping ten times across a day one booking', async () => {
    const spot = await popspotSpot(ctx.db);
    const slots = await Promise.all(Array.from({ length: 5 }, () => slotOf(ctx.db, spot.id, { dayOffset: 5 })));
    const me = await createUser(ctx.db);
    const taps = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(ctx.app, me.token, { slotId: slots[i % 5].id })),
    );
    expect(taps.filter((r) => r.status === 200)).toHaveLength(1);
    expect(taps.filter((r) => r.status === 409).map((r) => r.body.result.code)).toEqual(Array(9).fill(40900802));
    const counts = await Promise.all(slots.map((s) => reservedCountOf(ctx.db, s.id)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('my reservations', () => {
  it('lists mine only, coming visits first (soonest first), then the rest, latest first', async () => {
    const spot = await popspotSpot(ctx.db);
    const me = await createUser(ctx.db);
    const someoneElse = await createUser(ctx.db);
    const far = (await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, spot.id, { dayOffset: 6 })).id })).body
      .data;
    const soon = (await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, spot.id, { dayOffset: 1 })).id })).body
      .data;
    const dropped = (await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, spot.id, { dayOffset: 8 })).id }))
      .body.data;
    await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${dropped.id}`, { token: me.token });
    const pastSlot = await slotOf(ctx.db, spot.id, { dayOffset: -2 });
    const [visited] = await ctx.db
      .insert(popspotReservations)
      .values({ spotId: spot.id, slotId: pastSlot.id, userId: me.user.id, status: 'VISITED', visitedAt: new Date() })
      .returning();
    await book(ctx.app, someoneElse.token, { slotId: (await slotOf(ctx.db, spot.id, { dayOffset: 2 })).id });

    const res = await call<ReservationList>(ctx.app, 'GET', '/api/v1/users/reservations', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data.content.map((r) => r.id)).toEqual([soon.id, far.id, dropped.id, visited.id]);
    expect(res.body.data.page).toMatchObject({ totalElements: 4, totalPages: 1 });
    const paged = await call<ReservationList>(ctx.app, 'GET', '/api/v1/users/reservations?page=1&size=3', {
      token: me.token,
    });
    expect(paged.body.data.content.map((r) => r.id)).toEqual([visited.id]);
    expect((await call(ctx.app, 'GET', '/api/v1/users/reservations')).status).toBe(401);
  });

  it("shows my reservation to me only: someone else's and unknown ids are 404", async () => {
    const spot = await popspotSpot(ctx.db);
    const me = await createUser(ctx.db);
    const mine = (await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, spot.id)).id })).body.data;
    const got = await call<ReservationDetail>(ctx.app, 'GET', `/api/v1/users/reservations/${mine.id}?lang=en`, {
      token: me.token,
    });
    expect(got.body.data).toMatchObject({ id: mine.id, entryCode: mine.entryCode, status: 'RESERVED' });
    expect(got.body.data.entryToken).toEqual(expect.any(String));
    const stranger = await createUser(ctx.db);
    for (const path of [`/api/v1/users/reservations/${mine.id}`, '/api/v1/users/reservations/987654']) {
      const res = await call(ctx.app, 'GET', path, { token: stranger.token });
      expect([res.status, res.body.result.code]).toEqual([404, 40400000]);
    }
    expect((await call(ctx.app, 'GET', '/api/v1/users/reservations/abc', { token: me.token })).status).toBe(400);
    const cancelled = await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${mine.id}`, { token: stranger.token });
    expect(cancelled.status).toBe(404);
  });
});

describe('PATCH /api/v1/users/reservations/{id} (cancelling)', () => {
  it('cancels and gives the places back; a second cancel is 409 and gives nothing back', async () => {
    const spot = await popspotSpot(ctx.db);
    const slot = await slotOf(ctx.db, spot.id, { capacity: 5, reserved: 1 });
    const me = await createUser(ctx.db);
    const booked = (await book(ctx.app, me.token, { slotId: slot.id, partySize: 3 })).body.data;
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(4);
    const res = await call<ReservationDetail>(ctx.app, 'PATCH', `/api/v1/users/reservations/${booked.id}`, {
      token: me.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'CANCELED', entryToken: null });
    expect(res.body.data.canceledAt).toEqual(expect.any(String));
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(1);
    const twice = await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${booked.id}`, { token: me.token });
    expect([twice.status, twice.body.result.code]).toEqual([409, 40900803]);
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(1);
  });

  it('cancels once when two cancels arrive together', async () => {
    const spot = await popspotSpot(ctx.db);
    const slot = await slotOf(ctx.db, spot.id, { capacity: 5 });
    const me = await createUser(ctx.db);
    const booked = (await book(ctx.app, me.token, { slotId: slot.id, partySize: 2 })).body.data;
    const both = await Promise.all(
      [0, 1, 2].map(() => call(ctx.app, 'PATCH', `/api/v1/users/reservations/${booked.id}`, { token: me.token })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await reservedCountOf(ctx.db, slot.id)).toBe(0);
  });

  it('is refused less than an hour before the visit', async () => {
    const spot = await popspotSpot(ctx.db);
    const soon = await slotOf(ctx.db, spot.id, { at: new Date(Date.now() + 40 * MINUTE) });
    const me = await createUser(ctx.db);
    const booked = await book(ctx.app, me.token, { slotId: soon.id });
    expect(booked.status).toBe(200);
    const res = await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${booked.body.data.id}`, { token: me.token });
    expect([res.status, res.body.result.code]).toEqual([400, 40000805]);
    expect(await reservedCountOf(ctx.db, soon.id)).toBe(1);
  });
});

describe('GET /api/v1/users/reservations/{id}/calendar.ics', () => {
  it('is my visit as a calendar event, CANCELLED once cancelled, and nobody else can fetch it', async () => {
    const spot = await popspotSpot(ctx.db);
    const slot = await slotOf(ctx.db, spot.id, { dayOffset: 3, time: '15:00:00' });
    const me = await createUser(ctx.db);
    const booked = (await book(ctx.app, me.token, { slotId: slot.id, partySize: 2 })).body.data;
    const path = `/api/v1/users/reservations/${booked.id}/calendar.ics`;
    const res = await ctx.app.request(path, { headers: { Authorization: `Bearer ${me.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="popspot-reservation-${booked.id}.ics"`);
    const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
    const start = new Date(`${seoulDay(3)}T15:00:00+09:00`).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('SUMMARY:[예약] 팝스팟 예약 팝업');
    expect(ics).toContain(`${booked.entryCode.slice(0, 4)}-${booked.entryCode.slice(4, 8)}`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('BEGIN:VALARM');

    const english = await (
      await ctx.app.request(`${path}?lang=en`, { headers: { Authorization: `Bearer ${me.token}` } })
    ).text();
    expect(english).toContain('SUMMARY:[Booking]');

    const stranger = await createUser(ctx.db);
    expect((await ctx.app.request(path, { headers: { Authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    expect((await ctx.app.request(path)).status).toBe(401);

    await call(ctx.app, 'PATCH', `/api/v1/users/reservations/${booked.id}`, { token: me.token });
    const cancelled = await (await ctx.app.request(path, { headers: { Authorization: `Bearer ${me.token}` } })).text();
    expect(cancelled).toContain('STATUS:CANCELLED');
  });
});

describe('the entry QR token', () => {
  it('cannot be forged, altered, or replaced by another kind of token', async () => {
    const spot = await popspotSpot(ctx.db);
    const me = await createUser(ctx.db);
    const booked = (await book(ctx.app, me.token, { slotId: (await slotOf(ctx.db, spot.id)).id })).body.data;
    const token = booked.entryToken!;
    expect(await verifyReservationEntryToken(token)).toMatchObject({ reservationId: booked.id });

    // Another reservation's id in the payload, the signature kept: refused.
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: String(booked.id + 1) })).toString('base64url');
    expect(await verifyReservationEntryToken(`${header}.${altered}.${signature}`)).toBeNull();
    // Signed with another key: refused.
    const forged = await new SignJWT({ code: booked.entryCode })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(booked.id))
      .setIssuer('popspot')
      .setAudience('popspot-reservation-entry')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-characters'));
    expect(await verifyReservationEntryToken(forged)).toBeNull();
    // A sign-in token is not an entry token.
    const access = await signAccessToken(
      { userId: me.user.id, role: 'USER', nickname: me.user.nickname, sessionId: me.sessionId },
      new Date(Date.now() + 3_600_000),
    );
    expect(await verifyReservationEntryToken(access)).toBeNull();
    // It stops working half a day after the slot.
    const expired = new Date(Date.parse(booked.startsAt) + 13 * 60 * MINUTE);
    expect(await verifyReservationEntryToken(token, expired)).toBeNull();
  });
});
