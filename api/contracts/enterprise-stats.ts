import { z } from 'zod';
import { daySchema } from './day';
import { paged, pageQuerySchema } from './envelope';

/**
 * The company console's statistics of a pop-up and the company's audit log (decision 046).
 * Days are Korean calendar days ('YYYY-MM-DD', Asia/Seoul); every series has one entry per
 * day of the range, zero (or null for an average of nothing) where nothing happened.
 */

export const spotStatsQuerySchema = z.object({
  /** First Seoul day, included; default: 29 days before `to`. */
  from: daySchema.optional(),
  /** Last Seoul day, included; default: today in Seoul. At most 366 days from `from`. */
  to: daySchema.optional(),
});
export type SpotStatsQuery = z.infer<typeof spotStatsQuerySchema>;

/** A ratio 0..1, or null when its denominator is 0. */
const ratio = z.number().min(0).max(1).nullable();
/** Minutes, one decimal; null when nothing was measured. */
const minutes = z.number().nullable();

const interestSchema = z.object({
  /** Detail page loads. */
  views: z.number().int(),
  /** Picks made that day that are still picked (an unpick removes the pick). */
  picks: z.number().int(),
  /** Votes cast, and how many of them were "want to go" (LEFT). */
  votes: z.number().int(),
  wantVotes: z.number().int(),
  /** wantVotes / votes. */
  wantRatio: ratio,
  /** Reviews registered (not deleted), and their average score (1 to 5, two decimals). */
  reviews: z.number().int(),
  averageScore: z.number().nullable(),
});

const queueDaySchema = z.object({
  /** Teams that joined a line of the pop-up (from the app or as walk-ins). */
  joined: z.number().int(),
  /** Teams called, let in ("can enter") and marked entered, each on the day it happened. */
  called: z.number().int(),
  entered: z.number().int(),
  /** Called teams that did not come (marked on that day). */
  noShows: z.number().int(),
  /** noShows / (entered + noShows). */
  noShowRate: ratio,
  /** Average minutes from joining to the call, over the teams called that day. */
  averageWaitMinutes: minutes,
  /** Average minutes from joining to "can enter" (or entered, if let in without it). */
  averageEntryWaitMinutes: minutes,
});

const reservationDaySchema = z.object({
  /** Places offered and booked (people) in the slots of that visit day. */
  capacity: z.number().int(),
  reserved: z.number().int(),
  /** reserved / capacity. */
  fillRate: ratio,
});

const statsFiguresSchema = interestSchema.extend({
  queue: queueDaySchema,
  reservations: reservationDaySchema,
});
export type StatsFigures = z.infer<typeof statsFiguresSchema>;

const statsDaySchema = statsFiguresSchema.extend({ date: z.string() }).meta({ id: 'SpotStatsDay' });
export type StatsDay = z.infer<typeof statsDaySchema>;

export const spotStatsSchema = z
  .object({
    spot: z.object({ id: z.number().int(), title: z.string() }),
    /** The range answered (the request's, or the default one). */
    from: z.string(),
    to: z.string(),
    /** Whether the pop-up has a waiting line, and reservation slots, at all. */
    hasQueue: z.boolean(),
    hasReservations: z.boolean(),
    days: z.array(statsDaySchema),
    /** The whole range: sums, and averages and ratios over all of its events. */
    totals: statsFiguresSchema,
  })
  .meta({ id: 'SpotStats' });
export type SpotStats = z.infer<typeof spotStatsSchema>;

// ---- The audit log ----

export const companyAuditActions = [
  'COMPANY_CREATED',
  'COMPANY_UPDATED',
  'DOMAIN_ADDED',
  'DOMAIN_REMOVED',
  'MEMBER_JOINED',
  'MEMBER_ROLE_CHANGED',
  'MEMBER_REMOVED',
  'INVITATION_SENT',
  'INVITATION_WITHDRAWN',
  'SPOT_CREATED',
  'SPOT_UPDATED',
  'SPOT_PUBLISHED',
  'SPOT_UNPUBLISHED',
  'SPOT_DELETED',
  'QUEUE_CREATED',
  'QUEUE_UPDATED',
  'QUEUE_DELETED',
  'RESERVATION_SETTINGS_UPDATED',
  'RESERVATION_CHECKED_IN',
  'SLOTS_CREATED',
  'SLOT_UPDATED',
  'SLOT_DELETED',
] as const;
export type CompanyAuditActionName = (typeof companyAuditActions)[number];

const auditEventSchema = z
  .object({
    id: z.number().int(),
    /** One of companyAuditActions (a newer server may add more: show those by name). */
    action: z.string(),
    /** Who did it; null once the account is gone. */
    actor: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
    /** COMPANY, DOMAIN, MEMBER, INVITATION, SPOT, QUEUE, SLOT or RESERVATION, and its id. */
    targetType: z.string(),
    targetId: z.number().int().nullable(),
    /** The pop-up the change concerns (a spot, or its line or slots), with its current title. */
    spot: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    /** The particulars as written: changed field names, a new role, a title. */
    detail: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CompanyAuditEvent' });
export type CompanyAuditEvent = z.infer<typeof auditEventSchema>;

export const companyAuditPageSchema = paged(auditEventSchema).meta({ id: 'CompanyAuditPage' });
export type CompanyAuditPage = z.infer<typeof companyAuditPageSchema>;
export const companyAuditQuerySchema = pageQuerySchema;
