import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import {
  bookReservationBodySchema,
  reservationDetailSchema,
  reservationListQuerySchema,
  reservationListSchema,
  reservationQuerySchema,
  reservationSlotsQuerySchema,
  reservationSlotsSchema,
} from '@/api/contracts/reservations';
import { RESERVATION_CANCEL_CUTOFF_MINUTES, RESERVATION_MAX_PARTY_SIZE } from '@/lib/reservation-rules';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

const tags = ['reservations'];

// GET /api/v1/spots/{id}/reservation-slots - a pop-up's bookable days and time slots (public)
export const listReservationSlots = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/reservation-slots',
  tags,
  summary: "A pop-up's reservation slots",
  description:
    'The days from `from` to `to` (Seoul days; default today and the next 29) with their time slots and the ' +
    'places left. `bookable` is false for a slot that has started, is full, or while the booking window ' +
    '(bookingOpensAt to bookingClosesAt) is not open. Hidden, deleted or unknown pop-ups: 404; a pop-up that ' +
    `does not take bookings on Popspot: ${codeDoc('RESERVATION_NOT_OFFERED')}. A range over 62 days: 400.`,
  request: { params: z.object({ id: idParam }), query: reservationSlotsQuerySchema },
  responses: { ...jsonOk(reservationSlotsSchema), ...jsonErrors(400, 404, 429) },
});

// POST /api/v1/users/reservations - book places in a time slot
export const bookReservation = createRoute({
  method: 'post',
  path: '/v1/users/reservations',
  tags,
  summary: 'Book a time slot',
  description:
    `Books \`partySize\` places (1 to ${RESERVATION_MAX_PARTY_SIZE}, else ${codeDoc('RESERVATION_PARTY_LIMIT')}) ` +
    'for the booker (name, a Korean mobile number, stored as digits), who agrees to hand them to the organiser ' +
    '(`agreedToPrivacy: true`, recorded with its time and version). Refusals: the slot has started ' +
    `${codeDoc('RESERVATION_SLOT_CLOSED')}; the booking window is not open ${codeDoc('RESERVATION_WINDOW_CLOSED')}; ` +
    `not enough places left ${codeDoc('RESERVATION_SLOT_FULL')}; already a live booking at this pop-up that day ` +
    `${codeDoc('RESERVATION_ALREADY_MADE')}; not a Popspot-reservation pop-up ${codeDoc('RESERVATION_NOT_OFFERED')}. ` +
    'Unknown slot: 404. Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: {
    query: reservationQuerySchema,
    body: { required: true, content: { 'application/json': { schema: bookReservationBodySchema } } },
  },
  responses: { ...jsonOk(reservationDetailSchema), ...jsonErrors(400, 401, 404, 409, 429) },
});

// GET /api/v1/users/reservations - my bookings, coming visits first (paged)
export const listMyReservations = createRoute({
  method: 'get',
  path: '/v1/users/reservations',
  tags,
  summary: 'My reservations',
  description:
    'Live bookings still to come, soonest first, then the rest (past, cancelled, visited), latest first. ' +
    'Anonymous: 401.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { query: reservationListQuerySchema },
  responses: { ...jsonOk(reservationListSchema), ...jsonErrors(400, 401, 429) },
});

// GET /api/v1/users/reservations/{id} - one of my bookings, with its entry token
export const getMyReservation = createRoute({
  method: 'get',
  path: '/v1/users/reservations/{id}',
  tags,
  summary: 'My reservation',
  description:
    'The booking with its entry code and, while RESERVED, `entryToken`: what the entry QR encodes, signed by ' +
    "the server. Someone else's booking and an unknown id both answer 404 / 40400000. Anonymous: 401.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }), query: reservationQuerySchema },
  responses: { ...jsonOk(reservationDetailSchema), ...jsonErrors(400, 401, 404, 429) },
});

// PATCH /api/v1/users/reservations/{id} - cancel my booking
export const cancelReservation = createRoute({
  method: 'patch',
  path: '/v1/users/reservations/{id}',
  tags,
  summary: 'Cancel my reservation',
  description:
    `RESERVED becomes CANCELED and the places go back to the slot, up to ${RESERVATION_CANCEL_CUTOFF_MINUTES} ` +
    `minutes before the slot (\`cancelableUntil\`), else ${codeDoc('RESERVATION_CANCEL_CLOSED')}. Cancelled or ` +
    `visited already: ${codeDoc('RESERVATION_NOT_ACTIVE')}. Someone else's or unknown: 404. Anonymous: 401.`,
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }), query: reservationQuerySchema },
  responses: { ...jsonOk(reservationDetailSchema), ...jsonErrors(400, 401, 404, 409, 429) },
});

// GET /api/v1/users/reservations/{id}/calendar.ics - my visit for a calendar app
export const reservationCalendar = createRoute({
  method: 'get',
  path: '/v1/users/reservations/{id}/calendar.ics',
  tags,
  summary: 'Add my reservation to a calendar',
  description:
    'A download (Content-Disposition: attachment): the visit as an hour-long event with the entry code and a ' +
    "reminder an hour before; CANCELLED once cancelled. Someone else's or unknown: 404. Anonymous: 401.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { params: z.object({ id: idParam }), query: reservationQuerySchema },
  responses: {
    200: { description: 'An iCalendar (RFC 5545) file', content: { 'text/calendar': { schema: z.string() } } },
    ...jsonErrors(400, 401, 404),
  },
});
