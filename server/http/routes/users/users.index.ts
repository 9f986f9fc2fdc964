import { clearSessionCookies } from '../../../auth/session-cookies';
import { checkNickname } from '../../../services/users/check-nickname';
import { deleteMe } from '../../../services/users/delete-me';
import { getActivityStats } from '../../../services/users/get-activity-stats';
import { getMe } from '../../../services/users/get-me';
import { listMySpotStates } from '../../../services/users/list-my-spot-states';
import { updateMe } from '../../../services/users/update-me';
import { parseSpotIds } from '@/api/contracts/users';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './users.routes';

export const usersRouter = createRouter()
  .openapi(routes.getMe, async (c) => ok(c, await getMe({ userId: c.get('signedInUser').userId })))
  .openapi(routes.getMySpotStates, async (c) =>
    ok(
      c,
      await listMySpotStates({
        userId: c.get('signedInUser').userId,
        spotIds: parseSpotIds(c.req.valid('query').spotIds),
      }),
    ),
  )
  .openapi(routes.updateMe, async (c) =>
    ok(c, await updateMe({ userId: c.get('signedInUser').userId, body: c.req.valid('json') })),
  )
  .openapi(routes.checkNickname, async (c) =>
    ok(c, await checkNickname({ userId: c.get('signedInUser').userId, nickname: c.req.valid('query').nickname })),
  )
  .openapi(routes.getActivityStats, async (c) =>
    ok(c, await getActivityStats({ userId: c.get('signedInUser').userId })),
  )
  .openapi(routes.deleteMe, async (c) => {
    await deleteMe({ userId: c.get('signedInUser').userId });
    clearSessionCookies(c);
    return ok(c, null);
  });
