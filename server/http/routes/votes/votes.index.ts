import { getVoteResult } from '../../../services/votes/get-vote-result';
import { voteOnSpot } from '../../../services/votes/vote-on-spot';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './votes.routes';

export const votesRouter = createRouter()
  .openapi(routes.vote, async (c) => {
    const { userId, sessionId, params, body } = requestInput(c);
    return ok(c, await voteOnSpot({ spotId: params.id, userId, sessionId, ...body }));
  })
  .openapi(routes.getVoteResult, async (c) => {
    const { userId, sessionId, params } = requestInput(c);
    return ok(c, await getVoteResult({ spotId: params.id, userId, sessionId }));
  });
