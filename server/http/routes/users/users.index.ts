import { clearSessionCookies, setFlash, setSessionCookies } from '../../../auth/session-cookies';
import { tokenForSession } from '../../../services/auth/issue-session';
import { checkNickname } from '../../../services/users/check-nickname';
import { deleteMe } from '../../../services/users/delete-me';
import { getActivityStats } from '../../../services/users/get-activity-stats';
import { getMe } from '../../../services/users/get-me';
import { listMySpotStates } from '../../../services/users/list-my-spot-states';
import { listMySessions, signOutEverywhere } from '../../../services/users/my-sessions';
import { updateMe } from '../../../services/users/update-me';
import { removeMyProfileImage, updateProfileImage } from '../../../services/users/profile-image';
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
  .openapi(routes.updateMe, async (c) => {
    const { userId, sessionId } = c.get('signedInUser');
    const me = await updateMe({ userId, body: c.req.valid('json') });
    // The token and the stored nickname carry the name: both follow the change, same session.
    const token = await tokenForSession({ userId, role: me.role, nickname: me.nickname, sessionId });
    setSessionCookies(c, { ...token, userId: me.id, nickname: me.nickname, signedUp: me.signedUp });
    return ok(c, me);
  })
  .openapi(routes.checkNickname, async (c) =>
    ok(c, await checkNickname({ userId: c.get('signedInUser').userId, nickname: c.req.valid('query').nickname })),
  )
  .openapi(routes.getActivityStats, async (c) =>
    ok(c, await getActivityStats({ userId: c.get('signedInUser').userId })),
  )
  .openapi(routes.updateProfileImage, async (c) =>
    ok(c, await updateProfileImage({ userId: c.get('signedInUser').userId, file: c.req.valid('form').file })),
  )
  .openapi(routes.removeProfileImage, async (c) =>
    ok(c, await removeMyProfileImage({ userId: c.get('signedInUser').userId })),
  )
  .openapi(routes.deleteMe, async (c) => {
    await deleteMe({ userId: c.get('signedInUser').userId });
    clearSessionCookies(c);
    // Home, where the browser goes next, says the account is gone (issue 31: it said nothing).
    setFlash(c, 'accountDeleted');
    return ok(c, null);
  })
  .openapi(routes.listMySessions, async (c) => ok(c, await listMySessions(c.get('signedInUser'))))
  .openapi(routes.signOutEverywhere, async (c) => {
    const ended = await signOutEverywhere({ userId: c.get('signedInUser').userId });
    clearSessionCookies(c);
    // The page the browser lands on says 'signed out', like a sign-out.
    setFlash(c, 'signedOut');
    return ok(c, ended);
  });
