import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { ReservationNotification, ReservationNotificationBody } from './contracts/reservation-notifications';
import type { SpotDetail } from './contracts/spots';
import { spotKeys } from './spot-keys';
import { meKeys } from './me-keys';

const alertPath = (spotId: number) => `/v1/users/spots/${spotId}/reservation-notifications`;

// POST /v1/users/spots/{spotId}/reservation-notifications - remind me 1440 / 60 / 10 minutes before
// the pre-reservation opens. Answers all of my offsets for the pop-up. 400 40000502 with field
// errors `json.remindOffsetMinutes.<i>` when an offset's time has passed; 400 40000501 when
// there is no upcoming pre-reservation; 401 anonymous.
// Afterwards the detail's isReservationNotificationRegistered is true: refetch spotKeys.detail.
export function registerReservationNotification(
  spotId: number,
  body: ReservationNotificationBody,
): Promise<ReservationNotification> {
  return apiFetch<ReservationNotification>(alertPath(spotId), { method: 'POST', body });
}

// GET /v1/users/spots/{spotId}/reservation-notifications - my offsets for the pop-up ([] for none).
function getMyReservationNotification(spotId: number): Promise<ReservationNotification> {
  return apiFetch<ReservationNotification>(alertPath(spotId));
}

// PUT /v1/users/spots/{spotId}/reservation-notifications - my pending offsets become these. The
// time rules of POST; 404 40400501 when I have no alert for the pop-up (a change never makes one).
function changeReservationNotification(
  spotId: number,
  body: ReservationNotificationBody,
): Promise<ReservationNotification> {
  return apiFetch<ReservationNotification>(alertPath(spotId), { method: 'PUT', body });
}

// DELETE /v1/users/spots/{spotId}/reservation-notifications - cancel my alert; 404 40400501 when none.
function cancelReservationNotification(spotId: number): Promise<null> {
  return apiFetch<null>(alertPath(spotId), { method: 'DELETE' });
}

/** The reader's own alert times, under meKeys.all: dropped with the session. */
const reservationNotificationKeys = {
  mine: (spotId: number) => [...meKeys.all, 'reservation-notifications', spotId] as const,
};

export const reservationNotificationQueries = {
  // Read when the drawer opens on an alert already set; changed only by this tab's own writes.
  mine: (spotId: number) =>
    queryOptions({
      queryKey: reservationNotificationKeys.mine(spotId),
      queryFn: () => getMyReservationNotification(spotId),
      staleTime: 0,
    }),
};

/**
 * After a write: my times for the pop-up as the server answered them, and every language's
 * copy of the detail says whether I have an alert (then refetched to confirm).
 */
function writeMyAlert(queryClient: QueryClient, spotId: number, offsets: number[]) {
  queryClient.setQueryData<ReservationNotification>(reservationNotificationKeys.mine(spotId), {
    spotId,
    remindOffsetMinutes: offsets,
  });
  queryClient.setQueriesData<SpotDetail>({ queryKey: spotKeys.detailsOf(spotId) }, (old) =>
    old ? { ...old, isReservationNotificationRegistered: offsets.length > 0 } : old,
  );
  void queryClient.invalidateQueries({ queryKey: spotKeys.detailsOf(spotId) });
}

/**
 * Registers pre-reservation reminders; the pop-up's detail (every language) reads 'alert
 * applied' at once and refetches to confirm. The drawer explains failures in place, and so
 * does its 'undo' toast after a cancel (which registers the times again, the drawer closed).
 */
export function useRegisterReservationNotification(spotId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ReservationNotificationBody) => registerReservationNotification(spotId, body),
    // The page's first answer about my alerts (hooks/use-my-spot-states.ts) is older than this.
    onMutate: () => queryClient.cancelQueries({ queryKey: meKeys.spotStatesAll }),
    meta: { handles: true },
    onSuccess: (answer) => writeMyAlert(queryClient, spotId, answer.remindOffsetMinutes),
  });
}

/** Changes the times of my alert; the drawer explains failures in place (and then offers to register). */
export function useChangeReservationNotification(spotId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ReservationNotificationBody) => changeReservationNotification(spotId, body),
    meta: { handles: true },
    onSuccess: (answer) => writeMyAlert(queryClient, spotId, answer.remindOffsetMinutes),
    // Cancelled meanwhile (another tab): there is nothing to change, and the page says so.
    onError: (error) => {
      if (ApiError.is(error, 'RESERVATION_ALERT_NOT_FOUND')) writeMyAlert(queryClient, spotId, []);
    },
  });
}

/**
 * Cancels my alert: the detail reads 'no alert' at once. An alert cancelled meanwhile (another
 * tab, 40400501) ends in the same state, so the drawer treats it as done.
 */
export function useCancelReservationNotification(spotId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => cancelReservationNotification(spotId),
    onMutate: () => queryClient.cancelQueries({ queryKey: meKeys.spotStatesAll }),
    meta: { handles: true },
    onSettled: (_answer, error) => {
      if (!error || ApiError.is(error, 'RESERVATION_ALERT_NOT_FOUND')) writeMyAlert(queryClient, spotId, []);
    },
  });
}
