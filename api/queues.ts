import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { spotKeys } from './spot-keys';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type {
  JoinQueueBody,
  MyVisitPage,
  QueueTicket,
  QueueTicketList,
  QueueTicketListQuery,
} from './contracts/queues';
import { nextPageOf } from './paging';

// ---- My waiting tickets (signed in; 401 when anonymous) ----

// GET /v1/users/spot-queues - my tickets, newest first (page from 0).
function listMyQueueTickets(query: QueueTicketListQuery = {}, lang: Locale = 'ko') {
  return apiFetch<QueueTicketList>('/v1/users/spot-queues', { query: { ...query, lang }, viewer: true });
}

// GET /v1/users/spot-queues/{id} - one of my tickets with teams ahead. 404: not mine or unknown.
function getMyQueueTicket(id: number, lang: Locale = 'ko') {
  return apiFetch<QueueTicket>(`/v1/users/spot-queues/${id}`, { query: { lang }, viewer: true });
}

// PATCH /v1/users/spot-queues/{id} - leave the line; answers the updated ticket.
// 400 40000401 QUEUE_TICKET_NOT_ACTIVE: the ticket no longer waits (already left, entered...),
// which the screen treats as not found.
function leaveQueue(id: number, lang: Locale = 'ko') {
  return apiFetch<QueueTicket>(`/v1/users/spot-queues/${id}`, { method: 'PATCH', query: { lang } });
}

// POST /v1/users/spot-queues - join a line from the detail page; answers the new ticket.
// 400 40000402 not taking people now, 40000403 party too large; 403 40300401 at the store
// only; 409 40900401 already in this line.
function joinQueue(body: JoinQueueBody, lang: Locale) {
  return apiFetch<QueueTicket>('/v1/users/spot-queues', { method: 'POST', body, query: { lang } });
}

// GET /v1/users/visits - pop-ups I entered through a waiting line, newest first.
function listMyVisits(page: number, lang: Locale) {
  return apiFetch<MyVisitPage>('/v1/users/visits', { query: { page, lang }, viewer: true });
}

const queueKeys = {
  all: ['queues'] as const,
  visits: (lang: Locale) => ['queues', 'visits', lang] as const,
  ticket: (id: number, lang: Locale) => ['queues', 'ticket', id, lang] as const,
  list: (query: QueueTicketListQuery, lang: Locale) => ['queues', 'list', query, lang] as const,
};

export const queueQueries = {
  // The place in line changes by the minute: always refetched.
  ticket: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.ticket(id, lang), queryFn: () => getMyQueueTicket(id, lang), staleTime: 0 }),
  list: (query: QueueTicketListQuery = {}, lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.list(query, lang), queryFn: () => listMyQueueTickets(query, lang) }),
  visits: (lang: Locale) =>
    infiniteQueryOptions({
      queryKey: queueKeys.visits(lang),
      queryFn: ({ pageParam }) => listMyVisits(pageParam, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
};

/**
 * Joins a line. The new ticket seeds its own query (the waiting page opens without another
 * request); the spot's lines and my ticket lists refresh, on failure too, since a refusal
 * (the line paused, already joined elsewhere) usually means the page's picture was old. The
 * refusals are told by the shared error toast in the reader's language.
 */
export function useJoinQueue(spotId: number, lang: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinQueueBody) => joinQueue(body, lang),
    onSuccess: (ticket) => {
      queryClient.setQueryData(queueKeys.ticket(ticket.id, lang), ticket);
      void queryClient.invalidateQueries({ queryKey: queueKeys.all, refetchType: 'none' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spotKeys.queues(spotId) }),
  });
}

/**
 * Leaves a queue (PATCH to CANCELED): the ticket takes the answer, the spot's queue status
 * and my ticket lists refresh. 400 (the ticket no longer waits) is the page's to show as
 * not found (spec 8); other failures get the spec's 'failed to cancel' toast from the page.
 */
export function useLeaveQueue(ticketId: number, lang: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveQueue(ticketId, lang),
    meta: { handles: (error: ApiError) => error.status !== 401 },
    onSuccess: (updated) => {
      queryClient.setQueryData(queueKeys.ticket(ticketId, lang), updated);
      void queryClient.invalidateQueries({ queryKey: spotKeys.queues(updated.spot.id) });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all, refetchType: 'none' });
    },
  });
}
