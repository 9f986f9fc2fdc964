import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  checkInBodySchema,
  checkInResultSchema,
  createQueueLineBodySchema,
  createSlotsBodySchema,
  createSlotsResultSchema,
  dayBookingsQuerySchema,
  dayBookingsSchema,
  enterpriseQueuesSchema,
  enterpriseSlotsQuerySchema,
  enterpriseSlotsSchema,
  reservationSettingsBodySchema,
  reservationSettingsSchema,
  updateQueueLineBodySchema,
  updateSlotBodySchema,
} from '@/api/contracts/enterprise-operations';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

/*
 * The company console's operations of a pop-up (decision 047). Reads: STAFF and above of the
 * pop-up's company, or an admin; writes: MANAGER and above, or an admin (the door check-in:
 * STAFF too). A member of another company or below the role: 403 / 40300000; an unknown or
 * deleted pop-up, line or slot: 404; anonymous: 401.
 */
const tags = ['enterprise'];
const access = 'Another company’s member, or below the role: 403 / 40300000. Unknown: 404. Anonymous: 401.';
const staffRead = `STAFF and above of the pop-up's company, or an admin. ${access}`;
const managerWrite = `MANAGER and above of the pop-up's company, or an admin. ${access}`;
const spotParams = z.object({ id: idParam });
const queueParams = z.object({ queueId: idParam });
const slotParams = z.object({ slotId: idParam });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

// GET /api/v1/enterprise/spots/{id}/queues - the pop-up's lines and who runs them
export const listQueueLines = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'get',
  path: '/v1/enterprise/spots/{id}/queues',
  summary: "A pop-up's waiting lines, for its company",
  description: `The lines with their rules, the teams holding a place in each and a link to the operator console, and who may run them (the company's verified members). ${staffRead}`,
  request: { params: spotParams },
  responses: { ...jsonOk(enterpriseQueuesSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// POST /api/v1/enterprise/spots/{id}/queues - a new waiting line
export const createQueueLine = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'post',
  path: '/v1/enterprise/spots/{id}/queues',
  summary: 'Create a waiting line',
  description: `A new line with its name and rules; it starts CLOSED and is opened from the operator console. ${managerWrite}`,
  request: { params: spotParams, ...json(createQueueLineBodySchema) },
  responses: { ...jsonOk(enterpriseQueuesSchema.shape.lines.element), ...jsonErrors(400, 401, 403, 404, 429) },
});

// PATCH /api/v1/enterprise/queues/{queueId} - a line's name and rules
export const updateQueueLine = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'patch',
  path: '/v1/enterprise/queues/{queueId}',
  summary: "Change a line's name and rules",
  description: `Name, remote joining, largest party, no-show grace minutes and join hours (null: whenever open); omit what stays. Each change is in the line's and the company's logs. ${managerWrite}`,
  request: { params: queueParams, ...json(updateQueueLineBodySchema) },
  responses: { ...jsonOk(enterpriseQueuesSchema.shape.lines.element), ...jsonErrors(400, 401, 403, 404, 429) },
});

// DELETE /api/v1/enterprise/queues/{queueId} - delete an idle line
export const deleteQueueLine = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/v1/enterprise/queues/{queueId}',
  summary: 'Delete a waiting line',
  description: `Only a line nobody waits in or is called from: else ${codeDoc('QUEUE_HAS_ACTIVE_TICKETS')} (close it in the console and finish the teams first). ${managerWrite}`,
  request: { params: queueParams },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// GET /api/v1/enterprise/spots/{id}/reservation-slots - slots by day with the people booked
