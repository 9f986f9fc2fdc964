import { listMyKeywords, replaceMyKeywords, requestKeyword } from '../../../services/keywords/my-keywords';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './keywords.routes';

export const keywordsRouter = createRouter()
  .openapi(routes.listMyKeywords, async (c) => ok(c, await listMyKeywords({ userId: requestInput(c).userId })))
  .openapi(routes.replaceMyKeywords, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await replaceMyKeywords({ userId, ...body }));
  })
  .openapi(routes.requestKeyword, async (c) => {
    const { userId, body } = requestInput(c);
    await requestKeyword({ userId, ...body });
    return ok(c, null);
  });
