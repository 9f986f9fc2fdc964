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

const alertPath = '/v1/users/spots/{spotId}/reservation-notifications';

// GET /api/v1/users/spots/{spotId}/reservation-notifications - my alert times for a pop-up
export const getMyReservationNotifications = createRoute({
  method: 'get',
  path: alertPath,
  tags: ['reservation-notifications'],
  summary: 'My pre-reservation alert times for a pop-up',
  description:
    "The caller's offsets for the pop-up, largest first (sent ones included); an empty list when " +
    "there is no alert. Only ever the caller's own. Deleted or hidden pop-up: 400 / 40000001; unknown: 404; " +
    'anonymous: 401 / 40100000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ spotId: idParam }) },
  responses: { ...jsonOk(reservationNotificationSchema), ...jsonErrors(400, 401, 404, 429) },
});

// PUT /api/v1/users/spots/{spotId}/reservation-notifications - change my alert times
export const changeReservationNotifications = createRoute({
  method: 'put',
  path: alertPath,
  tags: ['reservation-notifications'],
  summary: 'Change my pre-reservation alert times',
  description:
    'The chosen offsets replace the pending ones (reminders already sent stay). The same time rules ' +
    `as registering (${codeDoc('RESERVATION_NOT_UPCOMING')}, ${codeDoc('RESERVATION_ALERT_TOO_LATE')} with ` +
    'field errors). Without an alert of the caller for the pop-up (never registered, cancelled, or ' +
    `someone else's): ${codeDoc('RESERVATION_ALERT_NOT_FOUND')}; a change never creates one. Answers all of ` +
    "the caller's offsets for the pop-up.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: {
    params: z.object({ spotId: idParam }),
    body: { content: { 'application/json': { schema: reservationNotificationBodySchema } }, required: true },
  },
  responses: { ...jsonOk(reservationNotificationSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/spots/{spotId}/reservation-notifications - cancel my alert
export const cancelReservationNotifications = createRoute({
  method: 'delete',
  path: alertPath,
  tags: ['reservation-notifications'],
  summary: 'Cancel my pre-reservation alert',
  description:
    "Removes every alert time the caller has for the pop-up; the detail's isReservationNotificationRegistered " +
    `then reads false. Without one (never registered, already cancelled, or someone else's): ` +
    `${codeDoc('RESERVATION_ALERT_NOT_FOUND')}. Anonymous: 401 / 40100000.`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ spotId: idParam }) },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 404, 429) },
});
