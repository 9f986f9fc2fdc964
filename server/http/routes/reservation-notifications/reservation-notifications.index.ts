import { registerReservationNotifications } from '../../../services/reservation-notifications/register-reservation-notifications';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './reservation-notifications.routes';

export const reservationNotificationsRouter = createRouter().openapi(
  routes.registerReservationNotifications,
  async (c) => {
    const { spotId } = c.req.valid('param');
    const { remindOffsetMinutes } = c.req.valid('json');
    return ok(
      c,
      await registerReservationNotifications({ userId: c.get('signedInUser').userId, spotId, remindOffsetMinutes }),
    );
  },
);
