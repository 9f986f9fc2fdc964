import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type {
  BookReservationData,
  ReservationDetail,
  ReservationList,
  ReservationSlots,
} from './contracts/reservations';
import { nextPageOf } from './paging';

// ---- Popspot's own reservations (decision 043) ----

// GET /v1/spots/{id}/reservation-slots - the days and time slots with places left; public.
// 404 hidden or unknown pop-up; 400 40000801 when the pop-up is not booked on Popspot.
function getReservationSlots(spotId: number, lang: Locale) {
  return apiFetch<ReservationSlots>(`/v1/spots/${spotId}/reservation-slots`, { query: { lang } });
}

// POST /v1/users/reservations - book; answers the new reservation. 400 40000802 the slot has
// started, 40000803 party too large, 40000804 the booking window is not open; 409 40900801 not
// enough places left, 40900802 already booked at this pop-up that day.
function bookReservation(body: BookReservationData, lang: Locale) {
  return apiFetch<ReservationDetail>('/v1/users/reservations', { method: 'POST', body, query: { lang } });
}

// GET /v1/users/reservations - my bookings, coming visits first.
function listMyReservations(page: number, lang: Locale) {
  return apiFetch<ReservationList>('/v1/users/reservations', { query: { page, lang }, viewer: true });
}

// GET /v1/users/reservations/{id} - one of my bookings with its entry token. 404: not mine or unknown.
function getMyReservation(id: number, lang: Locale) {
  return apiFetch<ReservationDetail>(`/v1/users/reservations/${id}`, { query: { lang }, viewer: true });
}

// PATCH /v1/users/reservations/{id} - cancel; answers the cancelled reservation. 400 40000805
// less than an hour before the visit; 409 40900803 already cancelled or visited.
function cancelReservation(id: number, lang: Locale) {
  return apiFetch<ReservationDetail>(`/v1/users/reservations/${id}`, { method: 'PATCH', query: { lang } });
}

/** GET /v1/users/reservations/{id}/calendar.ics, for a plain download link (the cookie signs it). */
export function reservationCalendarHref(id: number, lang: Locale): string {
  return `/api/v1/users/reservations/${id}/calendar.ics${lang === 'ko' ? '' : `?lang=${lang}`}`;
}

const reservationKeys = {
  slotsOf: (spotId: number) => ['reservations', 'slots', spotId] as const,
  slots: (spotId: number, lang: Locale) => ['reservations', 'slots', spotId, lang] as const,
  detail: (id: number, lang: Locale) => ['reservations', 'detail', id, lang] as const,
  mine: (lang: Locale) => ['reservations', 'mine', lang] as const,
};

export const reservationQueries = {
  // Places change by the minute: always refetched when the page comes back.
  slots: (spotId: number, lang: Locale = 'ko') =>
    queryOptions({
      queryKey: reservationKeys.slots(spotId, lang),
      queryFn: () => getReservationSlots(spotId, lang),
      staleTime: 0,
    }),
  detail: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: reservationKeys.detail(id, lang), queryFn: () => getMyReservation(id, lang) }),
  mine: (lang: Locale = 'ko') =>
    infiniteQueryOptions({
      queryKey: reservationKeys.mine(lang),
      queryFn: ({ pageParam }) => listMyReservations(pageParam, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
};

/**
 * Books a slot. The new reservation seeds its own query (the complete page and my reservation
 * open without another request); the slots refresh whatever happened, since a refusal (full,
 * started) means the page's picture was old. Refusals get the shared error toast.
 */
export function useBookReservation(spotId: number, lang: Locale) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: BookReservationData) => bookReservation(body, lang),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationKeys.detail(reservation.id, lang), reservation);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.mine(lang), refetchType: 'none' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reservationKeys.slotsOf(spotId) }),
  });
}

/** Cancels my booking: the reservation takes the answer, my list and the pop-up's slots refresh. */
export function useCancelReservation(id: number, lang: Locale) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => cancelReservation(id, lang),
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationKeys.detail(id, lang), reservation);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.mine(lang), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: reservationKeys.slotsOf(reservation.spot.id) });
    },
    // A refusal (too late, already cancelled) says why; the reservation is reloaded to show its state.
    onError: () => void queryClient.invalidateQueries({ queryKey: reservationKeys.detail(id, lang) }),
  });
}
