import { apiFetch } from './client';
import type { ReservationNotification, ReservationNotificationBody } from './contracts/reservation-notifications';

// POST /v1/users/spots/{spotId}/reservation-notifications - remind me 1440 / 60 / 10 minutes before
// the pre-reservation opens. Answers all of my offsets for the pop-up. 400 40000502 with field
// errors `json.remindOffsetMinutes.<i>` when an offset's time has passed; 400 40000501 when
// there is no upcoming pre-reservation; 401 anonymous.
// Afterwards the detail's isReservationNotificationRegistered is true: refetch spotKeys.detail.
export function registerReservationNotification(
  spotId: number,
  body: ReservationNotificationBody,
): Promise<ReservationNotification> {
  return apiFetch<ReservationNotification>(`/v1/users/spots/${spotId}/reservation-notifications`, {
    method: 'POST',
    body,
  });
}
