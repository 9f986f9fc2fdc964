import 'server-only';
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { activeTicketStatuses } from '@/api/contracts/queue-ticket-status';
import { recordQueueEvent } from '../queues/record-queue-event';
import { releaseReservationsOfUser } from '../reservations/release-reservations-of-user';
import { DEMO_USER } from '../../auth/demo-user';
import { getDb } from '../../db/client';
import {
  calendarFeeds,
  enterpriseMembers,
  keywords,
  messageGroupReads,
  notifications,
  notificationSettings,
  picks,
  pushSubscriptions,
  queueTickets,
  reservationNotifications,
  reviewFiles,
  reviews,
  searchKeywordLogs,
  spotViewLogs,
  userTermHistory,
  userIdentities,
  userSessions,
  userTerms,
  users,
} from '../../db/schema';
import { revokeAppleToken } from '../../auth/apple-client';
import { removeStoredFiles } from '../../storage/review-images';
import { findLiveUserById } from '../auth/user-accounts';
import { removeProfileImage, storedProfileImageKey } from './profile-image-files';

/**
 * Account deletion (decision 036), in one transaction:
 *
 * - **Erased**: the profile (nickname replaced, e-mail, picture, phone, age facts), the
 *   sign-in identities (so the same person signs up again as a new account; Sign in with
 *   Apple is revoked at Apple after the commit, as Apple requires),
 *   picks, keywords, notifications and their settings, pre-reservation alerts, the calendar
 *   subscription, browser push subscriptions, consent records, chat read marks, company
 *   membership, review drafts with their images; views and searches lose their author.
 * - **Kept without a name**: registered reviews, chat messages, votes and helpful marks, which
 *   other people read and count; they show as a former member. Waiting tickets still in a
 *   line are cancelled (the line moves on); finished ones stay for the store's history.
 *   Coming Popspot bookings are cancelled and their places freed; every booking loses the
 *   booker's name and number.
 *
 * The shared demo account (AUTH_DEV_LOGIN) is refused with 403 DEMO_ACCOUNT_PROTECTED: one
 * visitor deleting it would take the seeded data away from everyone trying the demo.
 */
export async function deleteMe({ userId }: { userId: number }): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [deleted] = await tx
      .update(users)
      .set({
        deletedAt: now,
        nickname: `deleted_${userId}`,
        email: null,
        profileImageUrl: null,
        phone: null,
        birthYear: null,
        ageRange: null,
      })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.deletedAt),
          notExists(
            tx
              .select({ id: userIdentities.id })
              .from(userIdentities)
              .where(
                and(
                  eq(userIdentities.userId, users.id),
                  eq(userIdentities.provider, DEMO_USER.identity.provider),
                  eq(userIdentities.subject, DEMO_USER.identity.subject),
                ),
              ),
          ),
        ),
      )
      .returning({ id: users.id });
    if (!deleted) return null;
    const appleTokens = await tx
      .select({ refreshToken: userIdentities.refreshToken })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'APPLE')));
    for (const table of [
      picks,
      keywords,
      notifications,
      notificationSettings,
      reservationNotifications,
      calendarFeeds,
      pushSubscriptions,
      userTerms,
      userTermHistory,
      messageGroupReads,
      enterpriseMembers,
      userIdentities,
      // Every signed-in device ends with the account (decision 048).
      userSessions,
    ]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.update(spotViewLogs).set({ userId: null }).where(eq(spotViewLogs.userId, userId));
    await tx.update(searchKeywordLogs).set({ userId: null }).where(eq(searchKeywordLogs.userId, userId));
    const leftLines = await tx
      .update(queueTickets)
      .set({ status: 'CANCELED', canceledAt: now })
      .where(and(eq(queueTickets.userId, userId), inArray(queueTickets.status, [...activeTicketStatuses])))
      .returning({ id: queueTickets.id, queueId: queueTickets.queueId });
    // The people behind move up: the lines' live pages and audit logs hear of it.
    for (const ticket of leftLines) {
      await recordQueueEvent(tx, {
        queueId: ticket.queueId,
        ticketId: ticket.id,
        actorUserId: userId,
        action: 'LEAVE',
      });
    }
    // Coming Popspot bookings are cancelled and their places freed (decision 043).
    await releaseReservationsOfUser(tx, userId, now);
    const drafts = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.status, 'TEMPORARY')));
    const draftIds = drafts.map((d) => d.id);
    const files = draftIds.length
      ? await tx.select({ path: reviewFiles.path }).from(reviewFiles).where(inArray(reviewFiles.reviewId, draftIds))
      : [];
    if (draftIds.length) await tx.delete(reviews).where(inArray(reviews.id, draftIds));
    return {
      files: files.map((f) => f.path),
      picture: storedProfileImageKey(before?.profileImageUrl, userId),
      appleTokens: appleTokens.flatMap((row) => (row.refreshToken ? [row.refreshToken] : [])),
    };
  });
  if (result) {
    // Files go after the commit: a rolled-back deletion keeps them.
    await removeStoredFiles(result.files);
    await removeProfileImage(result.picture);
    // Best effort: the account is gone either way; a failed revocation is logged inside.
    for (const token of result.appleTokens) await revokeAppleToken(token);
    return;
  }
  const user = await findLiveUserById(db, userId);
  if (!user) throw apiError('INVALID_TOKEN');
  throw apiError('DEMO_ACCOUNT_PROTECTED');
}
