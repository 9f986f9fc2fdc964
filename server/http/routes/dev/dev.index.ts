import { dispatchReservationAlerts } from '../../../jobs/dispatch-reservation-alerts';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './dev.routes';

export const devRouter = createRouter().openapi(routes.dispatchMyAlerts, async (c) =>
  ok(
    c,
    await dispatchReservationAlerts({
      now: new Date(c.req.valid('json').now),
      userId: c.get('signedInUser').userId,
    }),
  ),
);
