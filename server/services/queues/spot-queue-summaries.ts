import 'server-only';
import type { SpotQueueSummary } from '@/api/contracts/search';
import type { queueStatuses } from '@/api/contracts/spots';
import type { Executor } from '../../db/client';
import { lineWaitMinutes, recentCallsByQueue } from './queue-wait-history';

type QueueStatus = (typeof queueStatuses)[number];

/** An open line of a pop-up with its team count (search-item-extras.ts reads it). */
export interface OpenLine {
  id: number;
  spotId: number;
  status: QueueStatus;
  teamCount: number;
}

/**
 * The line a list or map card shows for each pop-up ("12팀 · 약 25분"): each pop-up's busiest
 * open line (READY or IN_PROGRESS) with its end-of-line estimate, from the lines' recent calls
 * (one query for any number of lines, and none while they are kept: queue-wait-history.ts).
 * Pop-ups without an open line are absent.
 */
export async function spotQueueSummaries(
  db: Executor,
  lines: readonly OpenLine[],
  now = new Date(),
): Promise<Map<number, SpotQueueSummary>> {
  const summaries = new Map<number, SpotQueueSummary>();
  const open = lines.filter((l) => l.status === 'READY' || l.status === 'IN_PROGRESS');
  if (open.length === 0) return summaries;
  const calls = await recentCallsByQueue(
    db,
    open.filter((l) => l.status === 'IN_PROGRESS').map((l) => l.id),
  );
  for (const line of open) {
    summaries.set(line.spotId, {
      status: line.status as SpotQueueSummary['status'],
      teamCount: line.teamCount,
      estimatedWaitMinutes: lineWaitMinutes(line, calls.get(line.id), now),
    });
  }
  return summaries;
}
