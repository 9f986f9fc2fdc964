import { getSpotQueueLine } from '../../../services/queues/get-spot-queue-line';
import { listSpotQueues } from '../../../services/queues/list-spot-queues';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './spot-queues.routes';

/** How long an anonymous answer with the lines' team counts may be repeated by the front cache. */
const LINE_COUNTS_KEPT_MS = 1_000;

export const spotQueuesRouter = createRouter()
  .openapi(routes.listSpotQueues, async (c) => {
    const { userId, params, lang } = requestInput(c);
    // Teams waiting move with every join and call: the front cache may keep an anonymous
    // answer for a second at most (decision 062); settings and status changes retire it at once.
    c.set('freshUntil', Date.now() + LINE_COUNTS_KEPT_MS);
    return ok(c, await listSpotQueues({ spotId: params.id, viewerId: userId, lang }));
  })
  .openapi(routes.getSpotQueueLine, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await getSpotQueueLine({ queueId: params.id, viewerId: userId, lang }));
  });
