import { pushConfig, subscribePush, unsubscribePush } from '../../../services/push/push-subscriptions';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './push.routes';

export const pushRouter = createRouter()
  .openapi(routes.getPushConfig, (c) => ok(c, pushConfig()))
  .openapi(routes.subscribe, async (c) =>
    ok(c, await subscribePush({ userId: c.get('signedInUser').userId, ...c.req.valid('json') })),
  )
  .openapi(routes.unsubscribe, async (c) =>
    ok(c, await unsubscribePush({ userId: c.get('signedInUser').userId, endpoint: c.req.valid('json').endpoint })),
  );
