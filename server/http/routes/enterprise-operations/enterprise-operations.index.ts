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
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './enterprise-operations.routes';

export const enterpriseOperationsRouter = createRouter()
  .openapi(routes.listQueueLines, async (c) => {
    const { userId, params } = requestInput(c);
    return ok(c, await listSpotQueueLines({ userId, spotId: params.id }));
  })
  .openapi(routes.createQueueLine, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await createQueueLine({ userId, spotId: params.id, ...body }));
  })
  .openapi(routes.updateQueueLine, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateQueueLine({ userId, queueId: params.queueId, ...body }));
  })
  .openapi(routes.deleteQueueLine, async (c) => {
    const { userId, params } = requestInput(c);
    await deleteQueueLine({ userId, queueId: params.queueId });
    return ok(c, null);
  })
  .openapi(routes.listSlots, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listEnterpriseSlots({ userId, spotId: params.id, ...query }));
  })
  .openapi(routes.createSlots, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await createReservationSlots({ userId, spotId: params.id, ...body }));
  })
  .openapi(routes.updateSlot, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateReservationSlot({ userId, slotId: params.slotId, ...body }));
  })
  .openapi(routes.deleteSlot, async (c) => {
    const { userId, params } = requestInput(c);
    await deleteReservationSlot({ userId, slotId: params.slotId });
    return ok(c, null);
  })
  .openapi(routes.updateReservationSettings, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await updateReservationSettings({ userId, spotId: params.id, ...body }));
  })
  .openapi(routes.listDayBookings, async (c) => {
    const { userId, params, query } = requestInput(c);
    return ok(c, await listDayBookings({ userId, spotId: params.id, ...query }));
  })
  .openapi(routes.checkIn, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await checkInReservation({ userId, spotId: params.id, ...body }));
  });
