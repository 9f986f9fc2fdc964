import { logSearchKeyword } from '../../../services/search/log-search-keyword';
import { logSpotView } from '../../../services/spots/log-spot-view';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './view-logs.routes';

export const viewLogsRouter = createRouter()
  .openapi(routes.logSpotView, async (c) => {
    const { id } = c.req.valid('param');
    await logSpotView({ spotId: id, userId: c.get('user')?.userId ?? null, sessionId: c.get('sessionId') ?? null });
    return ok(c, null);
  })
  .openapi(routes.logSearchKeyword, async (c) => {
    await logSearchKeyword({
      keyword: c.req.valid('json').keyword.replace(/\s+/g, ' '),
      userId: c.get('user')?.userId ?? null,
      sessionId: c.get('sessionId') ?? null,
    });
    return ok(c, null);
  });
