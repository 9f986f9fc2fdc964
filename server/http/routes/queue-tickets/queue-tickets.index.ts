import { ticketStatusFilter } from '@/api/contracts/queues';
import { getMyQueueSummary } from '../../../services/queues/get-my-queue-summary';
import { getMyQueueTicket } from '../../../services/queues/get-my-queue-ticket';
import { joinQueue } from '../../../services/queues/join-queue';
import { leaveQueue } from '../../../services/queues/leave-queue';
import { listMyQueueTickets } from '../../../services/queues/list-my-queue-tickets';
import { listMyVisits } from '../../../services/queues/list-my-visits';
import { myTicketLine } from '../../../services/queues/my-ticket-line';
import { lastEventIdOf, ticketLiveStream } from '../../../realtime/queue-live-stream';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-tickets.routes';

export const queueTicketsRouter = createRouter()
  .openapi(routes.listMyVisits, async (c) => {
    const { lang, ...page } = c.req.valid('query');
    return ok(c, await listMyVisits({ userId: c.get('signedInUser').userId, ...page, lang: lang ?? 'ko' }));
  })
  .openapi(routes.listMyQueueTickets, async (c) => {
    const query = c.req.valid('query');
    return ok(
      c,
      await listMyQueueTickets({
        userId: c.get('signedInUser').userId,
        page: query.page,
        size: query.size,
        lang: query.lang,
        statuses: ticketStatusFilter(query),
      }),
    );
  })
  .openapi(routes.joinQueue, async (c) =>
    ok(
      c,
      await joinQueue({
        userId: c.get('signedInUser').userId,
        body: c.req.valid('json'),
        lang: c.req.valid('query').lang,
      }),
    ),
  )
  // Before /{id}: 'summary' is not an id.
  .openapi(routes.getMyQueueSummary, async (c) =>
    ok(c, await getMyQueueSummary({ userId: c.get('signedInUser').userId, ...c.req.valid('query') })),
  )
  .openapi(routes.myQueueTicketLive, async (c) => {
    const ticketId = c.req.valid('param').id;
    const queueId = await myTicketLine({ userId: c.get('signedInUser').userId, ticketId });
    // Only this ticket's own state: the others in line are not this caller's business.
    return ticketLiveStream(c, { queueId, ticketId, startAfter: lastEventIdOf(c) });
  })
  .openapi(routes.getMyQueueTicket, async (c) =>
    ok(
      c,
      await getMyQueueTicket({
        userId: c.get('signedInUser').userId,
        ticketId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.leaveQueue, async (c) =>
    ok(
      c,
      await leaveQueue({
        userId: c.get('signedInUser').userId,
        ticketId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  );
