import { bookReservation } from '../../../services/reservations/book-reservation';
import { cancelReservation } from '../../../services/reservations/cancel-reservation';
import { getMyReservation } from '../../../services/reservations/get-my-reservation';
import { listMyReservations } from '../../../services/reservations/list-my-reservations';
import { listReservationSlots } from '../../../services/reservations/list-reservation-slots';
import { renderReservationCalendar } from '../../../services/reservations/render-reservation-calendar';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './reservations.routes';

export const reservationsRouter = createRouter()
  .openapi(routes.listReservationSlots, async (c) =>
    ok(c, await listReservationSlots({ spotId: c.req.valid('param').id, ...c.req.valid('query') })),
  )
  .openapi(routes.bookReservation, async (c) =>
    ok(
      c,
      await bookReservation({
        userId: c.get('signedInUser').userId,
        body: c.req.valid('json'),
        lang: c.req.valid('query').lang,
      }),
    ),
  )
  .openapi(routes.listMyReservations, async (c) =>
    ok(c, await listMyReservations({ userId: c.get('signedInUser').userId, ...c.req.valid('query') })),
  )
  .openapi(routes.reservationCalendar, async (c) => {
    const { id } = c.req.valid('param');
    const ics = await renderReservationCalendar({
      userId: c.get('signedInUser').userId,
      reservationId: id,
      lang: c.req.valid('query').lang ?? 'ko',
    });
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="popspot-reservation-${id}.ics"`,
      // Someone's own booking: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    });
  })
  .openapi(routes.getMyReservation, async (c) =>
    ok(
      c,
      await getMyReservation({
        userId: c.get('signedInUser').userId,
        reservationId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.cancelReservation, async (c) =>
    ok(
      c,
      await cancelReservation({
        userId: c.get('signedInUser').userId,
        reservationId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  );
