import { logSearchKeyword } from '../../../services/search/log-search-keyword';
import { nextListChange } from '../../../services/search/next-list-change';
import { rankSearchKeywords } from '../../../services/search/rank-search-keywords';
import { searchSpots } from '../../../services/search/search-spots';
import { suggestSearchTerms } from '../../../services/search/suggest-search-terms';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as rankRoutes from './rank.routes';
import * as routes from './search.routes';

/** Anonymous and the same for everyone: shared caches may keep an answer for a minute. */
const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60';

export const searchRouter = createRouter()
  .openapi(routes.searchSpots, async (c) => {
    const { userId, sessionId, query, lang } = requestInput(c);
    const [result, changesAt] = await Promise.all([
      searchSpots({ ...query, lang, viewerId: userId }),
      // Only anonymous answers become cached pages (middleware/page-cache-tags.ts).
      userId === null ? nextListChange(new Date()) : null,
    ]);
    c.set('freshUntil', changesAt ?? undefined);
    // Page 0 only: scrolling further through the same search is not another search.
    const keyword = query.keyword?.trim().replace(/\s+/g, ' ');
    if (keyword && query.page === 0) {
      // Logged per request (the keyword ranking counts it): the front cache must not answer it (decision 062).
      c.header('X-Front-Cache', 'no');
      await logSearchKeyword({ keyword, correctedKeyword: result.correctedKeyword, sessionId, userId });
    }
    return ok(c, result);
  })
  .openapi(routes.getSearchSuggestions, async (c) => {
    const { query, lang } = requestInput(c);
    const suggestions = await suggestSearchTerms({ ...query, lang });
    c.header('Cache-Control', SUGGESTIONS_CACHE_CONTROL);
    return ok(c, suggestions);
  })
  .openapi(routes.logSearchKeyword, async (c) => {
    const { userId, sessionId, body } = requestInput(c);
    await logSearchKeyword({ keyword: body.keyword.replace(/\s+/g, ' '), userId, sessionId });
    return ok(c, null);
  })
  .openapi(rankRoutes.rankSearchKeywords, async (c) => ok(c, await rankSearchKeywords()));
