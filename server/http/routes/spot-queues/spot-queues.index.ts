import { getSpotQueueLine } from '../../../services/queues/get-spot-queue-line';
import { listSpotQueues } from '../../../services/queues/list-spot-queues';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spot-queues.routes';

export const spotQueuesRouter = createRouter()
  .openapi(routes.listSpotQueues, async (c) => {
    const { id } = c.req.valid('param');
    return ok(
      c,
      await listSpotQueues({
        spotId: id,
        viewerId: c.get('user')?.userId ?? null,
        lang: c.req.valid('query').lang ?? 'ko',
      }),
    );
  })
  .openapi(routes.getSpotQueueLine, async (c) =>
    ok(
      c,
      await getSpotQueueLine({
        queueId: c.req.valid('param').id,
        viewerId: c.get('user')?.userId ?? null,
        lang: c.req.valid('query').lang ?? 'ko',
      }),
    ),
  );
