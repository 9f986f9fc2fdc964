import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { getDb } from '../../db/client';
import { pgErrorInfo } from '../../db/errors';
import { reservationSlots } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { requireRowSpotRole } from './operations-parts';

/*
 * The company console's writes to a pop-up's reservation slots (decision 047), MANAGER and
 * above of its company or an admin, each in the company's audit log in the same transaction.
 * The booking page is per request (private), so no cached page shows slots.
 */

/**
 * DELETE /v1/enterprise/reservation-slots/{slotId}: only a slot no booking ever named (a
 * cancelled booking still shows in its booker's list, so it keeps its slot): 409
 * RESERVATION_SLOT_HAS_BOOKINGS otherwise; lowering the capacity closes it instead. The
 * condition is in the DELETE itself and the bookings' foreign key refuses what slips past.
 */
export async function deleteReservationSlot(input: { userId: number; slotId: number }): Promise<void> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const { companyId, spotId } = await requireRowSpotRole(tx, {
        userId: input.userId,
        table: 'reservation_slots',
        rowId: input.slotId,
        minRole: 'MANAGER',
      });
      const deleted = await tx
        .delete(reservationSlots)
        .where(
          and(
            eq(reservationSlots.id, input.slotId),
            eq(reservationSlots.reservedCount, 0),
            sql`not exists (select 1 from popspot_reservations r where r.slot_id = ${input.slotId})`,
          ),
        )
        .returning({ date: reservationSlots.visitDate, startTime: reservationSlots.startTime });
      if (deleted.length === 0) throw apiError('RESERVATION_SLOT_HAS_BOOKINGS');
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: input.userId,
        action: 'SLOT_DELETED',
        targetType: 'SLOT',
        targetId: input.slotId,
        detail: { spotId, date: deleted[0].date, startTime: deleted[0].startTime.slice(0, 5) },
      });
    });
  } catch (error) {
    // A booking committed between the check and the delete: the foreign key refused it.
    if (pgErrorInfo(error)?.code === '23503') throw apiError('RESERVATION_SLOT_HAS_BOOKINGS');
    throw error;
  }
}
