import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { FreshAccount, SignInResult } from '@/api/contracts/auth';
import { getDb, type Executor } from '../../db/client';
import { queueTickets, spotQueues, users } from '../../db/schema';
import { serverEnv } from '../../env';
import { issueSession } from './issue-session';
import { findOrCreateAccount } from './user-accounts';
import type { SessionDevice } from './user-sessions';

/** Subjects of fresh accounts' DEV identities. */
const FRESH_ACCOUNT_PREFIX = 'dev:fresh-';

/**
 * Signs in as a brand-new, signed-up account (AUTH_DEV_LOGIN only, like the demo sign-in), so
 * that an end-to-end test owns everything it sees and nothing another test did can change
 * its outcome. Everything happens in one transaction: a line that cannot be joined leaves no
 * half-made account behind.
 */
export async function signInFreshAccount(request: FreshAccount, device: SessionDevice): Promise<SignInResult> {
  if (!serverEnv().AUTH_DEV_LOGIN) throw apiError('NOT_FOUND');
  if (request.admin && serverEnv().AUTH_DEV_ADMIN !== '1') throw apiError('FORBIDDEN');
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const { user: created } = await findOrCreateAccount(tx, {
      identity: { provider: 'DEV', subject: `${FRESH_ACCOUNT_PREFIX}${randomUUID()}` },
      preferredNickname: null,
      signedUp: request.signedUp !== false,
    });
    for (const queueId of new Set(request.joinQueues ?? [])) await joinOpenQueue(tx, queueId, created.id);
    for (const queueId of new Set(request.enteredQueues ?? [])) {
      await joinOpenQueue(tx, queueId, created.id, 'ENTERED');
    }
    if (!request.admin) return created;
    const [admin] = await tx.update(users).set({ role: 'ADMIN' }).where(eq(users.id, created.id)).returning();
    return admin;
  });
  return issueSession(db, user, device);
}

/**
 * Takes the next number of an open (IN_PROGRESS) line, the way the schema prescribes: the
 * counter's row lock serialises concurrent joins and keeps the numbers gap-free.
 */
async function joinOpenQueue(
  tx: Executor,
  queueId: number,
  userId: number,
  status: 'REGISTERED' | 'ENTERED' = 'REGISTERED',
): Promise<void> {
  const [queue] = await tx
    .update(spotQueues)
    .set({ teamCounter: sql`${spotQueues.teamCounter} + 1` })
    .where(and(eq(spotQueues.id, queueId), eq(spotQueues.status, 'IN_PROGRESS')))
    .returning({ number: spotQueues.teamCounter });
  if (!queue) throw apiError('NOT_FOUND', { 'json.fresh.joinQueues': [`no open waiting line ${queueId}`] });
  const entered = status === 'ENTERED' ? { status, calledAt: new Date(), enteredAt: new Date() } : {};
  await tx.insert(queueTickets).values({ queueId, userId, ticketNumber: queue.number, partySize: 1, ...entered });
}
