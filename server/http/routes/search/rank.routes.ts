import { createRoute } from '@hono/zod-openapi';
import { searchKeywordRankSchema } from '@/api/contracts/search';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/rank/search-keywords - the week's most searched keywords
export const rankSearchKeywords = createRoute({
  method: 'get',
  path: '/v1/rank/search-keywords',
  tags: ['rank'],
  summary: 'Most searched keywords of the last 7 days',
  description:
    'Public. Up to 10 keywords, ranked by how many distinct visitors (user, else session) searched ' +
    'them in the last 7 days, ties by the latest search. Recomputed at most once a minute.',
  responses: { ...jsonOk(searchKeywordRankSchema), ...jsonErrors(500) },
});
