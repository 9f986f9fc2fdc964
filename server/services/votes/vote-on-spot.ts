import 'server-only';
import { sql } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { VoteResult } from '@/api/contracts/spots';
import { periodType } from '@/lib/period-type';
import { getDb } from '../../db/client';
import { votes } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';
import { claimAnonymousVote, findMyVote, voteResultOf, voterOf } from './get-vote-result';

/**
 * POST /v1/spots/{id}/vote. One vote per voter per spot, final once cast (the spec: once
 * voted, the other option is disabled):
 *
 * - first vote: stored, answered with the result;
 * - the same option again: nothing changes, answered 200 with the result (idempotent, so a
 *   double tap or a retry after a lost answer is harmless);
 * - the other option: 409 VOTE_ALREADY_CAST (40900301); the first vote stands.
 *
 * The voter is the signed-in user (token optional: a bad token reads as anonymous, as on
 * every public route) or the anonymous visitor of the server-issued `visitor` cookie (without
 * a valid one 400 VOTER_UNKNOWN; the answer issues one). Only signed-in votes move the ratios
 * (decision 049); an anonymous vote is kept, shown back to its visitor, and becomes the
 * account's when that browser votes or reads the result signed in (claimAnonymousVote).
 * Only READY and IN_PROGRESS pop-ups take votes; an ENDED one answers 400 VOTE_CLOSED.
 *
 * Concurrency: the insert is `ON CONFLICT DO NOTHING` on the matching partial unique index
 * (votes_spot_user_uq or votes_spot_session_anonymous_uq), so of any number of concurrent
 * votes exactly one row is written; the losers wait for the winner's commit, then read its
 * option and answer 200 or 409 by comparing with their own.
 */
export async function voteOnSpot(input: {
  spotId: number;
  userId: number | null;
  sessionId: string | null;
  optionType: 'LEFT' | 'RIGHT';
}): Promise<VoteResult> {
  const db = await getDb();
  const spot = await findPublicSpotOrThrow(db, input.spotId);
  if (periodType(spot.openDate, spot.closeDate) === 'ENDED') {
    throw apiError('VOTE_CLOSED');
  }
  const voter = voterOf(input.userId, input.sessionId);
  if (!voter) {
    throw apiError('VOTER_UNKNOWN', { 'cookie.visitor': ['required when not signed in'] });
  }
  await claimAnonymousVote(db, spot.id, voter);

  const insert = db
    .insert(votes)
    .values({ spotId: spot.id, userId: voter.userId, sessionId: voter.sessionId, optionType: input.optionType });
  // The conflict target names the partial index's columns and predicate so PostgreSQL can
  // infer which unique index arbitrates (a partial index is never inferred without it).
  const inserted =
    voter.userId !== null
      ? await insert
          .onConflictDoNothing({ target: [votes.spotId, votes.userId], where: sql`user_id IS NOT NULL` })
          .returning({ id: votes.id })
      : await insert
          .onConflictDoNothing({ target: [votes.spotId, votes.sessionId], where: sql`user_id IS NULL` })
          .returning({ id: votes.id });

  if (inserted.length === 0) {
    const existing = await findMyVote(db, spot.id, voter);
    if (existing !== null && existing !== input.optionType) throw apiError('VOTE_ALREADY_CAST');
  }
  return voteResultOf(db, spot.id, { optionType: input.optionType, signedIn: voter.userId !== null });
}
