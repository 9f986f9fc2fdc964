import { getSpotQueueLine } from '../../../services/queues/get-spot-queue-line';
import { listSpotQueues } from '../../../services/queues/list-spot-queues';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spot-queues.routes';

/** How long an anonymous answer with the lines' team counts may be repeated by the front cache. */
const LINE_COUNTS_KEPT_MS = 1_000;

export const spotQueuesRouter = createRouter()
  .openapi(routes.listSpotQueues, async (c) => {
    const { id } = c.req.valid('param');
    // Teams waiting move with every join and call: the front cache may keep an anonymous
    // answer for a second at most (decision 062); settings and status changes retire it at once.
    c.set('freshUntil', Date.now() + LINE_COUNTS_KEPT_MS);
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
