import { dispatchReservationAlerts } from '../../../jobs/dispatch-reservation-alerts';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './dev.routes';

export const devRouter = createRouter().openapi(routes.dispatchMyAlerts, async (c) => {
  const { userId, body } = requestInput(c);
  return ok(c, await dispatchReservationAlerts({ now: new Date(body.now), userId }));
});
