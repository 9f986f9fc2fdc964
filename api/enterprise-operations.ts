import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { ApiError } from './api-error';
import { apiFetch } from './client';
import type {
  CheckInBody,
  CheckInResult,
  CreateQueueLineBody,
  CreateSlotsBody,
  CreateSlotsResult,
  EnterpriseDayBookings,
  EnterpriseQueueLine,
  EnterpriseQueues,
  EnterpriseReservationSlot,
  EnterpriseReservationSlots,
  ReservationSettingsBody,
  UpdateQueueLineBody,
} from './contracts/enterprise-operations';

// ---- The company console's operations of a pop-up (decision 047) ----
// Reads: STAFF and above of the pop-up's company, or an admin; writes: MANAGER and above (the
// door check-in: STAFF too). 401 anonymous, 403 40300000 another company or below the role, 404.

// GET /v1/enterprise/spots/{id}/queues - the lines, their rules, and who runs them.
function listQueueLines(spotId: number) {
  return apiFetch<EnterpriseQueues>(`/v1/enterprise/spots/${spotId}/queues`, { viewer: true });
}

// POST /v1/enterprise/spots/{id}/queues - a new line (CLOSED until the console opens it).
function createQueueLine(spotId: number, body: CreateQueueLineBody) {
  return apiFetch<EnterpriseQueueLine>(`/v1/enterprise/spots/${spotId}/queues`, { method: 'POST', body });
}

// PATCH /v1/enterprise/queues/{queueId} - name and rules.
function updateQueueLine(queueId: number, body: UpdateQueueLineBody) {
  return apiFetch<EnterpriseQueueLine>(`/v1/enterprise/queues/${queueId}`, { method: 'PATCH', body });
}

// DELETE /v1/enterprise/queues/{queueId} - 409 40900405 QUEUE_HAS_ACTIVE_TICKETS.
function deleteQueueLine(queueId: number) {
  return apiFetch<null>(`/v1/enterprise/queues/${queueId}`, { method: 'DELETE' });
}

// GET /v1/enterprise/spots/{id}/reservation-slots?from&to - slots by day, people booked.
function listSlots(spotId: number, range: { from?: string; to?: string }) {
  return apiFetch<EnterpriseReservationSlots>(`/v1/enterprise/spots/${spotId}/reservation-slots`, {
    query: range,
    viewer: true,
  });
}

// POST /v1/enterprise/spots/{id}/reservation-slots - 400 40000809 RESERVATION_TOO_MANY_SLOTS.
function createSlots(spotId: number, body: CreateSlotsBody) {
  return apiFetch<CreateSlotsResult>(`/v1/enterprise/spots/${spotId}/reservation-slots`, { method: 'POST', body });
}

// PATCH /v1/enterprise/reservation-slots/{slotId} - 409 40900806 RESERVATION_CAPACITY_BELOW_RESERVED.
function updateSlot(slotId: number, capacity: number) {
  return apiFetch<EnterpriseReservationSlot>(`/v1/enterprise/reservation-slots/${slotId}`, {
    method: 'PATCH',
    body: { capacity },
  });
}

// DELETE /v1/enterprise/reservation-slots/{slotId} - 409 40900807 RESERVATION_SLOT_HAS_BOOKINGS.
function deleteSlot(slotId: number) {
  return apiFetch<null>(`/v1/enterprise/reservation-slots/${slotId}`, { method: 'DELETE' });
}

// PATCH /v1/enterprise/spots/{id}/reservation-settings - bookings on Popspot on or off.
function updateReservationSettings(spotId: number, body: ReservationSettingsBody) {
  return apiFetch<ReservationSettingsBody>(`/v1/enterprise/spots/${spotId}/reservation-settings`, {
    method: 'PATCH',
    body,
  });
}

// GET /v1/enterprise/spots/{id}/reservations?date - one day's bookings (default today).
function listDayBookings(spotId: number, date?: string) {
  return apiFetch<EnterpriseDayBookings>(`/v1/enterprise/spots/${spotId}/reservations`, {
    query: { date },
    viewer: true,
  });
}

