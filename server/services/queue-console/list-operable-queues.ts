import 'server-only';
import { sql } from 'drizzle-orm';
import type { OperableQueue } from '@/api/contracts/queue-console';
import { getDb } from '../../db/client';

/**
 * GET /v1/console/queues: the lines the caller may run (an admin: every line of a live
 * pop-up; a verified company member: those of the company's pop-ups), open ones first.
 * Empty for everyone else, which is how my page knows not to offer the console.
 */
export async function listOperableQueues(input: { userId: number }): Promise<OperableQueue[]> {
  const db = await getDb();
  const result = await db.execute<{
    id: number;
    title: string;
    status: OperableQueue['status'];
    spot_id: number;
    spot_title: string;
    waiting_teams: number;
  }>(sql`
    select q.id, q.title, q.status, s.id as spot_id, s.title as spot_title,
      (select count(*)::int from queue_tickets t where t.queue_id = q.id and t.status = 'REGISTERED') as waiting_teams
    from spot_queues q
    join spots s on s.id = q.spot_id and s.deleted_at is null
    join users u on u.id = ${input.userId} and u.deleted_at is null
    where u.role = 'ADMIN' or exists (
      select 1 from enterprise_members m
      where m.user_id = u.id and m.status = 'VERIFIED' and m.company_id = s.company_id
    )
    order by (q.status = 'CLOSED'), s.title, q.id
    limit 200
  `);
  return result.rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    status: r.status,
    spot: { id: Number(r.spot_id), title: r.spot_title },
    waitingTeams: Number(r.waiting_teams),
  }));
}
