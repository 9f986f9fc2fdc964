import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { JoinQueueBody, QueueTicket } from '@/api/contracts/queues';
import { seoulClock } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { verifyQueueJoinCode } from '../../auth/queue-join-code';
import { getDb } from '../../db/client';
import { queueTickets, spotQueues } from '../../db/schema';
import { mine, selectTickets } from './queue-ticket-parts';
import { recordQueueEvent } from './record-queue-event';

/**
 * POST /v1/users/spot-queues: join a line, remotely or at the door (with the store's QR
 * join code, which also opens a line whose remote joining is off). In one transaction: take the line's next
 * number (the counter's row lock serialises concurrent joins and keeps numbers gap-free),
 * check the store's rules on the locked row, then insert the ticket. Any refusal rolls the
 * number back. One active ticket per person and line is the database's partial unique index:
 * a second join at the same moment inserts nothing and answers 409.
 */
export async function joinQueue(input: {
  userId: number;
  body: JoinQueueBody;
  lang?: Locale;
  now?: Date;
}): Promise<QueueTicket> {
  const db = await getDb();
  const now = input.now ?? new Date();
  // A code from the store's QR proves the person is at the door (checked before any lock).
  const joinCode = input.body.joinCode;
  if (joinCode !== undefined && !(await verifyQueueJoinCode(joinCode, input.body.queueId, now))) {
    throw apiError('QUEUE_JOIN_CODE_INVALID');
  }
  const source = joinCode === undefined ? ('REMOTE' as const) : ('ON_SITE' as const);
  const ticketId = await db.transaction(async (tx) => {
    const [line] = await tx
      .update(spotQueues)
      .set({ teamCounter: sql`${spotQueues.teamCounter} + 1` })
      .where(eq(spotQueues.id, input.body.queueId))
      .returning({
        number: spotQueues.teamCounter,
        status: spotQueues.status,
        remoteJoinEnabled: spotQueues.remoteJoinEnabled,
        maxPartySize: spotQueues.maxPartySize,
        opensAt: spotQueues.joinOpensAt,
        closesAt: spotQueues.joinClosesAt,
      });
    if (!line) throw apiError('NOT_FOUND');
    if (line.status !== 'IN_PROGRESS') throw apiError('QUEUE_NOT_TAKING');
    if (line.opensAt && line.closesAt) {
      const clock = seoulClock(now);
      if (clock < line.opensAt || clock >= line.closesAt) throw apiError('QUEUE_NOT_TAKING');
    }
    if (!line.remoteJoinEnabled && source === 'REMOTE') throw apiError('QUEUE_ON_SITE_ONLY');
    if (input.body.partySize > line.maxPartySize) {
      throw apiError('QUEUE_PARTY_TOO_LARGE', { 'json.partySize': [`at most ${line.maxPartySize}`] });
    }
    const [ticket] = await tx
      .insert(queueTickets)
      .values({
        queueId: input.body.queueId,
        userId: input.userId,
        ticketNumber: line.number,
        partySize: input.body.partySize,
        source,
      })
      .onConflictDoNothing()
      .returning({ id: queueTickets.id });
    if (!ticket) throw apiError('QUEUE_ALREADY_JOINED');
    await recordQueueEvent(tx, {
      queueId: input.body.queueId,
      ticketId: ticket.id,
      actorUserId: input.userId,
      action: 'JOIN',
      detail: { partySize: input.body.partySize, source },
    });
    return ticket.id;
  });
  const [ticket] = await selectTickets(db, mine(input.userId, ticketId), input.lang ?? 'ko');
  return ticket;
}
