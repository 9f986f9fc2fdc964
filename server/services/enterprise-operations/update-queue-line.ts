import 'server-only';
import { eq } from 'drizzle-orm';
import type { EnterpriseQueueLine, UpdateQueueLineBody } from '@/api/contracts/enterprise-operations';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { getDb } from '../../db/client';
import { spotQueues } from '../../db/schema';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { recordQueueEvent } from '../queues/record-queue-event';
import { requireRowSpotRole } from './operations-parts';
import { columnsOf, lineOf, requireLineSpot, saveTitleTranslations, type Columns } from './queue-line-parts';

/**
 * PATCH /v1/enterprise/queues/{queueId}: the name (and its en/ja/zh names) and rules;
 * unchanged fields write nothing.
 */
export async function updateQueueLine(
  input: {
    userId: number;
    queueId: number;
  } & UpdateQueueLineBody,
): Promise<EnterpriseQueueLine> {
  const { userId, queueId, ...changes } = input;
  const db = await getDb();
  const spotId = await db.transaction(async (tx) => {
    const { companyId, spotId } = await requireRowSpotRole(tx, {
      userId,
      table: 'spot_queues',
      rowId: queueId,
      minRole: 'MANAGER',
    });
    const [before] = await tx.select().from(spotQueues).where(eq(spotQueues.id, queueId)).for('update');
    const changed = Object.fromEntries(
      Object.entries(columnsOf(changes)).filter(([key, value]) => before[key as keyof typeof before] !== value),
    ) as Columns;
    const names = await saveTitleTranslations(tx, queueId, changes.titleTranslations);
    if (Object.keys(changed).length === 0 && Object.keys(names).length === 0) return null;
    if (Object.keys(changed).length > 0) await tx.update(spotQueues).set(changed).where(eq(spotQueues.id, queueId));
    const detail = { ...changed, ...names } as Record<string, string | number | boolean | null>;
    await recordQueueEvent(tx, { queueId, actorUserId: userId, action: 'SETTINGS', detail });
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: userId,
      action: 'QUEUE_UPDATED',
      targetType: 'QUEUE',
      targetId: queueId,
      detail: { spotId, ...detail },
    });
    return spotId;
  });
  if (spotId !== null) await invalidatePages([pageTags.spot(spotId)]);
  return lineOf(spotId ?? (await requireLineSpot(queueId)), queueId);
}
