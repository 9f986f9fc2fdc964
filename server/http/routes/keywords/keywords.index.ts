import { listMyKeywords, replaceMyKeywords, requestKeyword } from '../../../services/keywords/my-keywords';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './keywords.routes';

export const keywordsRouter = createRouter()
  .openapi(routes.listMyKeywords, async (c) => ok(c, await listMyKeywords({ userId: c.get('signedInUser').userId })))
  .openapi(routes.replaceMyKeywords, async (c) =>
    ok(c, await replaceMyKeywords({ userId: c.get('signedInUser').userId, list: c.req.valid('json').keywords })),
  )
  .openapi(routes.requestKeyword, async (c) => {
    await requestKeyword({ userId: c.get('signedInUser').userId, keyword: c.req.valid('json').keyword });
    return ok(c, null);
  });
