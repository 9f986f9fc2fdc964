import { createPick } from '../../../services/picks/create-pick';
import { deletePick } from '../../../services/picks/delete-pick';
import { listMyPicks } from '../../../services/picks/list-my-picks';
import { deletePickByReference } from '../../../services/picks/delete-pick-by-reference';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './picks.routes';

export const picksRouter = createRouter()
  .openapi(routes.listMyPicks, async (c) => {
    const query = c.req.valid('query');
    return ok(c, await listMyPicks({ userId: c.get('signedInUser').userId, query, lang: query.lang ?? 'ko' }));
  })
  .openapi(routes.createPick, async (c) =>
    ok(c, await createPick({ userId: c.get('signedInUser').userId, ...c.req.valid('json') })),
  )
  .openapi(routes.deletePick, async (c) => {
    await deletePick({ userId: c.get('signedInUser').userId, pickId: c.req.valid('param').id });
    return ok(c, null);
  })
  .openapi(routes.deletePickByReference, async (c) => {
    await deletePickByReference({ userId: c.get('signedInUser').userId, ...c.req.valid('json') });
    return ok(c, null);
  });
