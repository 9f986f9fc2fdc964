import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  localeQuerySchema,
  spotQueueLineQuerySchema,
  spotQueueLineSchema,
  spotQueueListSchema,
} from '@/api/contracts/spots';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/{id}/spot-queues - a pop-up's waiting lines and how many teams wait
export const listSpotQueues = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/spot-queues',
  tags: ['spots'],
  summary: "A pop-up's waiting lines",
  description:
    'Public; a token (optional) sets hasMine for queues where the caller holds a REGISTERED or CALLED ticket, and myTicketId to that ticket (null otherwise). ' +
    "currentTeamCount counts REGISTERED and CALLED tickets. Each line's name in `lang` where the store gave one " +
    "(titleLocale says which, 'ko' when not). Deleted or hidden pop-up: 400 / 40000001; unknown: 404.",
  request: { params: z.object({ id: idParam }), query: localeQuerySchema },
  responses: { ...jsonOk(spotQueueListSchema), ...jsonErrors(400, 404) },
});

// GET /api/v1/spot-queues/{id} - one waiting line with its pop-up
export const getSpotQueueLine = createRoute({
  method: 'get',
  path: '/v1/spot-queues/{id}',
  tags: ['spots'],
  summary: 'A waiting line',
  description:
    "One line as the pop-up's page shows it (hasMine and myTicketId with a token), with the pop-up's id and " +
    "title in the reader's language: what the join page of the door QR code shows. A line of a deleted or hidden " +
    'pop-up: 400 / 40000001; unknown: 404.',
  request: { params: z.object({ id: idParam }), query: spotQueueLineQuerySchema },
  responses: { ...jsonOk(spotQueueLineSchema), ...jsonErrors(400, 404) },
});
