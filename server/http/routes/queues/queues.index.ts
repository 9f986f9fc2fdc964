import { ticketStatusFilter } from '@/api/contracts/queues';
import { getMyQueueSummary } from '../../../services/queues/get-my-queue-summary';
import { getMyQueueTicket } from '../../../services/queues/get-my-queue-ticket';
import { getQueueBestTimes } from '../../../services/queues/get-queue-best-times';
import { getSpotQueueLine } from '../../../services/queues/get-spot-queue-line';
import { joinQueue } from '../../../services/queues/join-queue';
import { leaveQueue } from '../../../services/queues/leave-queue';
import { listMyQueueTickets } from '../../../services/queues/list-my-queue-tickets';
import { listMyVisits } from '../../../services/queues/list-my-visits';
import { listSpotQueues } from '../../../services/queues/list-spot-queues';
import { myTicketLine } from '../../../services/queues/my-ticket-line';
import { lastEventIdOf, ticketLiveStream } from '../../../realtime/queue-live-stream';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as bestTimeRoutes from './queue-best-times.routes';
import * as routes from './queues.routes';
import * as ticketRoutes from './queue-tickets.routes';

/** How long an anonymous answer with the lines' team counts may be repeated by the front cache. */
const LINE_COUNTS_KEPT_MS = 1_000;

export const queuesRouter = createRouter()
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
  })
  .openapi(bestTimeRoutes.getQueueBestTimes, async (c) =>
    ok(c, await getQueueBestTimes({ spotId: requestInput(c).params.id })),
  )
  .openapi(ticketRoutes.listMyVisits, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await listMyVisits({ userId, ...query, lang }));
  })
  .openapi(ticketRoutes.listMyQueueTickets, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(
      c,
      await listMyQueueTickets({
        userId,
        page: query.page,
        size: query.size,
        lang,
        statuses: ticketStatusFilter(query),
      }),
    );
  })
  .openapi(ticketRoutes.joinQueue, async (c) => {
    const { userId, body, lang } = requestInput(c);
    return ok(c, await joinQueue({ userId, ...body, lang }));
  })
  // Before /{id}: 'summary' is not an id.
  .openapi(ticketRoutes.getMyQueueSummary, async (c) => {
    const { userId, lang } = requestInput(c);
    return ok(c, await getMyQueueSummary({ userId, lang }));
  })
  .openapi(ticketRoutes.myQueueTicketLive, async (c) => {
    const { userId, params } = requestInput(c);
    const queueId = await myTicketLine({ userId, ticketId: params.id });
    // Only this ticket's own state: the others in line are not this caller's business.
    return ticketLiveStream(c, { queueId, ticketId: params.id, startAfter: lastEventIdOf(c) });
  })
  .openapi(ticketRoutes.getMyQueueTicket, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await getMyQueueTicket({ userId, ticketId: params.id, lang }));
  })
  .openapi(ticketRoutes.leaveQueue, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await leaveQueue({ userId, ticketId: params.id, lang }));
  });
