import 'server-only';
import { apiError } from '@/api/api-error';
import type { JoinQueueBody, QueueTicket } from '@/api/contracts/queues';
import { seoulClock } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { verifyQueueJoinCode } from '../../auth/queue-join-code';
import { getDb } from '../../db/client';
import { mine, selectTickets } from './queue-ticket-parts';
import { issueTicket } from './issue-ticket';

/**
 * POST /v1/users/spot-queues: join a line, remotely or at the door (with the store's QR join
 * code, which also opens a line whose remote joining is off). One short transaction through
 * issueTicket (the next number, the store's rules checked on the locked line, the ticket and
 * its event); any refusal rolls the number back, and a second join at the same moment
 * answers 409 from the database's unique index.
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
  const partySize = input.body.partySize;
  const { ticketId } = await db.transaction((tx) =>
    issueTicket(tx, {
      queueId: input.body.queueId,
      userId: input.userId,
      actorUserId: input.userId,
      partySize,
      source,
      now,
      admit: (line) => {
        if (line.status !== 'IN_PROGRESS') throw apiError('QUEUE_NOT_TAKING');
        if (line.opensAt && line.closesAt) {
          const clock = seoulClock(now);
          if (clock < line.opensAt || clock >= line.closesAt) throw apiError('QUEUE_NOT_TAKING');
        }
        if (!line.remoteJoinEnabled && source === 'REMOTE') throw apiError('QUEUE_ON_SITE_ONLY');
        if (partySize > line.maxPartySize) {
          throw apiError('QUEUE_PARTY_TOO_LARGE', { 'json.partySize': [`at most ${line.maxPartySize}`] });
        }
      },
    }),
  );
  const [ticket] = await selectTickets(db, mine(input.userId, ticketId), input.lang ?? 'ko');
  return ticket;
}
