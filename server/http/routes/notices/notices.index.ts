import { getNotice } from '../../../services/notices/get-notice';
import { listNotices } from '../../../services/notices/list-notices';
import { nextPublication } from '../../../services/shared/next-publication';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './notices.routes';

// A scheduled notice appears in the list, and its page stops being a 404, at its instant
// (the page cache, middleware/page-cache-tags.ts).
export const noticesRouter = createRouter()
  .openapi(routes.listNotices, async (c) => {
    const { query, lang } = requestInput(c);
    c.set('freshUntil', (await nextPublication('notice', new Date())) ?? undefined);
    return ok(c, await listNotices({ ...query, lang }));
  })
  .openapi(routes.getNotice, async (c) => {
    const { params, lang } = requestInput(c);
    c.set('freshUntil', (await nextPublication('notice', new Date())) ?? undefined);
    return ok(c, await getNotice({ noticeId: params.id, lang }));
  });
