import { getNotice } from '../../../services/notices/get-notice';
import { listNotices } from '../../../services/notices/list-notices';
import { nextPublication } from '../../../services/shared/next-publication';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './notices.routes';

// A scheduled notice appears in the list, and its page stops being a 404, at its instant
// (the page cache, middleware/page-cache-tags.ts).
export const noticesRouter = createRouter()
  .openapi(routes.listNotices, async (c) => {
    c.set('freshUntil', (await nextPublication('notice', new Date())) ?? undefined);
    const query = c.req.valid('query');
    return ok(c, await listNotices({ ...query, lang: query.lang ?? 'ko' }));
  })
  .openapi(routes.getNotice, async (c) => {
    c.set('freshUntil', (await nextPublication('notice', new Date())) ?? undefined);
    return ok(c, await getNotice({ noticeId: c.req.valid('param').id, lang: c.req.valid('query').lang ?? 'ko' }));
  });
