import { cancelReservationNotifications } from '../../../services/reservation-notifications/cancel-reservation-notifications';
import { changeReservationNotifications } from '../../../services/reservation-notifications/change-reservation-notifications';
import { getMyReservationNotifications } from '../../../services/reservation-notifications/get-my-reservation-notifications';
import { registerReservationNotifications } from '../../../services/reservation-notifications/register-reservation-notifications';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './reservation-notifications.routes';

export const reservationNotificationsRouter = createRouter()
  .openapi(routes.registerReservationNotifications, async (c) => {
    const { spotId } = c.req.valid('param');
    const { remindOffsetMinutes } = c.req.valid('json');
    return ok(
      c,
      await registerReservationNotifications({ userId: c.get('signedInUser').userId, spotId, remindOffsetMinutes }),
    );
  })
  .openapi(routes.getMyReservationNotifications, async (c) => {
    const { spotId } = c.req.valid('param');
    return ok(c, await getMyReservationNotifications({ userId: c.get('signedInUser').userId, spotId }));
  })
  .openapi(routes.changeReservationNotifications, async (c) => {
    const { spotId } = c.req.valid('param');
    const { remindOffsetMinutes } = c.req.valid('json');
    return ok(
      c,
      await changeReservationNotifications({ userId: c.get('signedInUser').userId, spotId, remindOffsetMinutes }),
    );
  })
  .openapi(routes.cancelReservationNotifications, async (c) => {
    const { spotId } = c.req.valid('param');
    return ok(c, await cancelReservationNotifications({ userId: c.get('signedInUser').userId, spotId }));
  });
