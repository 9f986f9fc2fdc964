import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { myPickPageSchema, myPicksQuerySchema, pickBodySchema, pickCreatedSchema } from '@/api/contracts/picks';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

const pickBody = { content: { 'application/json': { schema: pickBodySchema } }, required: true };

// POST /api/v1/users/picks - pick a pop-up (idempotent: picking again answers the same pick id)
export const createPick = createRoute({
  method: 'post',
  path: '/v1/users/picks',
  tags: ['picks'],
  summary: 'Pick a pop-up',
  description:
    'Answers the pick id; picking the same pop-up again answers the existing one (one pick per user and pop-up). ' +
    'Deleted or hidden pop-up: 400 / 40000001; unknown: 404. Anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: pickBody },
  responses: { ...jsonOk(pickCreatedSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/picks/{id} - remove one of my picks by its id
export const deletePick = createRoute({
  method: 'delete',
  path: '/v1/users/picks/{id}',
  tags: ['picks'],
  summary: 'Remove a pick',
  description: "Someone else's pick and an unknown id both answer 404 / 40400000 (existence is not revealed).",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v2/users/picks - remove my pick of an item (idempotent)
export const deletePickByReference = createRoute({
  method: 'delete',
  path: '/v2/users/picks',
  tags: ['picks'],
  summary: 'Remove my pick of an item',
  description: 'By referenceId and type. Succeeds when there is nothing to remove, so retries are harmless.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: pickBody },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 429) },
});

// GET /api/v1/users/picks - my picks as pop-up cards (period filter, sort, page; the calendar's month)
export const listMyPicks = createRoute({
  method: 'get',
  path: '/v1/users/picks',
  tags: ['picks'],
  summary: 'My picks',
  description:
    'The dotted query: `filter.periodType` (READY, IN_PROGRESS, ENDED), `filter.from` and `filter.to` ' +
    '(YYYY-MM-DD, both or neither, at most 62 days: pop-ups whose period or pre-reservation window touches them), ' +
    '`sort` (pickedAt,desc by default; closeDate,asc; openDate,asc), `page`, `size` (at most 100), `lang`. ' +
    'Only pop-ups the public can see are listed. Anonymous: 401 / 40100000 (the web client shows an empty list).',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: myPicksQuerySchema },
  responses: { ...jsonOk(myPickPageSchema), ...jsonErrors(400, 401) },
});
