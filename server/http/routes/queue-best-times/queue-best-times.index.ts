import { getQueueBestTimes } from '../../../services/queues/get-queue-best-times';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-best-times.routes';

export const queueBestTimesRouter = createRouter().openapi(routes.getQueueBestTimes, async (c) => {
  const { id } = c.req.valid('param');
  return ok(c, await getQueueBestTimes({ spotId: id }));
});
