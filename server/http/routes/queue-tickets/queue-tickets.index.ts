import { ticketStatusFilter } from '@/api/contracts/queues';
import { getMyQueueSummary } from '../../../services/queues/get-my-queue-summary';
import { getMyQueueTicket } from '../../../services/queues/get-my-queue-ticket';
import { joinQueue } from '../../../services/queues/join-queue';
import { leaveQueue } from '../../../services/queues/leave-queue';
import { listMyQueueTickets } from '../../../services/queues/list-my-queue-tickets';
import { listMyVisits } from '../../../services/queues/list-my-visits';
import { myTicketLine } from '../../../services/queues/my-ticket-line';
import { lastEventIdOf, ticketLiveStream } from '../../../realtime/queue-live-stream';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-tickets.routes';

export const queueTicketsRouter = createRouter()
  .openapi(routes.listMyVisits, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await listMyVisits({ userId, ...query, lang }));
  })
  .openapi(routes.listMyQueueTickets, async (c) => {
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
  .openapi(routes.joinQueue, async (c) => {
    const { userId, body, lang } = requestInput(c);
    return ok(c, await joinQueue({ userId, ...body, lang }));
  })
  // Before /{id}: 'summary' is not an id.
  .openapi(routes.getMyQueueSummary, async (c) => {
    const { userId, lang } = requestInput(c);
    return ok(c, await getMyQueueSummary({ userId, lang }));
  })
  .openapi(routes.myQueueTicketLive, async (c) => {
    const { userId, params } = requestInput(c);
    const queueId = await myTicketLine({ userId, ticketId: params.id });
    // Only this ticket's own state: the others in line are not this caller's business.
    return ticketLiveStream(c, { queueId, ticketId: params.id, startAfter: lastEventIdOf(c) });
  })
  .openapi(routes.getMyQueueTicket, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await getMyQueueTicket({ userId, ticketId: params.id, lang }));
  })
  .openapi(routes.leaveQueue, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await leaveQueue({ userId, ticketId: params.id, lang }));
  });
