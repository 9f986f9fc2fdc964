import { z } from 'zod';
import { daySchema } from './day';
import { updateConsoleQueueBodySchema } from './queue-console';
import { queueStatuses } from './spots';

/*
 * The company console's operations of one pop-up (/enterprise/popups/{id}/operations,
 * decision 047): its waiting lines and who runs them, its Popspot reservation slots, and the
 * day's bookings with the door check-in. Days are Seoul calendar days ('YYYY-MM-DD'), times
 * Seoul wall-clock ('HH:MM').
 */

const companyRoles = ['OWNER', 'MANAGER', 'STAFF'] as const;

/** 'HH:MM', 00:00 to 23:59 (the same pattern as the line's join-hours check). */
const clockSchema = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be HH:MM');

/** A line's name as the pop-up's page shows it; printable, no control characters. */
const lineTitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((s) => !/\p{Cc}/u.test(s), 'must not contain control characters');

/**
 * The line's name for English, Japanese and Chinese pages, in the same bounds as the Korean
 * one. In a write a name sets it, null removes it (those pages then show the Korean name,
 * marked lang="ko") and a missing key keeps what is stored.
 */
const lineTitleTranslationsSchema = z
  .object({
    en: lineTitleSchema.nullable().optional(),
    ja: lineTitleSchema.nullable().optional(),
    zh: lineTitleSchema.nullable().optional(),
  })
  .strict();

/** The hours (Seoul) in which the line takes new people; null: whenever it is open. */
const joinHoursSchema = z
  .object({ opensAt: clockSchema, closesAt: clockSchema })
  .refine((h) => h.opensAt < h.closesAt, { message: 'must close after it opens', path: ['closesAt'] });

// ---- Waiting lines ----

const queueLineSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The line's name in en/ja/zh, null where the store gave none. */
    titleTranslations: z.object({ en: z.string().nullable(), ja: z.string().nullable(), zh: z.string().nullable() }),
    status: z.enum(queueStatuses),
    remoteJoinEnabled: z.boolean(),
    maxPartySize: z.number().int(),
    noShowGraceMinutes: z.number().int(),
    joinOpensAt: z.string().nullable(),
    joinClosesAt: z.string().nullable(),
    /** Teams holding a place now (waiting or called): a line with any cannot be deleted. */
    activeTeams: z.number().int(),
    /** The operator console of the line (prefix the language). */
    consolePath: z.string(),
  })
  .meta({ id: 'EnterpriseQueueLine' });
export type EnterpriseQueueLine = z.infer<typeof queueLineSchema>;

const operatorSchema = z
  .object({ userId: z.number().int(), nickname: z.string(), role: z.enum(companyRoles) })
  .meta({ id: 'EnterpriseQueueOperator' });

/** The pop-up as the operations page heads it, and what the caller may change. */
const operationsSpotSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isPopspotReservation: z.boolean(),
  /** MANAGER or above of the pop-up's company, or an admin: may change settings and slots. */
  canManage: z.boolean(),
});

export const enterpriseQueuesSchema = z
  .object({
    spot: operationsSpotSchema,
    lines: z.array(queueLineSchema),
    /** Who may run the lines: the company's verified members (any role), by role then name. */
    operators: z.array(operatorSchema),
  })
  .meta({ id: 'EnterpriseQueues' });
export type EnterpriseQueues = z.infer<typeof enterpriseQueuesSchema>;

const rules = updateConsoleQueueBodySchema.shape;

/** POST /v1/enterprise/spots/{id}/queues: a new line (it starts CLOSED; the console opens it). */
export const createQueueLineBodySchema = z
  .object({
    title: lineTitleSchema,
    titleTranslations: lineTitleTranslationsSchema.optional(),
    remoteJoinEnabled: rules.remoteJoinEnabled,
    maxPartySize: rules.maxPartySize,
    noShowGraceMinutes: rules.noShowGraceMinutes,
    joinHours: joinHoursSchema.nullable().optional(),
  })
  .meta({ id: 'CreateQueueLineBody' });
export type CreateQueueLineBody = z.infer<typeof createQueueLineBodySchema>;

/** PATCH /v1/enterprise/queues/{queueId}: the name and rules; omit what stays, joinHours null clears. */
export const updateQueueLineBodySchema = createQueueLineBodySchema.partial().meta({ id: 'UpdateQueueLineBody' });
export type UpdateQueueLineBody = z.infer<typeof updateQueueLineBodySchema>;

// ---- Reservation slots ----

export const enterpriseSlotsQuerySchema = z.object({
  /** First day, default today (Seoul). */
  from: daySchema.optional(),
  /** Last day, default `from` + 29 days; at most 92 days after `from`. */
  to: daySchema.optional(),
});

const enterpriseSlotSchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    startTime: z.string(),
    startsAt: z.string(),
    capacity: z.number().int(),
    /** People booked (live bookings). Capacity never goes below it. */
    reservedCount: z.number().int(),
    /** No booking was ever made on it (a cancelled one counts): it may be deleted. */
    deletable: z.boolean(),
  })
  .meta({ id: 'EnterpriseReservationSlot' });
