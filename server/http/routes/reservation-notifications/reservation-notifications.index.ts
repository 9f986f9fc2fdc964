import { cancelReservationNotifications } from '../../../services/reservation-notifications/cancel-reservation-notifications';
import { changeReservationNotifications } from '../../../services/reservation-notifications/change-reservation-notifications';
import { getMyReservationNotifications } from '../../../services/reservation-notifications/get-my-reservation-notifications';
import { registerReservationNotifications } from '../../../services/reservation-notifications/register-reservation-notifications';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './reservation-notifications.routes';

export const reservationNotificationsRouter = createRouter()
  .openapi(routes.registerReservationNotifications, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await registerReservationNotifications({ userId, spotId: params.spotId, ...body }));
  })
  .openapi(routes.getMyReservationNotifications, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await getMyReservationNotifications({ userId, spotId: params.spotId }));
  })
  .openapi(routes.changeReservationNotifications, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await changeReservationNotifications({ userId, spotId: params.spotId, ...body }));
  })
  .openapi(routes.cancelReservationNotifications, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await cancelReservationNotifications({ userId, spotId: params.spotId }));
  });
