import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, notificationSettings, queueTickets, spotQueues, spots, users } from '../../db/schema';
import { serverTranslator } from '../../i18n/server-translator';
import { logger } from '../../logger';
import { localizeNotification } from '../notifications/notification-messages';
import { sendPushToUser } from '../push/send-push';

/**
 * What the visitor is told, by the locale key of notificationMessages. A call is 'queueTurn'
 * ("your turn: come within N minutes", decision 059); 'queueCalled' ("almost your turn, wait
 * near the store") remains for the notifications written before it.
 */
export type TicketNotice = 'queueTurn' | 'queueAdmitted' | 'queueCanceledByManager';

export type PendingPush = {
  userId: number;
  ticketId: number;
  notice: TicketNotice;
  params: Record<string, string | number>;
};

/**
 * Writes the in-app notification of a call, a "come in now" or a cancellation by the store,
 * inside the console action's transaction (so it exists exactly when the change does), and
 * answers the push to send after commit. Nothing for a walk-in team (no account), a deleted
 * account, or someone who switched waiting-line notifications off.
 */
export async function noteForTicketHolder(
  tx: Executor,
  ticketId: number,
  notice: TicketNotice,
): Promise<PendingPush | null> {
  const [row] = await tx
    .select({
      userId: queueTickets.userId,
      ticketNumber: queueTickets.ticketNumber,
      spotTitle: spots.title,
      queueTitle: spotQueues.title,
      reason: queueTickets.cancelReason,
      arrivalMinutes: spotQueues.noShowGraceMinutes,
      activated: sql<boolean>`coalesce(${notificationSettings.isActivated}, true)`,
    })
    .from(queueTickets)
    .innerJoin(spotQueues, eq(spotQueues.id, queueTickets.queueId))
    .innerJoin(spots, eq(spots.id, spotQueues.spotId))
    .innerJoin(users, and(eq(users.id, queueTickets.userId), isNull(users.deletedAt)))
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, queueTickets.userId), eq(notificationSettings.group, 'QUEUE')),
    )
    .where(eq(queueTickets.id, ticketId));
  if (!row?.userId || !row.activated) return null;
  const params: Record<string, string | number> = {
    spotTitle: row.spotTitle,
    ticketNumber: row.ticketNumber,
    ...(notice === 'queueCanceledByManager' ? { reason: row.reason ?? '' } : {}),
    ...(notice === 'queueTurn' ? { minutes: row.arrivalMinutes } : {}),
  };
  const ko = serverTranslator('ko', 'notificationMessages');
  await tx.insert(notifications).values({
    userId: row.userId,
    group: 'QUEUE',
    title: ko(`${notice}.title`, params),
    body: ko(`${notice}.body`, params),
    link: `/waiting/${ticketId}`,
    messageKey: notice,
    messageParams: params,
  });
  return { userId: row.userId, ticketId, notice, params };
}

/** Sends the Web Push of a committed notice, in each device's language; failures are logged. */
export async function pushToTicketHolder(pending: PendingPush | null): Promise<void> {
  if (!pending) return;
  await sendPushToUser(pending.userId, (lang) => ({
    ...localizeNotification({ title: '', body: null, messageKey: pending.notice, messageParams: pending.params }, lang),
    link: `/waiting/${pending.ticketId}`,
    // One notification per ticket on the phone: "come in now" replaces "almost your turn".
    tag: `queue-ticket-${pending.ticketId}`,
  })).catch((error: unknown) => logger.warn('queue push failed', { userId: pending.userId, error }));
}
