import { logSearchKeyword } from '../../../services/search/log-search-keyword';
import { logSpotView } from '../../../services/spots/log-spot-view';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './view-logs.routes';

export const viewLogsRouter = createRouter()
  .openapi(routes.logSpotView, async (c) => {
    const { userId, sessionId, params } = requestInput(c);
    await logSpotView({ spotId: params.id, userId, sessionId });
    return ok(c, null);
  })
  .openapi(routes.logSearchKeyword, async (c) => {
    const { userId, sessionId, body } = requestInput(c);
    await logSearchKeyword({ keyword: body.keyword.replace(/\s+/g, ' '), userId, sessionId });
    return ok(c, null);
  });
