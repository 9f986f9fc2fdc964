import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  searchSuggestionQuerySchema,
  searchSuggestionsSchema,
  spotSearchQuerySchema,
  spotSearchResultSchema,
} from '@/api/contracts/search';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';
import { checkDateRange, checkPosition } from './search-query-rules';

// GET /api/v1/search/suggestions - what to offer while someone types in the search box
export const getSearchSuggestions = createRoute({
  method: 'get',
  path: '/v1/search/suggestions',
  tags: ['search'],
  summary: 'Suggestions while typing',
  description:
    'Public, the same for everyone (Cache-Control: public, max-age=60), never logged. Up to `size` ' +
    'regions, brands and tags of live pop-ups and up to 4 live pop-up titles (with spotId) for a ' +
    'keyword still being typed: whole term, start (also mid-syllable, 성ㅅ → 성수), inside, initial ' +
    'consonants (ㅅㅅ → 성수), then one typo when fewer were found. Region names in `lang` where ' +
    'translated; each item says its language. Invalid input: 400 / 40000000 with field errors.',
  request: { query: searchSuggestionQuerySchema },
  responses: { ...jsonOk(searchSuggestionsSchema), ...jsonErrors(400) },
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

// POST /api/v1/logs/search-keywords - log a search shown from a cached list page
export const logSearchKeyword = createRoute({
  method: 'post',
  path: '/v1/logs/search-keywords',
  tags: ['logs'],
  summary: 'Log a keyword search',
  description:
    'Web extension. A keyword list opened by link (a shared URL, the keyword ranking) is a cached page whose ' +
    'first results came with the HTML, so no GET /v1/spots counted it: the browser logs it here. The same ' +
    'rules as that search: the visitor is the signed-in user or X-Session-Id (neither: nothing is counted), ' +
    'and the same visitor and keyword within 10 minutes count once. Answers null.',
  security: [...bearerSecurity, {}],
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ keyword: z.string().trim().min(1).max(50) }).strict() } },
      required: true,
    },
  },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 429) },
});
