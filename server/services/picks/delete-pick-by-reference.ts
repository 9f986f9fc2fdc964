import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PickBody } from '@/api/contracts/picks';
import { getDb } from '../../db/client';
import { picks } from '../../db/schema';

/**
 * DELETE /v2/users/picks: un-picks an item by what it is (the detail page knows the spot,
 * not always the pick id). Idempotent: nothing to delete is success too, so a double tap
 * or a retry ends in the same state. Only the caller's own pick can match, and a deleted
 * spot can still be un-picked (the pick list shows it as deleted content).
 */
export async function deletePickByReference(input: { userId: number } & PickBody): Promise<void> {
  const db = await getDb();
  await db
    .delete(picks)
    .where(and(eq(picks.userId, input.userId), eq(picks.type, input.type), eq(picks.referenceId, input.referenceId)));
}
