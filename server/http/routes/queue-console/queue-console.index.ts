import { addWalkIn } from '../../../services/queue-console/add-walk-in';
import { actOnTicket } from '../../../services/queue-console/act-on-ticket';
import { callNextTeam } from '../../../services/queue-console/call-next-team';
import { getConsoleQueue } from '../../../services/queue-console/get-console-queue';
import { issueQueueJoinCode } from '../../../services/queue-console/issue-queue-join-code';
import { listOperableQueues } from '../../../services/queue-console/list-operable-queues';
import { listQueueEvents } from '../../../services/queue-console/list-queue-events';
import { operableLine } from '../../../services/queue-console/queue-staff-access';
import { updateConsoleQueue } from '../../../services/queue-console/update-console-queue';
import { getDb } from '../../../db/client';
import { consoleLiveStream, lastEventIdOf } from '../../../realtime/queue-live-stream';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-console.routes';

export const queueConsoleRouter = createRouter()
  .openapi(routes.listOperableQueues, async (c) =>
    ok(c, await listOperableQueues({ userId: c.get('signedInUser').userId })),
  )
  .openapi(routes.getConsoleQueue, async (c) =>
    ok(c, await getConsoleQueue({ userId: c.get('signedInUser').userId, queueId: c.req.valid('param').id })),
  )
  .openapi(routes.updateConsoleQueue, async (c) =>
    ok(
      c,
      await updateConsoleQueue({
        userId: c.get('signedInUser').userId,
        queueId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.callNextTeam, async (c) =>
    ok(c, await callNextTeam({ userId: c.get('signedInUser').userId, queueId: c.req.valid('param').id })),
  )
  .openapi(routes.actOnTicket, async (c) => {
    const { id, ticketId } = c.req.valid('param');
    return ok(
      c,
      await actOnTicket({ userId: c.get('signedInUser').userId, queueId: id, ticketId, body: c.req.valid('json') }),
    );
  })
  .openapi(routes.addWalkIn, async (c) =>
    ok(
      c,
      await addWalkIn({
        userId: c.get('signedInUser').userId,
        queueId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.listQueueEvents, async (c) =>
    ok(
      c,
      await listQueueEvents({
        userId: c.get('signedInUser').userId,
        queueId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.getQueueJoinCode, async (c) =>
    ok(c, await issueQueueJoinCode({ userId: c.get('signedInUser').userId, queueId: c.req.valid('param').id })),
  )
  .openapi(routes.consoleQueueLive, async (c) => {
    const queueId = c.req.valid('param').id;
    await operableLine(await getDb(), { userId: c.get('signedInUser').userId, queueId });
    return consoleLiveStream(c, { queueId, startAfter: lastEventIdOf(c) });
  });
