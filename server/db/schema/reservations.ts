import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, timestamps } from './common';
import { spots } from './spots';
import { users } from './users';

/**
 * What the dispatch job did with an alert (server/jobs/dispatch-reservation-alerts.ts):
 * SENT, SUPPRESSED (the user switched pre-reservation alerts off), SUPERSEDED (a smaller
 * offset of the same pop-up was due at the same time, after downtime: one alert, not three),
 * MISSED (the window opened before any process could send it; never sent late).
 */
export const reservationAlertOutcome = pgEnum('reservation_alert_outcome', [
  'SENT',
  'SUPPRESSED',
  'SUPERSEDED',
  'MISSED',
]);

/**
 * Pre-reservation alerts: "remind me N minutes before pre-reservation opens" (offsets 1440,
 * 60, 10 in lib/constants). The send time is not stored; the job computes
 * spots.pre_reservation_started_at - offset, so moving the start moves the alert too.
 */
export const reservationNotifications = pgTable(
  'reservation_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    remindOffsetMinutes: integer('remind_offset_minutes').notNull(),
    /** Set by the dispatch job when it handled the row; a set value means "never send again". */
    sentAt: instant('sent_at'),
    /** Set with sent_at: what was done (null while pending). */
    outcome: reservationAlertOutcome('outcome'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservation_notifications_user_spot_offset_uq').on(t.userId, t.spotId, t.remindOffsetMinutes),
    // The dispatch job looks up pending rows (sent_at IS NULL) by spot.
    index('reservation_notifications_spot_idx').on(t.spotId, t.sentAt),
    check('reservation_notifications_offset_ck', sql`${t.remindOffsetMinutes} > 0`),
    check('reservation_notifications_outcome_ck', sql`(${t.sentAt} IS NULL) = (${t.outcome} IS NULL)`),
  ],
);

/**
 * Bookable time slots of a spot with is_popspot_reservation. Capacity is counted in people;
 * reserved_count is bumped with a conditional UPDATE (reserved_count + n <= capacity) so two
 * bookings cannot oversell the last places (decision 043).
 */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    /** The visit day in Korea, and the Seoul wall-clock start of the slot. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    capacity: integer('capacity').notNull(),
    reservedCount: integer('reserved_count').notNull().default(0),
    /**
     * The slot's start as an instant, derived by the database from the Seoul day and time
     * (Korea keeps no daylight saving, and timezone(text, timestamp) is immutable), so the
     * booking, cancellation and reminder rules compare instants and no writer can disagree.
     */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .generatedAlwaysAs(sql`((visit_date + start_time) AT TIME ZONE 'Asia/Seoul')`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reservation_slots_spot_time_uq').on(t.spotId, t.visitDate, t.startTime),
    // The reminder job looks for slots starting within the next hours.
    index('reservation_slots_starts_at_idx').on(t.startsAt),
    check('reservation_slots_capacity_ck', sql`${t.reservedCount} >= 0 AND ${t.reservedCount} <= ${t.capacity}`),
  ],
);

export const popspotReservationStatus = pgEnum('popspot_reservation_status', ['RESERVED', 'CANCELED', 'VISITED']);

/**
 * A booking made on Popspot (/reservation/popup/{id}, /myreservation/{id}); rules in
 * decision 043. The booker's name and mobile number are handed to the pop-up's organiser,
 * so they are stored only with the consent to do so (its time and the version of the text
 * agreed to), and erased when the account is deleted or 30 days after the visit.
 */
export const popspotReservations = pgTable(
  'popspot_reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Redundant with the slot's spot, kept so "my reservations" and spot lists need no join. */
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => reservationSlots.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partySize: smallint('party_size').notNull().default(1),
    status: popspotReservationStatus('status').notNull().default('RESERVED'),
    canceledAt: instant('canceled_at'),
    visitedAt: instant('visited_at'),
    /**
     * What the visitor shows at the door, read out or typed by staff (the entry QR carries
     * it with the id, signed): ten hex digits drawn by the database.
     */
    entryCode: text('entry_code')
      .notNull()
      .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
    /** The booker as the organiser sees them: 1 to 20 characters, a Korean mobile number as digits. */
    bookerName: text('booker_name'),
    bookerPhone: text('booker_phone'),
    /** When the booker agreed to hand those to the organiser, and which text they agreed to. */
    privacyConsentedAt: instant('privacy_consented_at'),
    privacyConsentVersion: text('privacy_consent_version'),
    /** Set by the reminder job in the transaction that writes the notification: never twice. */
    reminderSentAt: instant('reminder_sent_at'),
    ...timestamps,
  },
  (t) => [
    // One live booking per user per slot; a cancelled one does not block rebooking.
    uniqueIndex('popspot_reservations_slot_user_live_uq')
      .on(t.slotId, t.userId)
      .where(sql`${t.status} = 'RESERVED'`),
    uniqueIndex('popspot_reservations_entry_code_uq').on(t.entryCode),
    index('popspot_reservations_user_idx').on(t.userId, t.createdAt),
    index('popspot_reservations_slot_idx').on(t.slotId),
    index('popspot_reservations_spot_idx').on(t.spotId),
    check('popspot_reservations_party_size_ck', sql`${t.partySize} BETWEEN 1 AND 20`),
    check('popspot_reservations_booker_name_ck', sql`char_length(${t.bookerName}) BETWEEN 1 AND 20`),
    check('popspot_reservations_booker_phone_ck', sql`${t.bookerPhone} ~ '^010[0-9]{8}$'`),
    // The booker's details exist only with the consent to share them.
    check(
      'popspot_reservations_booker_consent_ck',
      sql`(${t.bookerName} IS NULL AND ${t.bookerPhone} IS NULL) OR (${t.privacyConsentedAt} IS NOT NULL AND ${t.privacyConsentVersion} IS NOT NULL)`,
    ),
  ],
);
