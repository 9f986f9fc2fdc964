import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type { QueueTicket, QueueTicketList, QueueTicketListQuery } from './contracts/queues';

// ---- My waiting tickets (signed in; 401 when anonymous) ----

// GET /v1/users/spot-queues - my tickets, newest first (page from 0).
export function listMyQueueTickets(query: QueueTicketListQuery = {}, lang: Locale = 'ko') {
  return apiFetch<QueueTicketList>('/v1/users/spot-queues', { query: { ...query, lang } });
}

// GET /v1/users/spot-queues/{id} - one of my tickets with teams ahead. 404: not mine or unknown.
export function getMyQueueTicket(id: number, lang: Locale = 'ko') {
  return apiFetch<QueueTicket>(`/v1/users/spot-queues/${id}`, { query: { lang } });
}

// PATCH /v1/users/spot-queues/{id} - leave the line; answers the updated ticket.
// 400 40000401 QUEUE_TICKET_NOT_ACTIVE: the ticket no longer waits (already left, entered...),
// which the screen treats as not found.
export function leaveQueue(id: number, lang: Locale = 'ko') {
  return apiFetch<QueueTicket>(`/v1/users/spot-queues/${id}`, { method: 'PATCH', query: { lang } });
}

export const queueKeys = {
  all: ['queues'] as const,
  ticket: (id: number, lang: Locale) => ['queues', 'ticket', id, lang] as const,
  list: (query: QueueTicketListQuery, lang: Locale) => ['queues', 'list', query, lang] as const,
};

export const queueQueries = {
  // The place in line changes by the minute: always refetched.
  ticket: (id: number, lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.ticket(id, lang), queryFn: () => getMyQueueTicket(id, lang), staleTime: 0 }),
  list: (query: QueueTicketListQuery = {}, lang: Locale = 'ko') =>
    queryOptions({ queryKey: queueKeys.list(query, lang), queryFn: () => listMyQueueTickets(query, lang) }),
};
