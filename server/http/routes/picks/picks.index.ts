import { createPick } from '../../../services/picks/create-pick';
import { deletePick } from '../../../services/picks/delete-pick';
import { listMyPicks } from '../../../services/picks/list-my-picks';
import { deletePickByReference } from '../../../services/picks/delete-pick-by-reference';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './picks.routes';

export const picksRouter = createRouter()
  .openapi(routes.listMyPicks, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await listMyPicks({ userId, ...query, lang }));
  })
  .openapi(routes.createPick, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await createPick({ userId, ...body }));
  })
  .openapi(routes.deletePick, async (c) => {
    const { userId, params } = requestInput(c);
    await deletePick({ userId, pickId: params.id });
    return ok(c, null);
  })
  .openapi(routes.deletePickByReference, async (c) => {
    const { userId, body } = requestInput(c);
    await deletePickByReference({ userId, ...body });
    return ok(c, null);
  });
