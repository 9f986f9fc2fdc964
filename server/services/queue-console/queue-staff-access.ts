import 'server-only';
import { sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { Executor } from '../../db/client';

export type OperableLine = {
  id: number;
  spotId: number;
  status: 'READY' | 'IN_PROGRESS' | 'HOLD' | 'CLOSED';
  noShowGraceMinutes: number;
};

/**
 * Who runs a line: an admin, or a verified member (any role) of the company running the
 * pop-up. Read from the database on every call, never from the token, so removing a member
 * takes effect at once. An unknown line answers 404; someone else's 403 QUEUE_STAFF_ONLY (the
 * line itself is public, so its existence is no secret). `lock` takes the line's row lock,
 * which serialises "call next" and walk-ins so two devices never hand out one team twice.
 */
export async function operableLine(
  tx: Executor,
  input: { userId: number; queueId: number; lock?: boolean },
): Promise<OperableLine> {
  const result = await tx.execute<{
    id: number;
    spot_id: number;
    status: OperableLine['status'];
    no_show_grace_minutes: number;
    allowed: boolean;
  }>(sql`
    select q.id, q.spot_id, q.status, q.no_show_grace_minutes,
      exists (
        select 1 from users u
        where u.id = ${input.userId} and u.deleted_at is null and (
          u.role = 'ADMIN' or exists (
            select 1 from enterprise_members m
            where m.user_id = u.id and m.status = 'VERIFIED' and m.company_id = s.company_id
          )
        )
      ) as allowed
    from spot_queues q join spots s on s.id = q.spot_id
    where q.id = ${input.queueId}
    ${input.lock ? sql`for update of q` : sql``}
  `);
  const [row] = result.rows;
  if (!row) throw apiError('NOT_FOUND');
  if (!row.allowed) throw apiError('QUEUE_STAFF_ONLY');
  return {
    id: Number(row.id),
    spotId: Number(row.spot_id),
    status: row.status,
    noShowGraceMinutes: Number(row.no_show_grace_minutes),
  };
}