export type EnterpriseReservationSlot = z.infer<typeof enterpriseSlotSchema>;

export const enterpriseSlotsSchema = z
  .object({
    spot: operationsSpotSchema,
    from: z.string(),
    to: z.string(),
    days: z.array(z.object({ date: z.string(), slots: z.array(enterpriseSlotSchema) })),
  })
  .meta({ id: 'EnterpriseReservationSlots' });
export type EnterpriseReservationSlots = z.infer<typeof enterpriseSlotsSchema>;

/** The most slots one generator request may make. */
export const MAX_SLOTS_PER_REQUEST = 500;
/** The longest day range of one generator request or one listing. */
export const MAX_SLOT_RANGE_DAYS = 92;
const SLOT_CAPACITY_MAX = 1000;

/**
 * POST /v1/enterprise/spots/{id}/reservation-slots: every chosen weekday (0 Sunday to 6
 * Saturday) between `from` and `to`, at every time, with the capacity (people). A slot that
 * exists already is left as it is; one that would start in the past is not made.
 */
export const createSlotsBodySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'must not repeat a day'),
    times: z
      .array(clockSchema)
      .min(1)
      .max(48)
      .refine((times) => new Set(times).size === times.length, 'must not repeat a time'),
    capacity: z.number().int().min(1).max(SLOT_CAPACITY_MAX),
  })
  .refine((b) => b.from <= b.to, { message: 'must not be before from', path: ['to'] })
  .meta({ id: 'CreateReservationSlotsBody' });
export type CreateSlotsBody = z.infer<typeof createSlotsBodySchema>;

export const createSlotsResultSchema = z
  .object({
    created: z.number().int(),
    /** Times that already had a slot (left unchanged). */
    skippedExisting: z.number().int(),
    /** Times that have already started (not made). */
    skippedPast: z.number().int(),
  })
  .meta({ id: 'CreateReservationSlotsResult' });
export type CreateSlotsResult = z.infer<typeof createSlotsResultSchema>;

/** PATCH /v1/enterprise/reservation-slots/{slotId}: 0 closes the slot to new bookings. */
export const updateSlotBodySchema = z
  .object({ capacity: z.number().int().min(0).max(SLOT_CAPACITY_MAX) })
  .meta({ id: 'UpdateReservationSlotBody' });

/** PATCH /v1/enterprise/spots/{id}/reservation-settings: take bookings on Popspot or not. */
export const reservationSettingsBodySchema = z
  .object({ isPopspotReservation: z.boolean() })
  .meta({ id: 'ReservationSettingsBody' });
export type ReservationSettingsBody = z.infer<typeof reservationSettingsBodySchema>;
export const reservationSettingsSchema = reservationSettingsBodySchema.meta({ id: 'ReservationSettings' });

// ---- The day's bookings and the door check-in ----

export const dayBookingsQuerySchema = z.object({ date: daySchema.optional() });

const bookingStatuses = ['RESERVED', 'CANCELED', 'VISITED'] as const;

const dayBookingSchema = z
  .object({
    id: z.number().int(),
    slotId: z.number().int(),
    startTime: z.string(),
    partySize: z.number().int(),
    status: z.enum(bookingStatuses),
    /** The name staff call at the door; null once erased. */
    bookerName: z.string().nullable(),
    /** The last four digits of the booker's mobile number, to tell two namesakes apart. */
    phoneLast4: z.string().nullable(),
    visitedAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
  })
  .meta({ id: 'EnterpriseDayBooking' });
export type EnterpriseDayBooking = z.infer<typeof dayBookingSchema>;

export const dayBookingsSchema = z
  .object({
    spot: operationsSpotSchema,
    date: z.string(),
    /** By start time, then booking order. */
    bookings: z.array(dayBookingSchema),
    /** People expected (live bookings) and arrived (visited). */
    expectedPeople: z.number().int(),
    visitedPeople: z.number().int(),
  })
  .meta({ id: 'EnterpriseDayBookings' });
export type EnterpriseDayBookings = z.infer<typeof dayBookingsSchema>;

/**
 * POST /v1/enterprise/spots/{id}/reservations/check-in: what the visitor shows, either the
 * entry QR's token or the entry code read out ('ABCD-1234-EF', dashes and spaces ignored).
 */
export const checkInBodySchema = z
  .object({
    token: z.string().min(1).max(2000).optional(),
    entryCode: z
      .string()
      .max(40)
      .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[0-9A-F]{10}$/, 'must be the 10-character entry code'))
      .optional(),
  })
  .refine((b) => (b.token === undefined) !== (b.entryCode === undefined), {
    message: 'send either token or entryCode',
    path: ['token'],
  })
  .meta({ id: 'CheckInBody' });
export type CheckInBody = z.input<typeof checkInBodySchema>;
export type CheckInData = z.output<typeof checkInBodySchema>;

export const checkInResultSchema = dayBookingSchema.extend({ date: z.string() }).meta({ id: 'CheckInResult' });
export type CheckInResult = z.infer<typeof checkInResultSchema>;
