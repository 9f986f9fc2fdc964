import { logSpotView } from '../../../services/spots/log-spot-view';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './view-logs.routes';

export const viewLogsRouter = createRouter().openapi(routes.logSpotView, async (c) => {
  const { id } = c.req.valid('param');
  await logSpotView({ spotId: id, userId: c.get('user')?.userId ?? null, sessionId: c.get('sessionId') ?? null });
  return ok(c, null);
});
