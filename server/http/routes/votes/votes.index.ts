import { getVoteResult } from '../../../services/votes/get-vote-result';
import { voteOnSpot } from '../../../services/votes/vote-on-spot';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './votes.routes';

export const votesRouter = createRouter()
  .openapi(routes.vote, async (c) => {
    const { id } = c.req.valid('param');
    const { optionType } = c.req.valid('json');
    return ok(
      c,
      await voteOnSpot({
        spotId: id,
        userId: c.get('user')?.userId ?? null,
        sessionId: c.get('sessionId') ?? null,
        optionType,
      }),
    );
  })
  .openapi(routes.getVoteResult, async (c) => {
    const { id } = c.req.valid('param');
    return ok(
      c,
      await getVoteResult({ spotId: id, userId: c.get('user')?.userId ?? null, sessionId: c.get('sessionId') ?? null }),
    );
  });
