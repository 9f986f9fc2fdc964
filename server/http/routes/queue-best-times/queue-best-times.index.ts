import { getQueueBestTimes } from '../../../services/queues/get-queue-best-times';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-best-times.routes';

export const queueBestTimesRouter = createRouter().openapi(routes.getQueueBestTimes, async (c) =>
  ok(c, await getQueueBestTimes({ spotId: requestInput(c).params.id })),
);
