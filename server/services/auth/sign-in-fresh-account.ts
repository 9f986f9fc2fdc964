import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiError, apiError } from '@/api/api-error';
import type { FreshAccount, SignInResult } from '@/api/contracts/auth';
import { getDb, type Executor } from '../../db/client';
import { users } from '../../db/schema';
import { serverEnv } from '../../env';
import { issueSession } from './issue-session';
import { issueTicket } from '../queues/issue-ticket';
import { findOrCreateAccount } from './user-accounts';
import type { SessionDevice } from './session-device';

/** Subjects of fresh accounts' DEV identities. */
const FRESH_ACCOUNT_PREFIX = 'dev:fresh-';

/**
 * Signs in as a brand-new, signed-up account (AUTH_DEV_LOGIN only, like the demo sign-in), so
 * that an end-to-end test owns everything it sees and nothing another test did can change
 * its outcome. Everything happens in one transaction: a line that cannot be joined leaves no
 * half-made account behind.
 */
export async function signInFreshAccount({
  device,
  ...request
}: FreshAccount & { device: SessionDevice }): Promise<SignInResult> {
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

/** A ticket in an open (IN_PROGRESS) line, issued as every ticket is (issueTicket). */
async function joinOpenQueue(
  tx: Executor,
  queueId: number,
  userId: number,
  status: 'REGISTERED' | 'ENTERED' = 'REGISTERED',
): Promise<void> {
  const refuse = () => apiError('NOT_FOUND', { 'json.fresh.joinQueues': [`no open waiting line ${queueId}`] });
  try {
    await issueTicket(tx, {
      queueId,
      userId,
      actorUserId: userId,
      partySize: 1,
      source: 'REMOTE',
      status,
      rules: { statuses: ['IN_PROGRESS'], refuseStatus: refuse },
    });
  } catch (error) {
    throw ApiError.is(error, 'NOT_FOUND') ? refuse() : error;
  }
}
