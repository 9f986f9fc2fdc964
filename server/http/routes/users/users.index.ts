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
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './users.routes';

export const usersRouter = createRouter()
  .openapi(routes.getMe, async (c) => ok(c, await getMe({ userId: requestInput(c).userId })))
  .openapi(routes.getMySpotStates, async (c) => {
    const { userId, query } = requestInput(c);
    return ok(c, await listMySpotStates({ userId, spotIds: parseSpotIds(query.spotIds) }));
  })
  .openapi(routes.updateMe, async (c) => {
    const { user, body } = requestInput(c);
    const me = await updateMe({ userId: user.userId, ...body });
    // The token and the stored nickname carry the name: both follow the change, same session.
    const token = await tokenForSession({
      userId: user.userId,
      role: me.role,
      nickname: me.nickname,
      sessionId: user.sessionId,
    });
    setSessionCookies(c, { ...token, userId: me.id, nickname: me.nickname, signedUp: me.signedUp });
    return ok(c, me);
  })
  .openapi(routes.checkNickname, async (c) => {
    const { userId, query } = requestInput(c);
    return ok(c, await checkNickname({ userId, ...query }));
  })
  .openapi(routes.getActivityStats, async (c) => ok(c, await getActivityStats({ userId: requestInput(c).userId })))
  .openapi(routes.updateProfileImage, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await updateProfileImage({ userId, ...body }));
  })
  .openapi(routes.removeProfileImage, async (c) =>
    ok(c, await removeMyProfileImage({ userId: requestInput(c).userId })),
  )
  .openapi(routes.deleteMe, async (c) => {
    await deleteMe({ userId: requestInput(c).userId });
    clearSessionCookies(c);
    // Home, where the browser goes next, says the account is gone (issue 31: it said nothing).
    setFlash(c, 'accountDeleted');
    return ok(c, null);
  })
  .openapi(routes.listMySessions, async (c) => ok(c, await listMySessions(requestInput(c).user)))
  .openapi(routes.signOutEverywhere, async (c) => {
    const ended = await signOutEverywhere({ userId: requestInput(c).userId });
    clearSessionCookies(c);
    // The page the browser lands on says 'signed out', like a sign-out.
    setFlash(c, 'signedOut');
    return ok(c, ended);
  });
