import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  consoleQueueSchema,
  consoleTicketActionBodySchema,
  operableQueueListSchema,
  queueEventPageSchema,
  queueEventQuerySchema,
  queueJoinCodeSchema,
  updateConsoleQueueBodySchema,
  walkInBodySchema,
} from '@/api/contracts/queue-console';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

const tags = ['queue-console'];
const staffOnly = `Not the line's staff (an admin, or a verified member of the company running the pop-up): ${codeDoc('QUEUE_STAFF_ONLY')}. Unknown line: 404. Anonymous: 401.`;
const lineParams = z.object({ id: idParam });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

// GET /api/v1/console/queues - the lines the caller runs
export const listOperableQueues = createRoute({
  method: 'get',
  path: '/v1/console/queues',
  tags,
  summary: 'Lines I run',
  description: 'The waiting lines the caller may run, open ones first; empty for anyone who runs none. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  responses: { ...jsonOk(operableQueueListSchema), ...jsonErrors(401, 429) },
});

// GET /api/v1/console/queues/{id} - one line as its staff see it
export const getConsoleQueue = createRoute({
  method: 'get',
  path: '/v1/console/queues/{id}',
  tags,
  summary: 'A line, for its staff',
  description: `Settings, the called and waiting teams in number order, and the last finished tickets. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams },
  responses: { ...jsonOk(consoleQueueSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// PATCH /api/v1/console/queues/{id} - open, pause, close; the store's rules
export const updateConsoleQueue = createRoute({
  method: 'patch',
  path: '/v1/console/queues/{id}',
  tags,
  summary: "Change a line's status or rules",
  description: `status IN_PROGRESS opens the line, HOLD pauses it, CLOSED closes it, READY means "enter now" (no wait); remoteJoinEnabled, maxPartySize and noShowGraceMinutes are the store's rules. Every change is in the audit log. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams, ...json(updateConsoleQueueBodySchema) },
  responses: { ...jsonOk(consoleQueueSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// POST /api/v1/console/queues/{id}/call-next - call the next team (first in, first out)
export const callNextTeam = createRoute({
  method: 'post',
  path: '/v1/console/queues/{id}/call-next',
  tags,
  summary: 'Call the next team',
  description: `Calls the waiting team with the lowest number and tells them (in the app and by Web Push). Two devices at once call two different teams, in order. Nobody waiting: ${codeDoc('QUEUE_NOBODY_WAITING')}. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams },
  responses: { ...jsonOk(consoleQueueSchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// PATCH /api/v1/console/queues/{id}/tickets/{ticketId} - let in, entered, no-show, cancel
export const actOnTicket = createRoute({
  method: 'patch',
  path: '/v1/console/queues/{id}/tickets/{ticketId}',
  tags,
  summary: 'Act on a ticket',
  description: `ADMIT tells a called team to come in now ("can enter"); ENTER marks it entered; NO_SHOW ends a called ticket once the line's grace period has run out (before: ${codeDoc('QUEUE_GRACE_NOT_OVER')}); CANCEL ends a waiting or called ticket with a reason the visitor sees. A ticket not in a state for the action (someone acted first): ${codeDoc('QUEUE_TICKET_STATE')}. A ticket of another line: 404. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id: idParam, ticketId: idParam }),
    ...json(consoleTicketActionBodySchema),
  },
  responses: { ...jsonOk(consoleQueueSchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// POST /api/v1/console/queues/{id}/walk-ins - add a team without the app
export const addWalkIn = createRoute({
  method: 'post',
  path: '/v1/console/queues/{id}/walk-ins',
  tags,
  summary: 'Add a walk-in team',
  description: `Gives a team at the door the line's next number, with an optional note to recognise them. A closed line: ${codeDoc('QUEUE_NOT_TAKING')}; larger than the line's largest party: ${codeDoc('QUEUE_PARTY_TOO_LARGE')}. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams, ...json(walkInBodySchema) },
  responses: { ...jsonOk(consoleQueueSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// GET /api/v1/console/queues/{id}/events - the audit log
export const listQueueEvents = createRoute({
  method: 'get',
  path: '/v1/console/queues/{id}/events',
  tags,
  summary: "A line's audit log",
  description: `Every change to the line, newest first: who (staff, or the visitor for JOIN and LEAVE), what and when. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams, query: queueEventQuerySchema },
  responses: { ...jsonOk(queueEventPageSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// GET /api/v1/console/queues/{id}/join-code - the door QR's code
export const getQueueJoinCode = createRoute({
  method: 'get',
  path: '/v1/console/queues/{id}/join-code',
  tags,
  summary: "The door QR's join code",
  description: `A signed code valid for 10 minutes; the QR opens \`path\`, where a visitor joins on site (also when remote joining is off). ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams },
  responses: { ...jsonOk(queueJoinCodeSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// GET /api/v1/console/queues/{id}/live - server-sent events of the line, for its staff
export const consoleQueueLive = createRoute({
  method: 'get',
  path: '/v1/console/queues/{id}/live',
  tags,
  summary: "A line's live updates (server-sent events)",
  description: `text/event-stream: \`ready\` once, then \`change\` (id: the last event id; data: { actions }) whenever the line changes, from any app process. Reconnecting with Last-Event-ID sends what was missed. ${staffOnly}`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: lineParams },
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...jsonErrors(400, 401, 403, 404, 429),
  },
});
