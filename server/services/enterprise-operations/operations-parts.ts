import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Executor } from '../../db/client';
import { spots } from '../../db/schema';
import { requireSpotRole, type CompanyCaller, type CompanyRole } from '../enterprise/company-access';

/*
 * What the company console's operations use cases share (decision 047): the caller's
 * standing for a pop-up, reached from the pop-up itself, one of its lines or one of its
 * slots. STAFF of the pop-up's company may read and check visitors in; MANAGER and above
 * (or an admin) change lines, slots and the reservation switch.
 */

const RANK: Record<CompanyRole, number> = { STAFF: 0, MANAGER: 1, OWNER: 2 };

/** May change settings: an admin, or a member of the company at MANAGER or above. */
function canManage(caller: CompanyCaller): boolean {
  return caller.isAdmin || (caller.membership !== null && RANK[caller.membership.role] >= RANK.MANAGER);
}

/** The pop-up as the operations page heads it. */
export async function operationsSpot(tx: Executor, spotId: number, caller: CompanyCaller) {
  const [spot] = await tx
    .select({ id: spots.id, title: spots.title, isPopspotReservation: spots.isPopspotReservation })
    .from(spots)
    .where(eq(spots.id, spotId));
  if (!spot) throw apiError('NOT_FOUND');
  return { ...spot, canManage: canManage(caller) };
}

/**
 * The pop-up that a line or slot belongs to, and the caller's standing for it: an unknown
 * row is 404, another company's 403 (through requireSpotRole, which also 404s a deleted
 * pop-up).
 */
export async function requireRowSpotRole(
  tx: Executor,
  input: { userId: number; table: 'spot_queues' | 'reservation_slots'; rowId: number; minRole: CompanyRole },
) {
  const result = await tx.execute<{ spot_id: number }>(
    input.table === 'spot_queues'
      ? sql`select spot_id from spot_queues where id = ${input.rowId}`
      : sql`select spot_id from reservation_slots where id = ${input.rowId}`,
  );
  const [row] = result.rows;
  if (!row) throw apiError('NOT_FOUND');
  const spotId = Number(row.spot_id);
  const access = await requireSpotRole(tx, { userId: input.userId, spotId, minRole: input.minRole });
  return { ...access, spotId };
}
