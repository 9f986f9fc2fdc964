import { suggestSearchTerms } from '../../../services/search/suggest-search-terms';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './search.routes';

/** Anonymous and the same for everyone: shared caches may keep an answer for a minute. */
const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60';

export const searchRouter = createRouter().openapi(routes.getSearchSuggestions, async (c) => {
  const { lang, ...query } = c.req.valid('query');
  const suggestions = await suggestSearchTerms({ ...query, lang: lang ?? 'ko' });
  c.header('Cache-Control', SUGGESTIONS_CACHE_CONTROL);
  return ok(c, suggestions);
});
