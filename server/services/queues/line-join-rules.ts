import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { ApiError } from '@/api/api-error';
import type { queueStatuses, SpotQueue } from '@/api/contracts/spots';
import { seoulClock } from '@/lib/format-date';
import { spotQueues } from '../../db/schema';

type QueueStatus = (typeof queueStatuses)[number];
type Joinable = SpotQueue['joinable'];
/** Why the line itself refuses a ticket (ALREADY_JOINED is the person's, not the line's). */
type LineRefusal = Exclude<NonNullable<Joinable['reason']>, 'ALREADY_JOINED'>;

/** The rules a ticket is issued under (issueTicket holds the line to them as it takes the number). */
export type TicketRules = {
  /** The line statuses that take tickets. */
  statuses: readonly QueueStatus[];
  /** The Seoul clock ('HH:MM') to hold against the line's join hours, if it has any; omitted: no hours. */
  joinHoursAt?: string;
  /** A remote join: the line must allow remote joining. */
  remote?: boolean;
  /** What a line in another status answers (QUEUE_NOT_TAKING unless given). */
  refuseStatus?: () => ApiError;
};

/**
 * The rules a visitor joins under (decision 039): only a line in progress takes people (READY
 * means walk in now, HOLD and CLOSED take nobody), within its join hours on the Seoul clock,
 * and from the page only where remote joining is on; at the door the store's QR code stands
 * for that switch. POST /v1/users/spot-queues holds a join to these, and the lines' status
 * read says with the same rules whether a join would be taken now.
 */
export function visitorJoinRules(now: Date, source: 'REMOTE' | 'ON_SITE'): TicketRules {
  return { statuses: ['IN_PROGRESS'], joinHoursAt: seoulClock(now), remote: source === 'REMOTE' };
}

/**
 * Why a spot_queues row refuses a ticket under `rules`, in the order a person would want to
 * hear it, or null when it takes one (the party size apart: it is the request's, not the
 * line's). ONE expression for every use, so they cannot disagree: issueTicket's counter
 * UPDATE takes a number only where it is null, issueTicket's refusal names the error from it,
 * and the lines' status read (listSpotQueues) turns it into `joinable`.
 */
export function lineRefusal(rules: TicketRules): SQL<LineRefusal | null> {
  const statuses = `{${rules.statuses.join(',')}}`;
  const clock = rules.joinHoursAt ?? null;
  return sql<LineRefusal | null>`(CASE
    WHEN NOT (${spotQueues.status} = ANY(${statuses}::queue_status[])) THEN 'NOT_TAKING'
    WHEN ${clock}::text IS NOT NULL AND ${spotQueues.joinOpensAt} IS NOT NULL
      AND NOT (${clock}::text >= ${spotQueues.joinOpensAt} AND ${clock}::text < ${spotQueues.joinClosesAt})
      THEN 'OUTSIDE_HOURS'
    WHEN ${rules.remote === true}::boolean AND NOT ${spotQueues.remoteJoinEnabled} THEN 'ON_SITE_ONLY'
  END)`;
}

/** The status read's columns: why a remote join, and why a join at the door, would be refused now. */
export function joinRefusalColumns(now: Date) {
  return {
    remoteRefusal: lineRefusal(visitorJoinRules(now, 'REMOTE')),
    onSiteRefusal: lineRefusal(visitorJoinRules(now, 'ON_SITE')),
  };
}

/**
 * What the reader may do with a line (SpotQueue.joinable), from the refusals of
 * joinRefusalColumns and whether the reader already holds an active ticket in it (the join
 * would answer QUEUE_ALREADY_JOINED). An anonymous reader is told what a signed-in one would
 * be: the page asks them to sign in first.
 */
export function joinableOf(line: {
  remoteRefusal: LineRefusal | null;
  onSiteRefusal: LineRefusal | null;
  hasMine: boolean;
}): Joinable {
  if (line.hasMine) return { remote: false, onSite: false, reason: 'ALREADY_JOINED' };
  return {
    remote: line.remoteRefusal === null,
    onSite: line.onSiteRefusal === null,
    reason: line.remoteRefusal,
  };
}
