import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, smallint, time, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * bookings cannot oversell the last places.
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reservation_slots_spot_time_uq').on(t.spotId, t.visitDate, t.startTime),
    check('reservation_slots_capacity_ck', sql`${t.reservedCount} >= 0 AND ${t.reservedCount} <= ${t.capacity}`),
  ],
);

export const popspotReservationStatus = pgEnum('popspot_reservation_status', ['RESERVED', 'CANCELED', 'VISITED']);

/** A booking made on Popspot (/reservation/popup/{id}, /myreservation/{id}). */
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
    ...timestamps,
  },
  (t) => [
    // One live booking per user per slot; a cancelled one does not block rebooking.
    uniqueIndex('popspot_reservations_slot_user_live_uq')
      .on(t.slotId, t.userId)
      .where(sql`${t.status} = 'RESERVED'`),
    index('popspot_reservations_user_idx').on(t.userId, t.createdAt),
    index('popspot_reservations_slot_idx').on(t.slotId),
    index('popspot_reservations_spot_idx').on(t.spotId),
    check('popspot_reservations_party_size_ck', sql`${t.partySize} BETWEEN 1 AND 20`),
  ],
);
