import { getNotice } from '../../../services/notices/get-notice';
import { listNotices } from '../../../services/notices/list-notices';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './notices.routes';

export const noticesRouter = createRouter()
  .openapi(routes.listNotices, async (c) => ok(c, await listNotices(c.req.valid('query'))))
  .openapi(routes.getNotice, async (c) => ok(c, await getNotice({ noticeId: c.req.valid('param').id })));
