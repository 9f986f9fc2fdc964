import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { SpotQueueLine } from './contracts/spots';
import { spotKeys } from './spot-keys';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type {
  JoinQueueBody,
  MyVisitPage,
  QueueTicket,
  QueueTicketList,
  QueueTicketListQuery,
  QueueTicketLive,
  QueueTicketSummary,
} from './contracts/queues';
import { activeTicketStatuses, queueTicketStatuses, type QueueTicketStatus } from './contracts/queue-ticket-status';
import { nextPageOf } from './paging';
import { busyRetryDelay, retryWhenBusy } from './query/busy-retry';

// ---- My waiting tickets (signed in; 401 when anonymous) ----

// GET /v1/users/spot-queues - my tickets, newest first (page from 0); `statuses` goes as a
// repeated parameter, which the route reads like the spec's indexed array.
function listMyQueueTickets(
  query: QueueTicketListQuery & { statuses?: readonly QueueTicketStatus[] } = {},
  lang: Locale = 'ko',
) {
  const { statuses, ...page } = query;
  return apiFetch<QueueTicketList>('/v1/users/spot-queues', {
    query: { ...page, statuses: statuses ? [...statuses] : undefined, lang },
    viewer: true,
  });
}

// GET /v1/users/spot-queues/summary - how many lines I am in, and the ticket that needs me soonest.
function getMyQueueSummary(lang: Locale = 'ko') {
  return apiFetch<QueueTicketSummary>('/v1/users/spot-queues/summary', { query: { lang }, viewer: true });
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

// GET /v1/spot-queues/{id} - one line with its pop-up (the door QR's join page); public.
function getSpotQueueLine(id: number, lang: Locale) {
  return apiFetch<SpotQueueLine>(`/v1/spot-queues/${id}`, { query: { lang }, viewer: true });
}

const queueKeys = {
  all: ['queues'] as const,
  line: (id: number, lang: Locale) => ['queues', 'line', id, lang] as const,
  visits: (lang: Locale) => ['queues', 'visits', lang] as const,
  ticket: (id: number, lang: Locale) => ['queues', 'ticket', id, lang] as const,
  list: (query: QueueTicketListQuery, lang: Locale) => ['queues', 'list', query, lang] as const,
  summary: (lang: Locale) => ['queues', 'summary', lang] as const,
  mine: (part: 'active' | 'past', lang: Locale) => ['queues', 'mine', part, lang] as const,
};

/** Tickets that have ended: entered, left, cancelled by the store, not answered in time. */
const pastTicketStatuses = queueTicketStatuses.filter(
  (status) => !(activeTicketStatuses as readonly QueueTicketStatus[]).includes(status),
);

/** Which tickets a list holds, and in what status: what changes when one moves on. */
const ticketStates = (list: QueueTicketList) => list.content.map((ticket) => `${ticket.id}:${ticket.status}`).join();

/**
 * A person holds one active ticket per line, so the lines they are in now fit in one page of
 * the largest size; only the ended ones are paged.
 */
const ACTIVE_PAGE_SIZE = 100;
const PAST_PAGE_SIZE = 20;

export const queueQueries = {
  line: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.line(id, lang), queryFn: () => getSpotQueueLine(id, lang), staleTime: 0 }),
  // The place in line changes by the minute: always refetched.
  ticket: (id: number, lang: Locale = 'ko') =>
    queryOptions({
      queryKey: queueKeys.ticket(id, lang),
      queryFn: () => getMyQueueTicket(id, lang),
      staleTime: 0,
      retry: retryWhenBusy,
      retryDelay: busyRetryDelay,
    }),
  list: (query: QueueTicketListQuery = {}, lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.list(query, lang), queryFn: () => listMyQueueTickets(query, lang) }),
  // The list page polls these two while it is open (components/queues/my-waitings.tsx).
  summary: (lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.summary(lang), queryFn: () => getMyQueueSummary(lang) }),
  /**
   * The lines I am in now (REGISTERED, CALLED), newest first. A ticket that leaves them
   * (entered, cancelled by the store, a no-show) belongs in the ended list, which is not
   * polled: when an answer differs from the one before, that list is reloaded too.
   */
  active: (lang: Locale = 'ko') =>
    queryOptions({
      queryKey: queueKeys.mine('active', lang),
      queryFn: async ({ client }) => {
        const before = client.getQueryData<QueueTicketList>(queueKeys.mine('active', lang));
        const now = await listMyQueueTickets({ statuses: activeTicketStatuses, size: ACTIVE_PAGE_SIZE }, lang);
        if (before && ticketStates(before) !== ticketStates(now)) {
          void client.invalidateQueries({ queryKey: queueKeys.mine('past', lang) });
        }
        return now;
      },
    }),
  /** My ended tickets, newest first, a page at a time. */
  past: (lang: Locale = 'ko') =>
    infiniteQueryOptions({
      queryKey: queueKeys.mine('past', lang),
      queryFn: ({ pageParam }) =>
        listMyQueueTickets({ statuses: pastTicketStatuses, page: pageParam, size: PAST_PAGE_SIZE }, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
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
  return useApiMutation({
    mutationFn: (body: JoinQueueBody) => joinQueue(body, lang),
    onSuccess: (ticket) => {
      queryClient.setQueryData(queueKeys.ticket(ticket.id, lang), ticket);
      void queryClient.invalidateQueries({ queryKey: queueKeys.all, refetchType: 'none' });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spotKeys.queuesOf(spotId) }),
  });
}

/**
 * Leaves a queue (PATCH to CANCELED): the ticket takes the answer, the spot's queue status
 * and my ticket lists refresh. 400 (the ticket no longer waits) is the page's to show as
 * not found (spec 8); other failures get the spec's 'failed to cancel' toast from the page.
 */
export function useLeaveQueue(ticketId: number, lang: Locale) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: () => leaveQueue(ticketId, lang),
    meta: { handles: true },
    onSuccess: (updated) => {
      queryClient.setQueryData(queueKeys.ticket(ticketId, lang), updated);
      void queryClient.invalidateQueries({ queryKey: spotKeys.queuesOf(updated.spot.id) });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all, refetchType: 'none' });
    },
  });
}

/**
 * Applies what a ticket's live stream sent (`ticket` of its `ready` and `change` events,
 * decision 059) to the cached ticket, so the page moves without asking the server again.
 * The function answers false when there was nothing to apply it to (the page then loads the
 * ticket).
 */
export function useApplyLiveTicket(ticketId: number, lang: Locale): (live: QueueTicketLive) => boolean {
  const queryClient = useQueryClient();
  return (live) => {
    const { queueStatus, ...fields } = live;
    let applied = false;
    queryClient.setQueryData<QueueTicket>(queueKeys.ticket(ticketId, lang), (current) => {
      if (!current) return current;
      applied = true;
      return { ...current, ...fields, queue: { ...current.queue, status: queueStatus } };
    });
    return applied;
  };
}
