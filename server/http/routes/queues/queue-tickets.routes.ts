import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  joinQueueBodySchema,
  myVisitPageSchema,
  myVisitsQuerySchema,
  queueTicketListQuerySchema,
  queueTicketListSchema,
  queueTicketQuerySchema,
  queueTicketSchema,
  queueTicketSummarySchema,
} from '@/api/contracts/queues';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/users/spot-queues - my waiting tickets, newest first (paged)
export const listMyQueueTickets = createRoute({
  method: 'get',
  path: '/v1/users/spot-queues',
  tags: ['spot-queues'],
  summary: 'My waiting tickets',
  description:
    'The tickets of the caller, newest first: every status, or those of the status filter, given as the ' +
    'indexed array `statuses[0]=REGISTERED&statuses[1]=CALLED` (or a repeated `statuses`). An unknown status: ' +
    '400. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: queueTicketListQuerySchema },
  responses: { ...jsonOk(queueTicketListSchema), ...jsonErrors(400, 401, 429) },
});

// POST /api/v1/users/spot-queues - join a waiting line remotely
export const joinQueue = createRoute({
  method: 'post',
  path: '/v1/users/spot-queues',
  tags: ['spot-queues'],
  summary: 'Join a waiting line',
  description:
    "Takes the line's next number for a party of `partySize` and answers the new ticket. Only an IN_PROGRESS line " +
    `within its join hours takes people, else ${codeDoc('QUEUE_NOT_TAKING')}; a line that takes people at the ` +
    `store only: ${codeDoc('QUEUE_ON_SITE_ONLY')}; more people than the line's maxPartySize: ` +
    `${codeDoc('QUEUE_PARTY_TOO_LARGE')}; already waiting in it: ${codeDoc('QUEUE_ALREADY_JOINED')}. ` +
    'Unknown line: 404. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: {
    query: queueTicketQuerySchema,
    body: { required: true, content: { 'application/json': { schema: joinQueueBodySchema } } },
  },
  responses: { ...jsonOk(queueTicketSchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// GET /api/v1/users/spot-queues/summary - the lines I am in (registered before {id}, which would take it)
export const getMyQueueSummary = createRoute({
  method: 'get',
  path: '/v1/users/spot-queues/summary',
  tags: ['spot-queues'],
  summary: 'My waiting lines, in short',
  description:
    'activeCount: my REGISTERED and CALLED tickets; nearest: the one that needs me soonest (a called ticket ' +
    'first, the earliest call first; else the fewest teams ahead), or null. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: queueTicketQuerySchema },
  responses: { ...jsonOk(queueTicketSummarySchema), ...jsonErrors(400, 401, 429) },
});

// GET /api/v1/users/spot-queues/{id} - one of my tickets ({id} is the ticket id)
export const getMyQueueTicket = createRoute({
  method: 'get',
  path: '/v1/users/spot-queues/{id}',
  tags: ['spot-queues'],
  summary: 'My waiting ticket',
  description:
    'The ticket with its queue, spot and teamsAhead (active tickets of the queue with a lower number; 0 unless ' +
    "REGISTERED). Someone else's ticket and an unknown id both answer 404 / 40400000. Anonymous: 401.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }), query: queueTicketQuerySchema },
  responses: { ...jsonOk(queueTicketSchema), ...jsonErrors(400, 401, 404, 429) },
});

// PATCH /api/v1/users/spot-queues/{id} - leave the line
export const leaveQueue = createRoute({
  method: 'patch',
  path: '/v1/users/spot-queues/{id}',
  tags: ['spot-queues'],
  summary: 'Leave a waiting line',
  description:
    'REGISTERED or CALLED becomes CANCELED (canceledAt set); answers the updated ticket. Any other status, ' +
    `including a ticket already left, answers ${codeDoc('QUEUE_TICKET_NOT_ACTIVE')}. Someone else's or ` +
    'unknown: 404. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }), query: queueTicketQuerySchema },
  responses: { ...jsonOk(queueTicketSchema), ...jsonErrors(400, 401, 404, 429) },
});

// GET /api/v1/users/visits - pop-ups I entered through a waiting line, newest first (paged)
export const listMyVisits = createRoute({
  method: 'get',
  path: '/v1/users/visits',
  tags: ['spot-queues'],
  summary: 'My visits',
  description:
    'Tickets that reached ENTERED, with when, the pop-up (title in ?lang; available false once hidden or ' +
    'deleted) and my review of it (myReviewId, or null). Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: myVisitsQuerySchema },
  responses: { ...jsonOk(myVisitPageSchema), ...jsonErrors(400, 401) },
});

// GET /api/v1/users/spot-queues/{id}/live - server-sent events: my ticket may have changed
export const myQueueTicketLive = createRoute({
  method: 'get',
  path: '/v1/users/spot-queues/{id}/live',
  tags: ['spot-queues'],
  summary: 'Live updates of my ticket (server-sent events)',
  description:
    'text/event-stream (decision 059): `ready` once (data: { lastEventId, ticket }), then `change` (id: the last ' +
    'event id of the line; data: { mine, ticket }, mine true when the change was to this ticket itself) whenever ' +
    "this ticket's live state changes (its place, the teams called ahead, its estimate, its status), from any app " +
    'process. `ticket` is a QueueTicketLive: merge it into the ticket, no reload needed. Reconnecting with ' +
    "Last-Event-ID sends `ready` and, if anything happened since, a `change`. Someone else's ticket or an " +
    'unknown id: 404. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }) },
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...jsonErrors(400, 401, 404, 429),
  },
});
