import { listSpotQueues } from '../../../services/queues/list-spot-queues';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spot-queues.routes';

export const spotQueuesRouter = createRouter().openapi(routes.listSpotQueues, async (c) => {
  const { id } = c.req.valid('param');
  return ok(c, await listSpotQueues({ spotId: id, viewerId: c.get('user')?.userId ?? null }));
});
