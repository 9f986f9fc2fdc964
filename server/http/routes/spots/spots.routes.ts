import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { spotSearchQuerySchema, spotSearchResultSchema } from '@/api/contracts/search';
import { localeQuerySchema, spotDetailSchema } from '@/api/contracts/spots';
import { jsonErrors, jsonOk } from '../../openapi-helpers';
import { checkDateRange, checkPosition } from './search-query-rules';

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

// GET /api/v1/spots - the pop-up search: keyword, filters, sort, paging, distance
export const searchSpots = createRoute({
  method: 'get',
  path: '/v1/spots',
  tags: ['spots'],
  summary: 'Search pop-ups',
  description:
    'Public pop-ups matching a keyword (partial words, 1 character and up: title, name, addresses, ' +
    'region names, tags, translated titles) and the filters, a page at a time. dateFilter=range needs ' +
    'startDate and endDate (at most 366 days apart); latitude and longitude come together. Invalid ' +
    'input: 400 / 40000000 with field errors. A keyword on page 0 is logged for the keyword ranking ' +
    '(once per visitor per 10 minutes).',
  request: {
    query: spotSearchQuerySchema.superRefine((q, ctx) => {
      checkDateRange(q, ctx);
      checkPosition(q, ctx);
    }),
  },
  responses: { ...jsonOk(spotSearchResultSchema), ...jsonErrors(400) },
});
