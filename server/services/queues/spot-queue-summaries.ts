import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SpotQueueSummary } from '@/api/contracts/search';
import type { Executor } from '../../db/client';
import { queueTickets, spotQueues } from '../../db/schema';
import { anyId } from '../../db/sql/any-id';
import { lineWaitMinutes, recentCallsByQueue } from './queue-wait-history';

/**
 * The line a list or map card shows for each pop-up ("12팀 · 약 25분"): of its open lines
 * (READY or IN_PROGRESS), the one with the most teams waiting (then the first made), with
 * its end-of-line estimate. Pop-ups without an open line are absent. Two queries for any
 * number of pop-ups: the open lines with their counts, then their recent calls.
 */
export async function spotQueueSummaries(
  db: Executor,
  spotIds: readonly number[],
  now = new Date(),
): Promise<Map<number, SpotQueueSummary>> {
  const summaries = new Map<number, SpotQueueSummary>();
  if (spotIds.length === 0) return summaries;
  const lines = await db
    .selectDistinctOn([spotQueues.spotId], {
      id: spotQueues.id,
      spotId: spotQueues.spotId,
      status: spotQueues.status,
      teamCount: sql<number>`count(${queueTickets.id})::int`.mapWith(Number),
    })
    .from(spotQueues)
    .leftJoin(
      queueTickets,
      and(eq(queueTickets.queueId, spotQueues.id), inArray(queueTickets.status, ['REGISTERED', 'CALLED'])),
    )
    .where(and(anyId(spotQueues.spotId, spotIds), inArray(spotQueues.status, ['READY', 'IN_PROGRESS'])))
    .groupBy(spotQueues.id)
    .orderBy(spotQueues.spotId, sql`count(${queueTickets.id}) DESC`, spotQueues.id);
  const calls = await recentCallsByQueue(
    db,
    lines.filter((l) => l.status === 'IN_PROGRESS').map((l) => l.id),
  );
  for (const line of lines) {
    if (line.status !== 'READY' && line.status !== 'IN_PROGRESS') continue;
    summaries.set(line.spotId, {
      status: line.status,
      teamCount: line.teamCount,
      estimatedWaitMinutes: lineWaitMinutes(line, calls.get(line.id), now),
    });
  }
  return summaries;
}
