import { suggestSearchTerms } from '../../../services/search/suggest-search-terms';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './search.routes';

/** Anonymous and the same for everyone: shared caches may keep an answer for a minute. */
const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60';

export const searchRouter = createRouter().openapi(routes.getSearchSuggestions, async (c) => {
  const { query, lang } = requestInput(c);
  const suggestions = await suggestSearchTerms({ ...query, lang });
  c.header('Cache-Control', SUGGESTIONS_CACHE_CONTROL);
  return ok(c, suggestions);
});
