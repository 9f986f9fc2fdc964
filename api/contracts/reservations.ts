import { z } from 'zod';
import { daySchema } from './day';
import { BOOKER_NAME_MAX_LENGTH, koreanMobileDigits } from '@/lib/reservation-rules';
import { paged, pageQuerySchema } from './envelope';
import { localeSchema } from './locale';
import { spotFileSchema, spotTypeSchema } from './spots';

/*
 * Popspot's own reservations (decision 043): the slots of a pop-up that takes bookings on
 * Popspot, and my bookings. Days are Seoul calendar days ('YYYY-MM-DD'), times Seoul
 * wall-clock ('HH:MM'); `startsAt` is the same moment as an ISO instant.
 */

// ---- GET /v1/spots/{id}/reservation-slots ----

export const reservationSlotsQuerySchema = z.object({
  /** First day (Seoul), default today. */
  from: daySchema.optional(),
  /** Last day, default `from` + 29 days; at most 62 days after `from`. */
  to: daySchema.optional(),
  lang: localeSchema.optional(),
});

const reservationSlotSchema = z
  .object({
    id: z.number().int(),
    /** 'HH:MM', Seoul. */
    startTime: z.string(),
    startsAt: z.string(),
    capacity: z.number().int(),
    /** Places left: capacity minus the people already booked. */
    remaining: z.number().int(),
    /** Open for booking now: not started, places left, and the pop-up's booking window open. */
    bookable: z.boolean(),
  })
  .meta({ id: 'ReservationSlot' });
export type ReservationSlot = z.infer<typeof reservationSlotSchema>;

export const reservationSlotsSchema = z
  .object({
    spot: z.object({
      id: z.number().int(),
      type: spotTypeSchema,
      title: z.string(),
      /** The language of `title` (Korean when it has no translation in ?lang). */
      contentLocale: localeSchema,
    }),
    /** The most people one booking brings. */
    maxPartySize: z.number().int(),
    /** The pop-up's booking window (its pre-reservation window); null: no bound on that side. */
    bookingOpensAt: z.string().nullable(),
    bookingClosesAt: z.string().nullable(),
    /** Days that have slots, in order, each with its slots in order. */
    days: z.array(z.object({ date: z.string(), slots: z.array(reservationSlotSchema) })),
  })
  .meta({ id: 'ReservationSlots' });
export type ReservationSlots = z.infer<typeof reservationSlotsSchema>;

// ---- POST /v1/users/reservations ----

/** The booker's name: what the organiser reads at the door; no control characters. */
const bookerNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(BOOKER_NAME_MAX_LENGTH)
  .regex(/^[^\p{C}]+$/u, 'must not hold control characters');

/** A Korean mobile number in any usual spelling ("010-1234-5678"), stored as its 11 digits. */
const bookerPhoneSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const digits = koreanMobileDigits(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a mobile number like 010-1234-5678' });
      return z.NEVER;
    }
    return digits;
  });

export const bookReservationBodySchema = z
  .object({
    slotId: z.number().int().positive().max(2_147_483_647),
    /** People coming; the pop-up's own limit (maxPartySize) applies too. */
    partySize: z.number().int().min(1).max(20),
    bookerName: bookerNameSchema,
    bookerPhone: bookerPhoneSchema,
    /** Consent to hand the name and number to the pop-up's organiser: required. */
    agreedToPrivacy: z.literal(true),
  })
  .meta({ id: 'BookReservationBody' });
/** The body as the service gets it: the phone number as its 11 digits. */
export type BookReservationData = z.output<typeof bookReservationBodySchema>;

// ---- My reservations ----

const reservationStatuses = ['RESERVED', 'CANCELED', 'VISITED'] as const;

const reservationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(reservationStatuses),
    spot: z.object({
      id: z.number().int(),
      type: spotTypeSchema,
      title: z.string(),
      contentLocale: localeSchema,
      address: z.string(),
      file: spotFileSchema.nullable(),
    }),
    slotId: z.number().int(),
    /** The visit day and time, Seoul. */
    visitDate: z.string(),
    startTime: z.string(),
    startsAt: z.string(),
    partySize: z.number().int(),
    /** Shown at the door; the entry QR carries it signed. */
    entryCode: z.string(),
    /** Null once erased (account deleted, or 30 days after the visit). */
    bookerName: z.string().nullable(),
    /** 11 digits ("01012345678"), or null once erased. */
    bookerPhone: z.string().nullable(),
    /** Until when it can be cancelled (an hour before the start). */
    cancelableUntil: z.string(),
    createdAt: z.string(),
    canceledAt: z.string().nullable(),
    visitedAt: z.string().nullable(),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationDetailSchema = reservationSchema
  .extend({
    /**
     * What the entry QR encodes: a token signed by the server naming this reservation and its
     * code, which staff can verify and nobody can forge. Only while RESERVED, else null.
     */
    entryToken: z.string().nullable(),
  })
  .meta({ id: 'ReservationDetail' });
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

export const reservationListSchema = paged(reservationSchema).meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof reservationListSchema>;

export const reservationListQuerySchema = pageQuerySchema.extend({ lang: localeSchema.optional() });
export const reservationQuerySchema = z.object({ lang: localeSchema.optional() });
