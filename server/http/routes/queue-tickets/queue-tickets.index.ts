import { getMyQueueTicket, leaveQueue, listMyQueueTickets } from '../../../services/queue-tickets';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-tickets.routes';

export const queueTicketsRouter = createRouter()
  .openapi(routes.listMyQueueTickets, async (c) =>
    ok(c, await listMyQueueTickets({ userId: c.get('user')!.userId, ...c.req.valid('query') })),
  )
  .openapi(routes.getMyQueueTicket, async (c) =>
    ok(
      c,
      await getMyQueueTicket({
        userId: c.get('user')!.userId,
        ticketId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.leaveQueue, async (c) =>
    ok(
      c,
      await leaveQueue({ userId: c.get('user')!.userId, ticketId: c.req.valid('param').id, ...c.req.valid('query') }),
    ),
  );
