import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { updateSpotBodySchema } from '@/api/contracts/admin-spots';
import { idParam } from '@/api/contracts/envelope';
import { requireAdmin } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

const params = z.object({ id: idParam });

// PATCH /api/v1/admin/spots/{id} - correct a published pop-up (ADMIN)
export const updateSpot = createRoute({
  method: 'patch',
  path: '/v1/admin/spots/{id}',
  tags: ['admin'],
  summary: 'Correct a pop-up (admin)',
  description:
    'Text, period and pre-reservation window; `published: false` hides it. Its cached pages (detail, lists) are rendered anew on ' +
    'their next request, on every app process. Not an ADMIN: 403 / 40300000; unknown or deleted: 404; ' +
    'a period or window that ends before it starts: 400 with field errors.',
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  request: {
    params,
    body: { content: { 'application/json': { schema: updateSpotBodySchema } }, required: true },
  },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 403, 404) },
});

// DELETE /api/v1/admin/spots/{id} - take a pop-up down (ADMIN)
export const deleteSpot = createRoute({
  method: 'delete',
  path: '/v1/admin/spots/{id}',
  tags: ['admin'],
  summary: 'Take a pop-up down (admin)',
  description:
    "A soft delete: its page shows the 'deleted content' dialog from the next request on and it leaves " +
    'every list. Not an ADMIN: 403 / 40300000; unknown: 404.',
  security: bearerSecurity,
  middleware: [requireAdmin] as const,
  request: { params },
  responses: { ...jsonOk(z.null()), ...jsonErrors(401, 403, 404) },
});
