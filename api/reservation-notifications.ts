import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { apiFetch } from './client';
import type { ReservationNotification, ReservationNotificationBody } from './contracts/reservation-notifications';
import type { SpotDetail } from './contracts/spots';
import { spotKeys } from './spot-keys';
import { meKeys } from './me-keys';

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

/**
 * Registers pre-reservation reminders; the pop-up's detail (every language) reads 'alert
 * applied' at once and refetches to confirm. The drawer explains failures in place.
 */
export function useRegisterReservationNotification(spotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationNotificationBody) => registerReservationNotification(spotId, body),
    // The page's first answer about my alerts (hooks/use-my-spot-states.ts) is older than this.
    onMutate: () => queryClient.cancelQueries({ queryKey: meKeys.spotStatesAll }),
    meta: { handles: (error: ApiError) => error.status !== 401 },
    onSuccess: () => {
      queryClient.setQueriesData<SpotDetail>({ queryKey: spotKeys.detailsOf(spotId) }, (old) =>
        old ? { ...old, isReservationNotificationRegistered: true } : old,
      );
      void queryClient.invalidateQueries({ queryKey: spotKeys.detailsOf(spotId) });
    },
  });
}