// POST /v1/enterprise/spots/{id}/reservations/check-in - the entry QR's token or the entry code.
// 400 40000806 _ENTRY_INVALID, 40000807 _NOT_TODAY, 40000808 _OTHER_POPUP;
// 409 40900804 _ENTRY_CANCELED, 40900805 _ALREADY_VISITED.
function checkIn(spotId: number, body: CheckInBody) {
  return apiFetch<CheckInResult>(`/v1/enterprise/spots/${spotId}/reservations/check-in`, {
    method: 'POST',
    body,
  });
}

const operationsKeys = {
  all: (spotId: number) => ['enterpriseOperations', spotId] as const,
  lines: (spotId: number) => ['enterpriseOperations', spotId, 'lines'] as const,
  slots: (spotId: number, from?: string, to?: string) =>
    ['enterpriseOperations', spotId, 'slots', from ?? null, to ?? null] as const,
  slotsAll: (spotId: number) => ['enterpriseOperations', spotId, 'slots'] as const,
  bookings: (spotId: number, date?: string) => ['enterpriseOperations', spotId, 'bookings', date ?? null] as const,
  bookingsAll: (spotId: number) => ['enterpriseOperations', spotId, 'bookings'] as const,
};

export const enterpriseOperationsQueries = {
  lines: (spotId: number) =>
    queryOptions({ queryKey: operationsKeys.lines(spotId), queryFn: () => listQueueLines(spotId) }),
  slots: (spotId: number, range: { from?: string; to?: string } = {}) =>
    queryOptions({
      queryKey: operationsKeys.slots(spotId, range.from, range.to),
      queryFn: () => listSlots(spotId, range),
    }),
  bookings: (spotId: number, date?: string) =>
    queryOptions({
      queryKey: operationsKeys.bookings(spotId, date),
      queryFn: () => listDayBookings(spotId, date),
      // The door list moves as people arrive on other devices.
      refetchInterval: 60_000,
    }),
};

/** A write that reloads what it touched once it lands (and after a refusal, which may mean an old picture). */
function useOperationsWrite<Variables, Result>(
  spotId: number,
  send: (variables: Variables) => Promise<Result>,
  touches: (spotId: number) => readonly unknown[],
  handles?: (error: ApiError) => boolean,
) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: touches(spotId) });
  return useApiMutation({
    mutationFn: send,
    meta: handles ? { handles } : undefined,
    onSuccess: reload,
    onError: reload,
  });
}

export function useCreateQueueLine(spotId: number) {
  return useOperationsWrite(spotId, (body: CreateQueueLineBody) => createQueueLine(spotId, body), operationsKeys.lines);
}

export function useUpdateQueueLine(spotId: number) {
  return useOperationsWrite(
    spotId,
    ({ queueId, ...body }: UpdateQueueLineBody & { queueId: number }) => updateQueueLine(queueId, body),
    operationsKeys.lines,
  );
}

export function useDeleteQueueLine(spotId: number) {
  return useOperationsWrite(spotId, (queueId: number) => deleteQueueLine(queueId), operationsKeys.lines);
}

export function useCreateSlots(spotId: number) {
  return useOperationsWrite(spotId, (body: CreateSlotsBody) => createSlots(spotId, body), operationsKeys.slotsAll);
}

export function useUpdateSlot(spotId: number) {
  return useOperationsWrite(
    spotId,
    ({ slotId, capacity }: { slotId: number; capacity: number }) => updateSlot(slotId, capacity),
    operationsKeys.slotsAll,
  );
}

export function useDeleteSlot(spotId: number) {
  return useOperationsWrite(spotId, (slotId: number) => deleteSlot(slotId), operationsKeys.slotsAll);
}

/** The switch is shown by every section's heading (the spot), so everything reloads. */
export function useUpdateReservationSettings(spotId: number) {
  return useOperationsWrite(
    spotId,
    (body: ReservationSettingsBody) => updateReservationSettings(spotId, body),
    operationsKeys.all,
  );
}

/** `handles`: the check-in box shows the refusals in place (the person at the door must hear why). */
export function useCheckIn(spotId: number, handles?: (error: ApiError) => boolean) {
  return useOperationsWrite(spotId, (body: CheckInBody) => checkIn(spotId, body), operationsKeys.bookingsAll, handles);
}
