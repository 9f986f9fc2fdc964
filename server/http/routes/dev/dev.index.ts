import { dispatchReservationAlerts } from '../../../jobs/dispatch-reservation-alerts';
import { readCapturedMail } from '../../../mail/mailbox';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as mailboxRoutes from './dev-mailbox.routes';
import * as routes from './dev.routes';

/** Development-only hooks (devOnly): no use case of their own, they reach into jobs and mail. */
export const devRouter = createRouter()
  .openapi(routes.dispatchMyAlerts, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await dispatchReservationAlerts({ now: new Date(body.now), userId }));
  })
  .openapi(mailboxRoutes.listCapturedMail, async (c) => ok(c, await readCapturedMail()));
