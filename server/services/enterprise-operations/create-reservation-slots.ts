import 'server-only';
import { apiError } from '@/api/api-error';
import {
  MAX_SLOT_RANGE_DAYS,
  MAX_SLOTS_PER_REQUEST,
  type CreateSlotsBody,
  type CreateSlotsResult,
} from '@/api/contracts/enterprise-operations';
import { addDays, weekdayOf } from '@/lib/picks/calendar-month';
import { daysBetween } from '@/lib/search/search-params';
import { getDb } from '../../db/client';
import { reservationSlots } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { recordCompanyAudit } from '../enterprise/record-company-audit';

/*
 * The company console's writes to a pop-up's reservation slots (decision 047), MANAGER and
 * above of its company or an admin, each in the company's audit log in the same transaction.
 * The booking page is per request (private), so no cached page shows slots.
 */

/** The instant a Seoul day and 'HH:MM' start at (Seoul keeps UTC+9 all year). */
function seoulInstant(day: string, time: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh - 9, mm);
}

/**
 * POST /v1/enterprise/spots/{id}/reservation-slots: every chosen weekday from `from` to `to`
 * at every time. More than 500 in one request is RESERVATION_TOO_MANY_SLOTS (nothing made);
 * a time that has started is not made; one that exists is left as it is (the unique index
 * on pop-up, day and time decides, so two generators at once never make one slot twice).
 */
export async function createReservationSlots(
  input: {
    userId: number;
    spotId: number;
    now?: Date;
  } & CreateSlotsBody,
): Promise<CreateSlotsResult> {
  const { userId, spotId, now: at = new Date(), from, to, weekdays, times, capacity } = input;
  if (daysBetween(from, to) >= MAX_SLOT_RANGE_DAYS) {
    throw apiError('BAD_REQUEST', { 'json.to': [`at most ${MAX_SLOT_RANGE_DAYS} days`] });
  }
  const now = at.getTime();
  const wanted: { visitDate: string; startTime: string }[] = [];
  let skippedPast = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!weekdays.includes(weekdayOf(day))) continue;
    for (const time of [...times].sort()) {
      if (seoulInstant(day, time) <= now) skippedPast += 1;
      else wanted.push({ visitDate: day, startTime: `${time}:00` });
    }
  }
  if (wanted.length + skippedPast > MAX_SLOTS_PER_REQUEST) throw apiError('RESERVATION_TOO_MANY_SLOTS');

  const db = await getDb();
  return db.transaction(async (tx) => {
    const { companyId } = await requireSpotRole(tx, {
      userId,
      spotId,
      minRole: 'MANAGER',
      lock: true,
    });
    const made = wanted.length
      ? await tx
          .insert(reservationSlots)
          .values(wanted.map((w) => ({ ...w, spotId, capacity })))
          .onConflictDoNothing()
          .returning({ id: reservationSlots.id })
      : [];
    const result = { created: made.length, skippedExisting: wanted.length - made.length, skippedPast };
    if (made.length > 0) {
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: userId,
        action: 'SLOTS_CREATED',
        targetType: 'SPOT',
        targetId: spotId,
        detail: { from, to, weekdays, times, capacity, ...result },
      });
    }
    return result;
  });
}
