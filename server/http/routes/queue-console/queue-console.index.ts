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
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './queue-console.routes';

export const queueConsoleRouter = createRouter()
  .openapi(routes.listOperableQueues, async (c) => ok(c, await listOperableQueues({ userId: requestInput(c).userId })))
  .openapi(routes.getConsoleQueue, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await getConsoleQueue({ userId, queueId: params.id }));
  })
  .openapi(routes.updateConsoleQueue, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateConsoleQueue({ userId, queueId: params.id, ...body }));
  })
  .openapi(routes.callNextTeam, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await callNextTeam({ userId, queueId: params.id }));
  })
  .openapi(routes.actOnTicket, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await actOnTicket({ userId, queueId: params.id, ticketId: params.ticketId, ...body }));
  })
  .openapi(routes.addWalkIn, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await addWalkIn({ userId, queueId: params.id, ...body }));
  })
  .openapi(routes.listQueueEvents, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listQueueEvents({ userId, queueId: params.id, ...query }));
  })
  .openapi(routes.getQueueJoinCode, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await issueQueueJoinCode({ userId, queueId: params.id }));
  })
  .openapi(routes.consoleQueueLive, async (c) => {
    const { userId, params } = requestInput(c);
    await operableLine(await getDb(), { userId, queueId: params.id });
    return consoleLiveStream(c, { queueId: params.id, startAfter: lastEventIdOf(c) });
  });
