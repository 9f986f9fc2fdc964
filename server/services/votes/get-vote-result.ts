import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { VoteResult } from '@/api/contracts/spots';
import { getDb, type Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { votes } from '../../db/schema';
import { findPublicSpotOrThrow } from '../spots/find-public-spot';

type VoteOption = 'LEFT' | 'RIGHT';

/**
 * Who is voting: the signed-in user, else the anonymous visitor of the server-issued
 * `visitor` cookie (server/http/middleware/visitor.ts, kept in session_id). A user's votes are
 * matched by user id only; anonymous ones by visitor among anonymous rows (the
 * votes_spot_user_uq / votes_spot_session_anonymous_uq split).
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
 * The visitor's anonymous vote on this pop-up becomes the account's, when the account has
 * none there yet (decision 049): a vote cast before signing in counts from the first time the
 * account reads or casts a vote on the pop-up with that browser. Done lazily, per pop-up, so
 * it stays on the (spot_id, session_id) index and needs nothing from the sign-in. An account
 * that already voted keeps its own vote; the anonymous row is left as it was (never counted).
 */
export async function claimAnonymousVote(db: Executor, spotId: number, voter: Voter | null): Promise<void> {
  if (!voter || voter.userId === null || voter.sessionId === null) return;
  const { userId, sessionId } = voter;
  try {
    await db
      .update(votes)
      .set({ userId })
      .where(
        and(
          eq(votes.spotId, spotId),
          isNull(votes.userId),
          eq(votes.sessionId, sessionId),
          sql`NOT EXISTS (SELECT 1 FROM ${votes} AS own WHERE own.spot_id = ${spotId} AND own.user_id = ${userId})`,
        ),
      );
  } catch (error) {
    // The account's own vote landed at the same moment: it stands, the anonymous one stays out.
    if (!isUniqueViolation(error, 'votes_spot_user_uq')) throw error;
  }
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

/**
 * The spot's tallies with the given own option. Only signed-in votes are counted (decision
 * 049): an account is one person, a visitor cookie costs nothing to make again, so anonymous
 * votes are kept and shown back to their visitor but never move the ratios. totalCount is the
 * number of votes counted; myVoteCounted says whether the caller's own vote is one of them.
 */
export async function voteResultOf(
  db: Executor,
  spotId: number,
  mine: { optionType: VoteOption | null; signedIn: boolean },
): Promise<VoteResult> {
  const [row] = await db
    .select({
      left: sql<number>`count(*) FILTER (WHERE ${votes.optionType} = 'LEFT')::int`.mapWith(Number),
      right: sql<number>`count(*) FILTER (WHERE ${votes.optionType} = 'RIGHT')::int`.mapWith(Number),
    })
    .from(votes)
    .where(and(eq(votes.spotId, spotId), isNotNull(votes.userId)));
  const left = row?.left ?? 0;
  const right = row?.right ?? 0;
  return {
    myOptionType: mine.optionType,
    ...voteRatios(left, right),
    totalCount: left + right,
    myVoteCounted: mine.optionType !== null && mine.signedIn,
  };
}

/**
 * GET /v1/spots/{id}/vote-result: the ratios of a public spot and the caller's own vote
 * (by user when signed in, else by visitor cookie; null for a caller we cannot identify).
 * Ended pop-ups still show their result; only voting stops.
 */
export async function getVoteResult(input: {
  spotId: number;
  userId: number | null;
  sessionId: string | null;
}): Promise<VoteResult> {
  const db = await getDb();
  await findPublicSpotOrThrow(db, input.spotId);
  const voter = voterOf(input.userId, input.sessionId);
  await claimAnonymousVote(db, input.spotId, voter);
  const mine = await findMyVote(db, input.spotId, voter);
  return voteResultOf(db, input.spotId, { optionType: mine, signedIn: input.userId !== null });
}
