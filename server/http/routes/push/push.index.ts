import { pushConfig, subscribePush, unsubscribePush } from '../../../services/push/push-subscriptions';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './push.routes';

export const pushRouter = createRouter()
  .openapi(routes.getPushConfig, (c) => ok(c, pushConfig()))
  .openapi(routes.subscribe, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await subscribePush({ userId, ...body }));
  })
  .openapi(routes.unsubscribe, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await unsubscribePush({ userId, ...body }));
  });
