import 'server-only';
import { apiError } from '@/api/api-error';
import type { JoinQueueBody, QueueTicket } from '@/api/contracts/queues';
import type { Locale } from '@/lib/locales';
import { verifyQueueJoinCode } from '../../auth/queue-join-code';
import { getDb } from '../../db/client';
import { mine, selectTickets } from './queue-ticket-parts';
import { issueTicket } from './issue-ticket';
import { visitorJoinRules } from './line-join-rules';

/**
 * POST /v1/users/spot-queues: join a line, remotely or at the door (with the store's QR join
 * code, which also opens a line whose remote joining is off), through issueTicket: one
 * statement takes the next number where the store's rules hold and writes the ticket and its
 * event; a refusal takes no number, and a second join at the same moment answers 409 from the
 * database's unique index.
 */
export async function joinQueue(
  input: { userId: number; lang?: Locale; now?: Date } & JoinQueueBody,
): Promise<QueueTicket> {
  const db = await getDb();
  const now = input.now ?? new Date();
  // A code from the store's QR proves the person is at the door (checked before any lock).
  const joinCode = input.joinCode;
  if (joinCode !== undefined && !(await verifyQueueJoinCode(joinCode, input.queueId, now))) {
    throw apiError('QUEUE_JOIN_CODE_INVALID');
  }
  const source = joinCode === undefined ? ('REMOTE' as const) : ('ON_SITE' as const);
  // One statement, no transaction around it: the line's lock is held only while it runs.
  const { ticketId } = await issueTicket(db, {
    queueId: input.queueId,
    userId: input.userId,
    actorUserId: input.userId,
    partySize: input.partySize,
    source,
    now,
    // The rules the lines' status read shows as `joinable` (line-join-rules.ts).
    rules: visitorJoinRules(now, source),
  });
  const [ticket] = await selectTickets(db, mine(input.userId, ticketId), input.lang ?? 'ko');
  return ticket;
}
