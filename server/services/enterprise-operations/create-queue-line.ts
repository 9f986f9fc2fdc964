import 'server-only';
import type { CreateQueueLineBody, EnterpriseQueueLine } from '@/api/contracts/enterprise-operations';
import { invalidatePages, pageTags } from '../../cache/page-cache';
import { getDb } from '../../db/client';
import { spotQueues } from '../../db/schema';
import { requireSpotRole } from '../enterprise/company-access';
import { recordCompanyAudit } from '../enterprise/record-company-audit';
import { columnsOf, lineOf, saveTitleTranslations } from './queue-line-parts';

/** POST /v1/enterprise/spots/{id}/queues: a new line, CLOSED until the console opens it. */
export async function createQueueLine(
  input: {
    userId: number;
    spotId: number;
  } & CreateQueueLineBody,
): Promise<EnterpriseQueueLine> {
  const { userId, spotId, ...line } = input;
  const db = await getDb();
  const queueId = await db.transaction(async (tx) => {
    const { companyId } = await requireSpotRole(tx, {
      userId,
      spotId,
      minRole: 'MANAGER',
      lock: true,
    });
    const [row] = await tx
      .insert(spotQueues)
      .values({ spotId, status: 'CLOSED', ...columnsOf(line), title: line.title })
      .returning({ id: spotQueues.id });
    const names = await saveTitleTranslations(tx, row.id, line.titleTranslations);
    await recordCompanyAudit(tx, {
      companyId,
      actorUserId: userId,
      action: 'QUEUE_CREATED',
      targetType: 'QUEUE',
      targetId: row.id,
      detail: { spotId, title: line.title, ...names },
    });
    return row.id;
  });
  await invalidatePages([pageTags.spot(spotId)]);
  return lineOf(spotId, queueId);
}
