import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { PickBody, PickCreated } from '@/api/contracts/picks';
import { getDb } from '../../db/client';
import { picks } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

/**
 * POST /v1/users/picks: picks a public pop-up (404 unknown, 400 UNAVAILABLE deleted or
 * hidden) and answers the pick id. Idempotent: picking again answers the existing pick id.
 *
 * The unique index picks_user_type_reference_uq decides: `ON CONFLICT DO NOTHING` writes at
 * most one row however many requests race, and a request that wrote nothing reads the
 * winner's row. Under READ COMMITTED that read is a new snapshot taken after the conflicting
 * insert committed (the losing insert waited for it), so it always finds the row.
 */
export async function createPick(input: { userId: number } & PickBody, retries = 1): Promise<PickCreated> {
  const db = await getDb();
  // type is POPUP only (the contract's enum): the reference is a spot.
  await findPublicSpotOrThrow(db, input.referenceId);
  const [inserted] = await db
    .insert(picks)
    .values({ userId: input.userId, type: input.type, referenceId: input.referenceId })
    .onConflictDoNothing({ target: [picks.userId, picks.type, picks.referenceId] })
    .returning({ id: picks.id });
  if (inserted) return { pickId: inserted.id };

  const [existing] = await db
    .select({ id: picks.id })
    .from(picks)
    .where(and(eq(picks.userId, input.userId), eq(picks.type, input.type), eq(picks.referenceId, input.referenceId)))
    .limit(1);
  if (existing) return { pickId: existing.id };
  // The row that blocked ours was deleted in between (a concurrent unpick): try once more.
  if (retries > 0) return createPick(input, retries - 1);
  throw apiError('CONFLICT');
}
