import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  reservationNotificationBodySchema,
  reservationNotificationSchema,
} from '@/api/contracts/reservation-notifications';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// POST /api/v1/users/spots/{spotId}/reservation-notifications - remind me before pre-reservation opens
export const registerReservationNotifications = createRoute({
  method: 'post',
  path: '/v1/users/spots/{spotId}/reservation-notifications',
  tags: ['reservation-notifications'],
  summary: 'Register pre-reservation alerts',
  description:
    'Offsets in minutes before the pre-reservation start (1440, 60, 10). The pop-up needs a future ' +
    `pre-reservation start (else ${codeDoc('RESERVATION_NOT_UPCOMING')}); an offset whose reminder time has ` +
    `passed is refused with ${codeDoc('RESERVATION_ALERT_TOO_LATE')} and a field error per entry ` +
    '(`json.remindOffsetMinutes.<i>`), and then nothing is stored. Registering an offset again ' +
    "stores it once. Answers all of the caller's offsets for the pop-up. Deleted or hidden pop-up: 400 / " +
    '40000001; unknown: 404; anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ spotId: idParam }),
    body: { content: { 'application/json': { schema: reservationNotificationBodySchema } }, required: true },
  },
  responses: { ...jsonOk(reservationNotificationSchema), ...jsonErrors(400, 401, 404, 429) },
});
