import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { popspotReservations, reservationSlots } from '../../db/schema';

/**
 * For account deletion (inside its transaction): the person's coming bookings are cancelled
 * and their places go back to the slots, so others can book them; every booking of theirs,
 * past ones included, loses the booker's name and number. What stays (the slot, party size,
 * status) carries no personal data and keeps the organiser's counts right. Slots are given
 * back in id order, the order every other writer of several slots would take.
 */
export async function releaseReservationsOfUser(tx: Executor, userId: number, now: Date): Promise<void> {
  const canceled = await tx
    .update(popspotReservations)
    .set({ status: 'CANCELED', canceledAt: now })
    .where(
      and(
        eq(popspotReservations.userId, userId),
        eq(popspotReservations.status, 'RESERVED'),
        inArray(
          popspotReservations.slotId,
          tx.select({ id: reservationSlots.id }).from(reservationSlots).where(gt(reservationSlots.startsAt, now)),
        ),
      ),
    )
    .returning({ slotId: popspotReservations.slotId, partySize: popspotReservations.partySize });
  const freed = new Map<number, number>();
  for (const row of canceled) freed.set(row.slotId, (freed.get(row.slotId) ?? 0) + row.partySize);
  for (const [slotId, people] of [...freed].sort(([a], [b]) => a - b)) {
    await tx
      .update(reservationSlots)
      .set({ reservedCount: sql`${reservationSlots.reservedCount} - ${people}` })
      .where(eq(reservationSlots.id, slotId));
  }
  await tx
    .update(popspotReservations)
    .set({ bookerName: null, bookerPhone: null })
    .where(eq(popspotReservations.userId, userId));
}
