import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { spotQueueListSchema } from '@/api/contracts/spots';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/{id}/spot-queues - a pop-up's waiting lines and how many teams wait
export const listSpotQueues = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/spot-queues',
  tags: ['spots'],
  summary: "A pop-up's waiting lines",
  description:
    'Public; a token (optional) sets hasMine for queues where the caller holds a REGISTERED or CALLED ticket, and myTicketId to that ticket (null otherwise). ' +
    'currentTeamCount counts REGISTERED and CALLED tickets. Deleted or hidden pop-up: 400 / 40000001; unknown: 404.',
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(spotQueueListSchema), ...jsonErrors(400, 404) },
});
