import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { MutationErrorMeta } from './query-meta';
import { apiFetch } from './client';
import type {
  ConsoleQueue,
  ConsoleTicketActionBody,
  OperableQueue,
  QueueEventPage,
  QueueJoinCode,
  UpdateConsoleQueueBody,
  WalkInBody,
} from './contracts/queue-console';
import { nextPageOf } from './paging';

// ---- The operator console of a waiting line (staff only; decision 040) ----
// Every call answers 401 to an anonymous caller; the line's own calls answer 403 40300402
// QUEUE_STAFF_ONLY to someone who does not run it and 404 for an unknown line.

// GET /v1/console/queues - the lines I run, open ones first; empty for anyone who runs none.
function listOperableQueues() {
  return apiFetch<OperableQueue[]>('/v1/console/queues', { viewer: true });
}

// GET /v1/console/queues/{id} - settings, the called and waiting teams, the last finished tickets.
function getConsoleQueue(id: number) {
  return apiFetch<ConsoleQueue>(`/v1/console/queues/${id}`, { viewer: true });
}

// PATCH /v1/console/queues/{id} - open, pause, close, "enter now"; the store's rules.
function updateConsoleQueue(id: number, body: UpdateConsoleQueueBody) {
  return apiFetch<ConsoleQueue>(`/v1/console/queues/${id}`, { method: 'PATCH', body });
}

// POST /v1/console/queues/{id}/call-next - calls the lowest waiting number.
// 409 40900404 QUEUE_NOBODY_WAITING.
function callNextTeam(id: number) {
  return apiFetch<ConsoleQueue>(`/v1/console/queues/${id}/call-next`, { method: 'POST' });
}

// PATCH /v1/console/queues/{id}/tickets/{ticketId} - ADMIT, ENTER, NO_SHOW, CANCEL (with a reason).
// 409 40900402 QUEUE_TICKET_STATE (someone acted first), 40900403 QUEUE_GRACE_NOT_OVER.
function actOnTicket(id: number, ticketId: number, body: ConsoleTicketActionBody) {
  return apiFetch<ConsoleQueue>(`/v1/console/queues/${id}/tickets/${ticketId}`, { method: 'PATCH', body });
}

// POST /v1/console/queues/{id}/walk-ins - a team at the door without the app.
// 400 40000402 QUEUE_NOT_TAKING, 40000403 QUEUE_PARTY_TOO_LARGE.
function addWalkIn(id: number, body: WalkInBody) {
  return apiFetch<ConsoleQueue>(`/v1/console/queues/${id}/walk-ins`, { method: 'POST', body });
}

// GET /v1/console/queues/{id}/events - the audit log, newest first (page from 0).
function listQueueEvents(id: number, page: number) {
  return apiFetch<QueueEventPage>(`/v1/console/queues/${id}/events`, {
    query: { page, size: EVENT_PAGE_SIZE },
    viewer: true,
  });
}

// GET /v1/console/queues/{id}/join-code - the door QR's signed code, valid for 10 minutes.
function getQueueJoinCode(id: number) {
  return apiFetch<QueueJoinCode>(`/v1/console/queues/${id}/join-code`);
}

const EVENT_PAGE_SIZE = 20;

const consoleKeys = {
  operable: ['queueConsole', 'operable'] as const,
  line: (id: number) => ['queueConsole', 'line', id] as const,
  events: (id: number) => ['queueConsole', 'events', id] as const,
  joinCode: (id: number) => ['queueConsole', 'joinCode', id] as const,
};

/** The line's live stream (server-sent events: `ready`, then `change`), for EventSource. */
export const consoleLiveUrl = (id: number) => `/api/v1/console/queues/${id}/live`;

export const queueConsoleQueries = {
  operable: () => queryOptions({ queryKey: consoleKeys.operable, queryFn: listOperableQueues }),
  // The live stream (or the polling while it is down) says when the line moved.
  line: (id: number) => queryOptions({ queryKey: consoleKeys.line(id), queryFn: () => getConsoleQueue(id) }),
  events: (id: number) =>
    infiniteQueryOptions({
      queryKey: consoleKeys.events(id),
      queryFn: ({ pageParam }) => listQueueEvents(id, pageParam),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
  // A code is good for 10 minutes; the QR asks for the next one itself before it runs out.
  joinCode: (id: number) =>
    queryOptions({ queryKey: consoleKeys.joinCode(id), queryFn: () => getQueueJoinCode(id), staleTime: Infinity }),
};

/**
 * What every write of the console shares: the answer is the fresh line, which replaces the
 * cached one at once (no second request), and the audit log reloads. A refusal usually means
 * the picture was old (another device acted first), so the line reloads then too. The
 * refusal itself is told by the shared error toast, unless the caller `handles` it in place.
 */
function useConsoleWrite<Variables>(
  queueId: number,
  send: (variables: Variables) => Promise<ConsoleQueue>,
  handles?: MutationErrorMeta['handles'],
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: send,
    meta: handles ? { handles } : undefined,
    onSuccess: (line) => {
      queryClient.setQueryData(consoleKeys.line(queueId), line);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.events(queueId) });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.operable, refetchType: 'none' });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.line(queueId) }),
  });
}

export function useCallNextTeam(queueId: number) {
  return useConsoleWrite(queueId, () => callNextTeam(queueId));
}

export function useUpdateConsoleQueue(queueId: number) {
  return useConsoleWrite(queueId, (body: UpdateConsoleQueueBody) => updateConsoleQueue(queueId, body));
}

/** `handles`: the failures the caller shows itself (the cancel dialog, above the toasts). */
export function useActOnTicket(queueId: number, handles?: MutationErrorMeta['handles']) {
  return useConsoleWrite(
    queueId,
    ({ ticketId, ...body }: ConsoleTicketActionBody & { ticketId: number }) => actOnTicket(queueId, ticketId, body),
    handles,
  );
}

export function useAddWalkIn(queueId: number) {
  return useConsoleWrite(queueId, (body: WalkInBody) => addWalkIn(queueId, body));
}

/**
 * For the line's live stream: something moved (on any device), so the line and its audit log
 * reload. The console's own writes need none of this (their answer is the fresh line).
 */
export function useReloadConsoleLine(queueId: number) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: consoleKeys.line(queueId) });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.events(queueId) });
  }, [queryClient, queueId]);
}
