import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EnterpriseQueueLine, EnterpriseQueues } from '@/api/contracts/enterprise-operations';
import { activeTicketStatuses } from '@/api/contracts/queue-ticket-status';
import { getDb, type Executor } from '../../db/client';
import { enterpriseMembers, queueTickets, spotQueues, spotQueueTranslations, users } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { operationsSpot } from './operations-parts';

/** A pop-up's lines with the teams holding a place in each and their en/ja/zh names, in creation order. */
export async function queueLinesOf(db: Executor, spotId: number): Promise<EnterpriseQueueLine[]> {
  const rows = await db
    .select({
      id: spotQueues.id,
      title: spotQueues.title,
      status: spotQueues.status,
      remoteJoinEnabled: spotQueues.remoteJoinEnabled,
      maxPartySize: spotQueues.maxPartySize,
      noShowGraceMinutes: spotQueues.noShowGraceMinutes,
      joinOpensAt: spotQueues.joinOpensAt,
      joinClosesAt: spotQueues.joinClosesAt,
      activeTeams: sql<number>`count(${queueTickets.id})::int`.mapWith(Number),
    })
    .from(spotQueues)
    .leftJoin(
      queueTickets,
      and(eq(queueTickets.queueId, spotQueues.id), inArray(queueTickets.status, [...activeTicketStatuses])),
    )
    .where(eq(spotQueues.spotId, spotId))
    .groupBy(spotQueues.id)
    .orderBy(asc(spotQueues.id));
  const names =
    rows.length === 0
      ? []
      : await db
          .select({
            queueId: spotQueueTranslations.queueId,
            locale: spotQueueTranslations.locale,
            title: spotQueueTranslations.title,
          })
          .from(spotQueueTranslations)
          .where(
            inArray(
              spotQueueTranslations.queueId,
              rows.map((row) => row.id),
            ),
          );
  const nameOf = (queueId: number, locale: string) =>
    names.find((n) => n.queueId === queueId && n.locale === locale)?.title ?? null;
  return rows.map((row) => ({
    ...row,
    titleTranslations: { en: nameOf(row.id, 'en'), ja: nameOf(row.id, 'ja'), zh: nameOf(row.id, 'zh') },
    consolePath: `/console/queues/${row.id}`,
  }));
}

const ROLE_ORDER = sql`case ${enterpriseMembers.role} when 'OWNER' then 0 when 'MANAGER' then 1 else 2 end`;

/**
 * GET /v1/enterprise/spots/{id}/queues: the pop-up's lines and who may run them (the
 * company's verified members, any role; managed on the members page). STAFF and above.
 */
export async function listSpotQueueLines(input: { userId: number; spotId: number }): Promise<EnterpriseQueues> {
  const db = await getDb();
  const { caller, companyId } = await requireSpotRole(db, { ...input, minRole: 'STAFF' });
  const spot = await operationsSpot(db, input.spotId, caller);
  const lines = await queueLinesOf(db, input.spotId);
  const operators =
    companyId === null
      ? []
      : await db
          .select({ userId: users.id, nickname: users.nickname, role: enterpriseMembers.role })
          .from(enterpriseMembers)
          .innerJoin(users, eq(users.id, enterpriseMembers.userId))
          .where(
            and(
              eq(enterpriseMembers.companyId, companyId),
              eq(enterpriseMembers.status, 'VERIFIED'),
              sql`${users.deletedAt} is null`,
            ),
          )
          .orderBy(ROLE_ORDER, asc(users.nickname));
  return { spot, lines, operators };
}
