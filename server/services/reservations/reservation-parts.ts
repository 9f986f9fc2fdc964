import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Reservation } from '@/api/contracts/reservations';
import type { Locale } from '@/lib/locales';
import { RESERVATION_CANCEL_CUTOFF_MINUTES } from '@/lib/reservation-rules';
import type { Executor } from '../../db/client';
import { popspotReservations, reservationSlots, spots } from '../../db/schema';
import { heroFilesBySpot, translatedTitlesBySpot } from '../spots/spot-summaries';

/**
 * What the caller's reservation use cases share (get, list, book, cancel). Ownership is part
 * of every query (`AND user_id`): someone else's reservation and an unknown id both answer
 * 404, so existence is never revealed.
 */

/** My reservation by id: ownership is part of the condition, never checked afterwards. */
export function mine(userId: number, reservationId: number): SQL {
  return and(eq(popspotReservations.id, reservationId), eq(popspotReservations.userId, userId))!;
}

/** 'HH:MM:SS' (a time column) -> 'HH:MM'. */
export const clockOf = (time: string) => time.slice(0, 5);

/** The last moment a booking starting at `startsAt` can be cancelled. */
export function cancelableUntil(startsAt: Date): Date {
  return new Date(startsAt.getTime() - RESERVATION_CANCEL_CUTOFF_MINUTES * 60_000);
}

export type ReservationRow = Awaited<ReturnType<typeof reservationRows>>[number];

/** Reservations with their slot and pop-up, in the order given. */
export function reservationRows(db: Executor, where: SQL | undefined, orderBy: SQL[] = []) {
  return db
    .select({
      id: popspotReservations.id,
      status: popspotReservations.status,
      slotId: popspotReservations.slotId,
      partySize: popspotReservations.partySize,
      entryCode: popspotReservations.entryCode,
      bookerName: popspotReservations.bookerName,
      bookerPhone: popspotReservations.bookerPhone,
      createdAt: popspotReservations.createdAt,
      canceledAt: popspotReservations.canceledAt,
      visitedAt: popspotReservations.visitedAt,
      visitDate: reservationSlots.visitDate,
      startTime: reservationSlots.startTime,
      startsAt: reservationSlots.startsAt,
      spotId: spots.id,
      spotType: spots.type,
      spotTitle: spots.title,
      address: spots.address,
      roadAddress: spots.roadAddress,
    })
    .from(popspotReservations)
    .innerJoin(reservationSlots, eq(reservationSlots.id, popspotReservations.slotId))
    .innerJoin(spots, eq(spots.id, popspotReservations.spotId))
    .where(where)
    .orderBy(...orderBy);
}

/** Rows in the answer's shape: titles in the reader's language, the pop-up's first image. */
export async function toReservations(db: Executor, rows: ReservationRow[], lang: Locale): Promise<Reservation[]> {
  const spotIds = [...new Set(rows.map((r) => r.spotId))];
  const [heroes, titles] = await Promise.all([heroFilesBySpot(db, spotIds), translatedTitlesBySpot(db, spotIds, lang)]);
  return rows.map((r) => {
    const title = titles.get(r.spotId);
    return {
      id: r.id,
      status: r.status,
      spot: {
        id: r.spotId,
        type: r.spotType,
        title: title ?? r.spotTitle,
        contentLocale: title ? lang : 'ko',
        address: r.roadAddress ?? r.address,
        file: heroes.get(r.spotId) ?? null,
      },
      slotId: r.slotId,
      visitDate: r.visitDate,
      startTime: clockOf(r.startTime),
      startsAt: r.startsAt.toISOString(),
      partySize: r.partySize,
      entryCode: r.entryCode,
      bookerName: r.bookerName,
      bookerPhone: r.bookerPhone,
      cancelableUntil: cancelableUntil(r.startsAt).toISOString(),
      createdAt: r.createdAt.toISOString(),
      canceledAt: r.canceledAt?.toISOString() ?? null,
      visitedAt: r.visitedAt?.toISOString() ?? null,
    };
  });
}
