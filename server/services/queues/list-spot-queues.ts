import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SpotQueue } from '@/api/contracts/spots';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { queueTickets, spotQueues } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { joinableOf, joinRefusalColumns } from './line-join-rules';
import { queueTitleIn, translatedQueueTitle } from './queue-titles';
import { withLineWaits } from './queue-wait-history';

/** Tickets that hold a place in line: waiting, or called to the door. */
const ACTIVE_TICKET_STATUSES = ['REGISTERED', 'CALLED'] as const;

/**
 * The waiting lines of a public spot with the number of teams waiting now, and whether the
 * signed-in caller holds an active ticket in each, and its id ('my position' link). One query: the
 * active tickets are joined (queue_tickets_queue_status_idx) and aggregated per queue. Names
 * in `lang` where the store gave the line one (titleLocale 'ko' when not). `joinable` comes
 * from the rules a join is held to (line-join-rules.ts), at `now`.
 */
export async function listSpotQueues(input: {
  spotId: number;
  viewerId: number | null;
  lang: Locale;
  now?: Date;
}): Promise<SpotQueue[]> {
  const db = await getDb();
  const now = input.now ?? new Date();
  await findPublicSpotOrThrow(db, input.spotId);
  const mine = input.viewerId
    ? sql<boolean>`coalesce(bool_or(${queueTickets.userId} = ${input.viewerId}), false)`
    : sql<boolean>`false`;
  // One active ticket per user and queue (queue_tickets_queue_user_active_uq), so max() is it.
  const myTicketId = input.viewerId
    ? sql<number | null>`max(case when ${queueTickets.userId} = ${input.viewerId} then ${queueTickets.id} end)`
    : sql<number | null>`null::int`;
  const lines = await db
    .select({
      id: spotQueues.id,
      title: spotQueues.title,
      translatedTitle: translatedQueueTitle(input.lang),
      status: spotQueues.status,
      currentTeamCount: sql<number>`count(${queueTickets.id})::int`.mapWith(Number),
      hasMine: mine,
      myTicketId: myTicketId.mapWith((v: unknown) => (v === null ? null : Number(v))),
      remoteJoinEnabled: spotQueues.remoteJoinEnabled,
      maxPartySize: spotQueues.maxPartySize,
      ...joinRefusalColumns(now),
    })
    .from(spotQueues)
    .leftJoin(
      queueTickets,
      and(eq(queueTickets.queueId, spotQueues.id), inArray(queueTickets.status, [...ACTIVE_TICKET_STATUSES])),
    )
    .where(eq(spotQueues.spotId, input.spotId))
    .groupBy(spotQueues.id)
    .orderBy(asc(spotQueues.id));
  // The wait for someone joining now (decision 041), from the lines' recent calls in one query.
  const named = lines.map(({ translatedTitle, remoteRefusal, onSiteRefusal, ...line }) => ({
    ...line,
    ...queueTitleIn({ title: line.title, translatedTitle }, input.lang),
    joinable: joinableOf({ remoteRefusal, onSiteRefusal, hasMine: line.hasMine }),
  }));
  return withLineWaits(db, named, now);
}
