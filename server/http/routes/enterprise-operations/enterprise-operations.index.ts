import { checkInReservation } from '../../../services/enterprise-operations/check-in-reservation';
import { listDayBookings } from '../../../services/enterprise-operations/day-bookings';
import { listEnterpriseSlots } from '../../../services/enterprise-operations/list-enterprise-slots';
import { listSpotQueueLines } from '../../../services/enterprise-operations/list-spot-queue-lines';
import { createQueueLine } from '../../../services/enterprise-operations/create-queue-line';
import { createReservationSlots } from '../../../services/enterprise-operations/create-reservation-slots';
import { deleteQueueLine } from '../../../services/enterprise-operations/delete-queue-line';
import { deleteReservationSlot } from '../../../services/enterprise-operations/delete-reservation-slot';
import { updateQueueLine } from '../../../services/enterprise-operations/update-queue-line';
import { updateReservationSlot } from '../../../services/enterprise-operations/update-reservation-slot';
import { updateReservationSettings } from '../../../services/enterprise-operations/update-reservation-settings';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-operations.routes';

export const enterpriseOperationsRouter = createRouter()
  .openapi(routes.listQueueLines, async (c) =>
    ok(c, await listSpotQueueLines({ userId: c.get('signedInUser').userId, spotId: c.req.valid('param').id })),
  )
  .openapi(routes.createQueueLine, async (c) =>
    ok(
      c,
      await createQueueLine({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.updateQueueLine, async (c) =>
    ok(
      c,
      await updateQueueLine({
        userId: c.get('signedInUser').userId,
        queueId: c.req.valid('param').queueId,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.deleteQueueLine, async (c) => {
    await deleteQueueLine({ userId: c.get('signedInUser').userId, queueId: c.req.valid('param').queueId });
    return ok(c, null);
  })
  .openapi(routes.listSlots, async (c) =>
    ok(
      c,
      await listEnterpriseSlots({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.createSlots, async (c) =>
    ok(
      c,
      await createReservationSlots({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.updateSlot, async (c) =>
    ok(
      c,
      await updateReservationSlot({
        userId: c.get('signedInUser').userId,
        slotId: c.req.valid('param').slotId,
        capacity: c.req.valid('json').capacity,
      }),
    ),
  )
  .openapi(routes.deleteSlot, async (c) => {
    await deleteReservationSlot({ userId: c.get('signedInUser').userId, slotId: c.req.valid('param').slotId });
    return ok(c, null);
  })
  .openapi(routes.updateReservationSettings, async (c) =>
    ok(
      c,
      await updateReservationSettings({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  )
  .openapi(routes.listDayBookings, async (c) =>
    ok(
      c,
      await listDayBookings({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        ...c.req.valid('query'),
      }),
    ),
  )
  .openapi(routes.checkIn, async (c) =>
    ok(
      c,
      await checkInReservation({
        userId: c.get('signedInUser').userId,
        spotId: c.req.valid('param').id,
        body: c.req.valid('json'),
      }),
    ),
  );
