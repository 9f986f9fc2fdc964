import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { idParam } from '@/api/contracts/envelope';
import { voteBodySchema, voteResultSchema } from '@/api/contracts/spots';
import { bearerSecurity, codeDoc, jsonErrors, jsonOk } from '../../openapi-helpers';

// Token optional on both: {} means anonymous callers are welcome (voting by X-Session-Id).
const optionalBearer = [...bearerSecurity, {}];

// POST /api/v1/spots/{id}/vote - vote LEFT ('want to go') or RIGHT ('undecided'), once
export const vote = createRoute({
  method: 'post',
  path: '/v1/spots/{id}/vote',
  tags: ['votes'],
  summary: 'Vote on a pop-up',
  description:
    'Signed in: one vote per user per pop-up. Anonymous: one per X-Session-Id per pop-up (without the header: ' +
    `${codeDoc('VOTER_UNKNOWN')}). A vote is final: the same option again answers 200 with the result ` +
    `(idempotent), the other option ${codeDoc('VOTE_ALREADY_CAST')}. Only READY and IN_PROGRESS pop-ups take ` +
    `votes (ENDED: ${codeDoc('VOTE_CLOSED')}). Deleted or hidden pop-up: 400 / 40000001; unknown: 404. ` +
    'Answers the result with ratios that add up to 100.',
  security: optionalBearer,
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
    "myOptionType is the caller's vote: by user when signed in, else by X-Session-Id; null when none. " +
    'Ratios are integer percentages adding up to 100 (0 / 0 before the first vote).',
  security: optionalBearer,
  request: { params: z.object({ id: idParam }) },
  responses: { ...jsonOk(voteResultSchema), ...jsonErrors(400, 404) },
});
