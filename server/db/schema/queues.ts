import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { queueTicketStatuses } from '../../../api/contracts/queue-ticket-status';
import { instant, timestamps } from './common';
import { spots } from './spots';
import { users } from './users';

/** READY 'enter now' and IN_PROGRESS count as active; HOLD paused; CLOSED closed. */
export const queueStatus = pgEnum('queue_status', ['READY', 'IN_PROGRESS', 'HOLD', 'CLOSED']);

/** An on-site waiting line of a spot (a spot "hasQueueConfig" when it has one). */
export const spotQueues = pgTable(
  'spot_queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: queueStatus('status').notNull().default('READY'),
    /**
     * The last ticket number handed out. Joining does
     * `UPDATE spot_queues SET team_counter = team_counter + 1 ... RETURNING team_counter`,
     * which serialises concurrent joins on the row lock and gives gap-free numbers.
     * currentTeamCount (teams waiting) is counted from tickets, not stored.
     */
    teamCounter: integer('team_counter').notNull().default(0),
    /** Whether people may join from the detail page; off: only at the store (its QR code). */
    remoteJoinEnabled: boolean('remote_join_enabled').notNull().default(true),
    /** The largest party one ticket may bring. */
    maxPartySize: smallint('max_party_size').notNull().default(8),
    /**
     * The hours (Seoul, 'HH:MM') in which the line takes new people; null: whenever it is
     * open (READY or IN_PROGRESS). A line past its closing time refuses joins even when the
     * store forgot to close it.
     */
    joinOpensAt: text('join_opens_at'),
    joinClosesAt: text('join_closes_at'),
    ...timestamps,
  },
  (t) => [
    index('spot_queues_spot_idx').on(t.spotId),
    check('spot_queues_max_party_size_ck', sql`${t.maxPartySize} BETWEEN 1 AND 20`),
    check(
      'spot_queues_join_hours_ck',
      sql`(${t.joinOpensAt} IS NULL) = (${t.joinClosesAt} IS NULL)
        AND (${t.joinOpensAt} IS NULL OR (${t.joinOpensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
          AND ${t.joinClosesAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.joinOpensAt} < ${t.joinClosesAt}))`,
    ),
  ],
);

/**
 * REGISTERED waiting, CALLED entry call, ENTERED entry done, CANCELED left by the user,
 * CANCELED_BY_MANAGER removed by staff, NO_SHOW did not come when called.
 */
export const queueTicketStatus = pgEnum('queue_ticket_status', queueTicketStatuses);

export const queueTickets = pgTable(
  'queue_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => spotQueues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketNumber: integer('ticket_number').notNull(),
    partySize: smallint('party_size').notNull().default(1),
    status: queueTicketStatus('status').notNull().default('REGISTERED'),
    calledAt: instant('called_at'),
    enteredAt: instant('entered_at'),
    canceledAt: instant('canceled_at'),
    ...timestamps,
  },
  (t) => [
    // One active ticket per user per queue; finished tickets (entered, cancelled, no-show)
    // do not block joining again.
    uniqueIndex('queue_tickets_queue_user_active_uq')
      .on(t.queueId, t.userId)
      .where(sql`${t.status} IN ('REGISTERED', 'CALLED')`),
    uniqueIndex('queue_tickets_queue_number_uq').on(t.queueId, t.ticketNumber),
    // "My queues" list and summary.
    index('queue_tickets_user_idx').on(t.userId, t.status),
    // Teams waiting / position in line.
    index('queue_tickets_queue_status_idx').on(t.queueId, t.status, t.ticketNumber),
    check('queue_tickets_party_size_ck', sql`${t.partySize} BETWEEN 1 AND 20`),
  ],
);
