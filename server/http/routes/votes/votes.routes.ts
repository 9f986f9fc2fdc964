import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { voteBodySchema, voteResultSchema } from '@/api/contracts/spots';
import { serverEnv } from '../../../env';
import { byAnonymousAddress, byVoter, rateLimit } from '../../middleware/rate-limit';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// Token optional on both: {} means anonymous callers are welcome (voting by the visitor cookie).
const optionalBearer = [...bearerSecurity, {}];

// Per voter (the account, or the visitor cookie) and, for anonymous votes, per address: a
// new visitor cookie costs one request, an address does not (decision 049).
const voterLimit = rateLimit({
  name: 'votes',
  by: byVoter,
  limit: () => serverEnv().RATE_LIMIT_VOTES_PER_MINUTE,
  windowMs: 60_000,
});
const addressLimit = rateLimit({
  name: 'votes-address',
  by: byAnonymousAddress,
  limit: () => serverEnv().RATE_LIMIT_ADDRESS_VOTES_PER_MINUTE,
  windowMs: 60_000,
});

// POST /api/v1/spots/{id}/vote - vote LEFT ('want to go') or RIGHT ('undecided'), once
export const vote = createRoute({
  method: 'post',
  path: '/v1/spots/{id}/vote',
  tags: ['votes'],
  summary: 'Vote on a pop-up',
  description:
    'Signed in: one vote per user per pop-up. Anonymous: one per `visitor` cookie per pop-up (the HttpOnly, ' +
    'signed cookie any API answer issues to a caller without one; without a valid one: ' +
    `${codeDoc('VOTER_UNKNOWN')}). Only signed-in votes are counted in the ratios: an anonymous vote is kept ` +
    "as the visitor's choice (myVoteCounted false) and becomes the account's when the visitor signs in and votes " +
    `or reads the result on the pop-up. A vote is final: the same option again answers 200 with the result ` +
    `(idempotent), the other option ${codeDoc('VOTE_ALREADY_CAST')}. Only READY and IN_PROGRESS pop-ups take ` +
    `votes (ENDED: ${codeDoc('VOTE_CLOSED')}). Deleted or hidden pop-up: 400 / 40000001; unknown: 404. ` +
    `Limits per account or visitor, and per address for anonymous votes: ${codeDoc('TOO_MANY_REQUESTS')} with Retry-After. ` +
    'Answers the result with ratios that add up to 100.',
  security: optionalBearer,
  middleware: [voterLimit, addressLimit] as const,
  request: {
    params: z.object({ id: idParam }),
    body: { content: { 'application/json': { schema: voteBodySchema } }, required: true },
  },
  responses: { ...jsonOk(voteResultSchema), ...jsonErrors(400, 404, 409, 429) },
});

// GET /api/v1/spots/{id}/vote-result - the ratios and the caller's own vote
export const getVoteResult = createRoute({
  method: 'get',
  path: '/v1/spots/{id}/vote-result',
  tags: ['votes'],
  summary: "A pop-up's vote result",
  description:
    "myOptionType is the caller's vote: by user when signed in, else by the `visitor` cookie; null when none. " +
    'Ratios are integer percentages of the signed-in votes adding up to 100 (0 / 0 before the first); totalCount ' +
    "counts those votes and myVoteCounted says whether the caller's is one. Signed in with a visitor cookie that " +
    "voted here anonymously: that vote becomes the account's first, unless the account voted here itself.",
  security: optionalBearer,
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(voteResultSchema), ...jsonErrors(400, 404) },
});
