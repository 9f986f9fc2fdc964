import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { EnterpriseReservationSlot } from '@/api/contracts/enterprise-operations';
import { getDb } from '../../db/client';
import { reservationSlots } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { slotRows, toEnterpriseSlot } from './list-enterprise-slots';
import { requireRowSpotRole } from './operations-parts';

/*
 * The company console's writes to a pop-up's reservation slots (decision 047), MANAGER and
 * above of its company or an admin, each in the company's audit log in the same transaction.
 * The booking page is per request (private), so no cached page shows slots.
 */

/**
 * PATCH /v1/enterprise/reservation-slots/{slotId}: the capacity, never below the people
 * already booked (409 RESERVATION_CAPACITY_BELOW_RESERVED). One conditional UPDATE, so a
 * booking landing at the same moment is counted: whichever commits first, the other sees it.
 */
export async function updateReservationSlot(input: {
  userId: number;
  slotId: number;
  capacity: number;
}): Promise<EnterpriseReservationSlot> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { companyId, spotId } = await requireRowSpotRole(tx, {
      userId: input.userId,
      table: 'reservation_slots',
      rowId: input.slotId,
      minRole: 'MANAGER',
    });
    const [before] = await tx
      .select({ capacity: reservationSlots.capacity })
      .from(reservationSlots)
      .where(eq(reservationSlots.id, input.slotId));
    const updated = await tx
      .update(reservationSlots)
      .set({ capacity: input.capacity })
      .where(
        and(eq(reservationSlots.id, input.slotId), gte(sql`${input.capacity}::int`, reservationSlots.reservedCount)),
      )
      .returning({ id: reservationSlots.id });
    if (updated.length === 0) throw apiError('RESERVATION_CAPACITY_BELOW_RESERVED');
    if (before.capacity !== input.capacity) {
      await recordCompanyAudit(tx, {
        companyId,
        actorUserId: input.userId,
        action: 'SLOT_UPDATED',
        targetType: 'SLOT',
        targetId: input.slotId,
        detail: { spotId, capacity: { from: before.capacity, to: input.capacity } },
      });
    }
  });
  const [row] = await slotRows(db).where(eq(reservationSlots.id, input.slotId));
  return toEnterpriseSlot(row);
}
