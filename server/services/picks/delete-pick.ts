import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import { getDb } from '../../db/client';
import { picks } from '../../db/schema';

/**
 * DELETE /v1/users/picks/{id}: removes one of the caller's picks. Ownership is part of the
 * delete itself (`WHERE id AND user_id`): someone else's pick and a pick that does not exist
 * both answer 404 NOT_FOUND, so the answer never reveals that another user's pick exists.
 */
export async function deletePick(input: { userId: number; pickId: number }): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(picks)
    .where(and(eq(picks.id, input.pickId), eq(picks.userId, input.userId)))
    .returning({ id: picks.id });
  if (deleted.length === 0) throw apiError('NOT_FOUND');
}
