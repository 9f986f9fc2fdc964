import { clearSessionCookies, setFlash, setSessionCookies } from '../../../auth/session-cookies';
import { getMyTerms, updateMyTerms } from '../../../services/terms/my-terms';
import { signUp } from '../../../services/terms/sign-up';
import { ApiError } from '@/api/api-error';
import { ResultCode } from '@/api/error-codes';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './terms.routes';

export const termsRouter = createRouter()
  .openapi(routes.getTerms, async (c) => ok(c, await getMyTerms({ userId: requestInput(c).userId })))
  .openapi(routes.updateTerms, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await updateMyTerms({ userId, ...body }));
  })
  .openapi(routes.signUp, async (c) => {
    const { user, body } = requestInput(c);
    try {
      const session = await signUp({ userId: user.userId, sessionId: user.sessionId, ...body });
      setSessionCookies(c, {
        accessToken: session.accessToken,
        userId: session.user.id,
        nickname: session.user.nickname,
        expiresIn: session.expiresIn,
        signedUp: session.user.signedUp,
      });
      // The page sign-up returns to greets the new member once (components/layout/flash-toast.tsx).
      setFlash(c, 'welcome');
      return ok(c, session);
    } catch (error) {
      // The account is gone: so is the session that pointed at it.
      if (ApiError.is(error) && error.code === ResultCode.UNDER_14) clearSessionCookies(c);
      throw error;
    }
  });
