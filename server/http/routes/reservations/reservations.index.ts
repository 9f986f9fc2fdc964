import { bookReservation } from '../../../services/reservations/book-reservation';
import { cancelReservation } from '../../../services/reservations/cancel-reservation';
import { getMyReservation } from '../../../services/reservations/get-my-reservation';
import { listMyReservations } from '../../../services/reservations/list-my-reservations';
import { listReservationSlots } from '../../../services/reservations/list-reservation-slots';
import { renderReservationCalendar } from '../../../services/reservations/render-reservation-calendar';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './reservations.routes';

export const reservationsRouter = createRouter()
  .openapi(routes.listReservationSlots, async (c) => {
    const { params, query, lang } = requestInput(c);
    return ok(c, await listReservationSlots({ spotId: params.id, ...query, lang }));
  })
  .openapi(routes.bookReservation, async (c) => {
    const { userId, body, lang } = requestInput(c);
    return ok(c, await bookReservation({ userId, ...body, lang }));
  })
  .openapi(routes.listMyReservations, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await listMyReservations({ userId, ...query, lang }));
  })
  .openapi(routes.reservationCalendar, async (c) => {
    const { userId, params, lang } = requestInput(c);
    const ics = await renderReservationCalendar({ userId, reservationId: params.id, lang });
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="popspot-reservation-${params.id}.ics"`,
      // Someone's own booking: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    });
  })
  .openapi(routes.getMyReservation, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await getMyReservation({ userId, reservationId: params.id, lang }));
  })
  .openapi(routes.cancelReservation, async (c) => {
    const { userId, params, lang } = requestInput(c);
    return ok(c, await cancelReservation({ userId, reservationId: params.id, lang }));
  });