export const listSlots = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'get',
  path: '/v1/enterprise/spots/{id}/reservation-slots',
  summary: "A pop-up's reservation slots, for its company",
  description: `Days from \`from\` (default today) to \`to\` (default 29 days later, at most 92 days), each slot with capacity, people booked and whether it may be deleted. ${staffRead}`,
  request: { params: spotParams, query: enterpriseSlotsQuerySchema },
  responses: { ...jsonOk(enterpriseSlotsSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// POST /api/v1/enterprise/spots/{id}/reservation-slots - generate slots
export const createSlots = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'post',
  path: '/v1/enterprise/spots/{id}/reservation-slots',
  summary: 'Generate reservation slots',
  description: `Every chosen weekday (0 Sunday to 6 Saturday) from \`from\` to \`to\` at every time, with the capacity in people. Existing slots are left unchanged and counted in skippedExisting; times already started are not made (skippedPast). More than 500 slots: ${codeDoc('RESERVATION_TOO_MANY_SLOTS')}. ${managerWrite}`,
  request: { params: spotParams, ...json(createSlotsBodySchema) },
  responses: { ...jsonOk(createSlotsResultSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// PATCH /api/v1/enterprise/reservation-slots/{slotId} - a slot's capacity
export const updateSlot = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'patch',
  path: '/v1/enterprise/reservation-slots/{slotId}',
  summary: "Change a slot's capacity",
  description: `Never below the people booked: ${codeDoc('RESERVATION_CAPACITY_BELOW_RESERVED')}. 0 (with nobody booked) closes it. ${managerWrite}`,
  request: { params: slotParams, ...json(updateSlotBodySchema) },
  responses: {
    ...jsonOk(enterpriseSlotsSchema.shape.days.element.shape.slots.element),
    ...jsonErrors(400, 401, 403, 404, 409, 429),
  },
});

// DELETE /api/v1/enterprise/reservation-slots/{slotId} - delete a slot nobody booked
export const deleteSlot = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/v1/enterprise/reservation-slots/{slotId}',
  summary: 'Delete a reservation slot',
  description: `Only a slot no booking ever named (a cancelled one counts): else ${codeDoc('RESERVATION_SLOT_HAS_BOOKINGS')}; lower its capacity to close it instead. ${managerWrite}`,
  request: { params: slotParams },
  responses: { ...jsonOk(z.null()), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});

// PATCH /api/v1/enterprise/spots/{id}/reservation-settings - take bookings on Popspot or not
export const updateReservationSettings = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'patch',
  path: '/v1/enterprise/spots/{id}/reservation-settings',
  summary: 'Turn Popspot reservations on or off',
  description: `Off stops new bookings; the bookings made stay. ${managerWrite}`,
  request: { params: spotParams, ...json(reservationSettingsBodySchema) },
  responses: { ...jsonOk(reservationSettingsSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// GET /api/v1/enterprise/spots/{id}/reservations - one day's bookings
export const listDayBookings = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'get',
  path: '/v1/enterprise/spots/{id}/reservations',
  summary: "A day's bookings, for the door",
  description: `Bookings of one Seoul day (default today) by start time, with the booker's name and the last four digits of the number. ${staffRead}`,
  request: { params: spotParams, query: dayBookingsQuerySchema },
  responses: { ...jsonOk(dayBookingsSchema), ...jsonErrors(400, 401, 403, 404, 429) },
});

// POST /api/v1/enterprise/spots/{id}/reservations/check-in - mark a booking visited
export const checkIn = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  method: 'post',
  path: '/v1/enterprise/spots/{id}/reservations/check-in',
  summary: 'Check a visitor in',
  description: `Marks the booking VISITED from its entry QR's token or its entry code. Refused: ${codeDoc('RESERVATION_ENTRY_INVALID')} (forged, expired or unknown), ${codeDoc('RESERVATION_OTHER_POPUP')}, ${codeDoc('RESERVATION_NOT_TODAY')}, ${codeDoc('RESERVATION_ENTRY_CANCELED')}, ${codeDoc('RESERVATION_ALREADY_VISITED')}. ${staffRead}`,
  request: { params: spotParams, ...json(checkInBodySchema) },
  responses: { ...jsonOk(checkInResultSchema), ...jsonErrors(400, 401, 403, 404, 409, 429) },
});
