import 'server-only';
import { eq } from 'drizzle-orm';
import type { ReservationSettingsBody } from '@/api/contracts/enterprise-operations';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { getDb } from '../../db/client';
import { spots } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { recordCompanyAudit } from '../enterprise/record-company-audit';

/**
 * PATCH /v1/enterprise/spots/{id}/reservation-settings: whether the pop-up takes bookings on
 * Popspot (spots.is_popspot_reservation; the rest of the pop-up is edited elsewhere). Off
 * stops new bookings only: the bookings made stay, and their holders may still cancel and
 * come. The detail page's button and the search lists' pre-reservation flag follow it, so
 * their cached pages are invalidated.
 */
export async function updateReservationSettings(
  input: {
    userId: number;
    spotId: number;
  } & ReservationSettingsBody,
): Promise<ReservationSettingsBody> {
  const { userId, spotId, ...settings } = input;
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const { companyId } = await requireSpotRole(tx, {
      userId,
      spotId,
      minRole: 'MANAGER',
      lock: true,
    });
    const [before] = await tx
      .select({ isPopspotReservation: spots.isPopspotReservation })
      .from(spots)
      .where(eq(spots.id, spotId));
    if (before.isPopspotReservation === settings.isPopspotReservation) return false;
    await tx.update(spots).set({ isPopspotReservation: settings.isPopspotReservation }).where(eq(spots.id, spotId));
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: userId,
      action: 'RESERVATION_SETTINGS_UPDATED',
      targetType: 'SPOT',
      targetId: spotId,
      detail: { isPopspotReservation: settings.isPopspotReservation },
    });
    return true;
  });
  if (changed) await invalidatePages([pageTags.spot(spotId), pageTags.spots]);
  return { isPopspotReservation: settings.isPopspotReservation };
}
