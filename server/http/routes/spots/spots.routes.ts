import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { localeQuerySchema, spotDetailSchema } from '@/api/contracts/spots';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/spots/{id} - a pop-up's detail (the caller's pick and alert state when signed in)
export const getSpot = createRoute({
  method: 'get',
  path: '/v1/spots/{id}',
  tags: ['spots'],
  summary: "A pop-up's detail",
  description:
    'Anonymous or signed in. A deleted or hidden pop-up answers 400 with 40000001 UNAVAILABLE; an unknown id answers 404.',
  request: { params: z.object({ id: idParam }), query: localeQuerySchema },
  responses: { ...jsonOk(spotDetailSchema), ...jsonErrors(400, 404) },
});
