import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { VoteResult } from '@/api/contracts/spots';
import { getDb, type Executor } from '../../db/client';
import { votes } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

type VoteOption = 'LEFT' | 'RIGHT';

/**
 * Who is voting: the signed-in user, else the anonymous browser session (X-Session-Id).
 * A user's votes are matched by user id only; anonymous ones by session among anonymous
 * rows (the votes_spot_user_uq / votes_spot_session_anonymous_uq split).
 */
export type Voter = { userId: number; sessionId: string | null } | { userId: null; sessionId: string };

export function voterOf(userId: number | null, sessionId: string | null): Voter | null {
  if (userId !== null) return { userId, sessionId };
  if (sessionId !== null) return { userId: null, sessionId };
  return null;
}

/** The voter's option for the spot, or null. */
export async function findMyVote(db: Executor, spotId: number, voter: Voter | null): Promise<VoteOption | null> {
  if (!voter) return null;
  const [row] = await db
    .select({ optionType: votes.optionType })
    .from(votes)
    .where(
      and(
        eq(votes.spotId, spotId),
        voter.userId !== null
          ? eq(votes.userId, voter.userId)
          : and(isNull(votes.userId), eq(votes.sessionId, voter.sessionId)),
      ),
    )
    .limit(1);
  return row?.optionType ?? null;
}

/**
 * Integer percentages that add up to exactly 100 once anyone voted: the left share is
 * rounded and the right one is the rest (33 / 67, never 33 / 66 or 34 / 67). 0 / 0 before
 * the first vote.
 */
function voteRatios(left: number, right: number): { leftOptionRatio: number; rightOptionRatio: number } {
  const total = left + right;
  if (total === 0) return { leftOptionRatio: 0, rightOptionRatio: 0 };
  const leftOptionRatio = Math.round((left * 100) / total);
  return { leftOptionRatio, rightOptionRatio: 100 - leftOptionRatio };
}

/** The spot's tallies (one scan of votes_spot_option_idx) with the given own option. */
export async function voteResultOf(db: Executor, spotId: number, myOptionType: VoteOption | null): Promise<VoteResult> {
  const [row] = await db
    .select({
      left: sql<number>`count(*) FILTER (WHERE ${votes.optionType} = 'LEFT')::int`.mapWith(Number),
      right: sql<number>`count(*) FILTER (WHERE ${votes.optionType} = 'RIGHT')::int`.mapWith(Number),
    })
    .from(votes)
    .where(eq(votes.spotId, spotId));
  const left = row?.left ?? 0;
  const right = row?.right ?? 0;
  return { myOptionType, ...voteRatios(left, right), totalCount: left + right };
}

/**
 * GET /v1/spots/{id}/vote-result: the ratios of a public spot and the caller's own vote
 * (by user when signed in, else by session; null for a caller we cannot identify). Ended
 * pop-ups still show their result; only voting stops.
 */
export async function getVoteResult(input: {
  spotId: number;
  userId: number | null;
  sessionId: string | null;
}): Promise<VoteResult> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const mine = await findMyVote(db, input.spotId, voterOf(input.userId, input.sessionId));
  return voteResultOf(db, input.spotId, mine);
}
