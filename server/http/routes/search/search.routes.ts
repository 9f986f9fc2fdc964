import { createRoute } from '@hono/zod-openapi';
import { searchSuggestionQuerySchema, searchSuggestionsSchema } from '@/api/contracts/search';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

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
