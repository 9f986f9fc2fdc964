import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { queueEventActions, queueTicketSources, queueTicketStatuses } from '../../../api/contracts/queue-ticket-status';
import { instant, timestamps, translationLocale } from './common';
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
    /**
     * Minutes a called team has to show up, counted from "can enter" (admitted_at), else from
     * the call; only after them may staff mark the team a no-show.
     */
    noShowGraceMinutes: smallint('no_show_grace_minutes').notNull().default(5),
    ...timestamps,
  },
  (t) => [
    index('spot_queues_spot_idx').on(t.spotId),
    check('spot_queues_max_party_size_ck', sql`${t.maxPartySize} BETWEEN 1 AND 20`),
    check('spot_queues_no_show_grace_ck', sql`${t.noShowGraceMinutes} BETWEEN 1 AND 60`),
    check(
      'spot_queues_join_hours_ck',
      sql`(${t.joinOpensAt} IS NULL) = (${t.joinClosesAt} IS NULL)
        AND (${t.joinOpensAt} IS NULL OR (${t.joinOpensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
          AND ${t.joinClosesAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.joinOpensAt} < ${t.joinClosesAt}))`,
    ),
  ],
);

/** A line's name in en/ja/zh ('Entry', '入場'); without a row the Korean name shows, marked lang="ko". */
export const spotQueueTranslations = pgTable(
  'spot_queue_translations',
  {
    queueId: integer('queue_id')
      .notNull()
      .references(() => spotQueues.id, { onDelete: 'cascade' }),
    locale: translationLocale('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.queueId, t.locale] })],
);

/**
 * REGISTERED waiting, CALLED entry call, ENTERED entry done, CANCELED left by the user,
 * CANCELED_BY_MANAGER removed by staff, NO_SHOW did not come when called.
 */
export const queueTicketStatus = pgEnum('queue_ticket_status', queueTicketStatuses);

export const queueTicketSource = pgEnum('queue_ticket_source', queueTicketSources);

export const queueTickets = pgTable(
  'queue_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => spotQueues.id, { onDelete: 'cascade' }),
    /** Null only for a walk-in team that staff added. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    source: queueTicketSource('source').notNull().default('REMOTE'),
    /** What staff typed to recognise a walk-in team (a name, a phone's last digits). */
    walkInNote: text('walk_in_note'),
    ticketNumber: integer('ticket_number').notNull(),
    partySize: smallint('party_size').notNull().default(1),
    status: queueTicketStatus('status').notNull().default('REGISTERED'),
    calledAt: instant('called_at'),
    /**
     * A CALLED ticket has two phases (decision 040): null, the entry call ("almost your turn,
     * wait on site"); set, "can enter" (come in now). The status stays CALLED in both, so the
     * spec's six statuses are kept.
     */
    admittedAt: instant('admitted_at'),
    enteredAt: instant('entered_at'),
    canceledAt: instant('canceled_at'),
    /** Why staff cancelled the ticket (CANCELED_BY_MANAGER); the visitor sees it. */
    cancelReason: text('cancel_reason'),
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
    check('queue_tickets_owner_ck', sql`${t.userId} IS NOT NULL OR ${t.source} = 'WALK_IN'`),
    check('queue_tickets_walk_in_note_ck', sql`char_length(${t.walkInNote}) <= 40`),
    check('queue_tickets_cancel_reason_ck', sql`char_length(${t.cancelReason}) BETWEEN 1 AND 200`),
    check('queue_tickets_admitted_ck', sql`${t.admittedAt} IS NULL OR ${t.calledAt} IS NOT NULL`),
  ],
);

/** What happened to a line; see queueEvents. */
export const queueEventAction = pgEnum('queue_event_action', queueEventActions);

/**
 * Everything that changed a line, in order: the console's audit log (who did what, when) and
 * the feed of the live updates. Its id is the server-sent events' id, so a reconnecting
 * page (Last-Event-ID) is sent what it missed. Written in the same transaction as the change,
 * with a NOTIFY that PostgreSQL delivers to every app process at commit.
 */
export const queueEvents = pgTable(
  'queue_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => spotQueues.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => queueTickets.id, { onDelete: 'set null' }),
    /** Who did it: staff, or the visitor for JOIN and LEAVE; null once the account is gone. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: queueEventAction('action').notNull(),
    /** The action's particulars: the new line status, a cancel reason, changed settings. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('queue_events_queue_idx').on(t.queueId, t.id), index('queue_events_ticket_idx').on(t.ticketId)],
);
