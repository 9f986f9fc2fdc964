import { getUnread } from '../../../services/notifications/get-unread';
import { listNotifications } from '../../../services/notifications/list-notifications';
import { markRead } from '../../../services/notifications/mark-read';
import {
  listNotificationSettings,
  setNotificationActivation,
} from '../../../services/notifications/notification-settings';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './notifications.routes';

export const notificationsRouter = createRouter()
  .openapi(routes.listNotifications, async (c) => {
    const { lang, ...query } = c.req.valid('query');
    return ok(c, await listNotifications({ userId: c.get('signedInUser').userId, ...query, lang: lang ?? 'ko' }));
  })
  .openapi(routes.getUnread, async (c) => ok(c, await getUnread({ userId: c.get('signedInUser').userId })))
  .openapi(routes.markRead, async (c) => {
    // The body is optional: no body at all is 'all of them'.
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    return ok(c, await markRead({ userId: c.get('signedInUser').userId, ids: body?.ids }));
  })
  .openapi(routes.listSettings, async (c) =>
    ok(c, await listNotificationSettings({ userId: c.get('signedInUser').userId })),
  )
  .openapi(routes.setActivation, async (c) =>
    ok(
      c,
      await setNotificationActivation({
        userId: c.get('signedInUser').userId,
        settingId: c.req.valid('param').id,
        ...c.req.valid('json'),
      }),
    ),
  );
