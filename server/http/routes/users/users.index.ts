import { clearSessionCookies } from '../../../auth/session-cookies';
import { deleteMe } from '../../../services/users/delete-me';
import { getMe } from '../../../services/users/get-me';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './users.routes';

export const usersRouter = createRouter()
  .openapi(routes.getMe, async (c) => ok(c, await getMe({ userId: c.get('signedInUser').userId })))
  .openapi(routes.deleteMe, async (c) => {
    await deleteMe({ userId: c.get('signedInUser').userId });
    clearSessionCookies(c);
    return ok(c, null);
  });
