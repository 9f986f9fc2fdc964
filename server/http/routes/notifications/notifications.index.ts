import { getUnread } from '../../../services/notifications/get-unread';
import { listNotifications } from '../../../services/notifications/list-notifications';
import { markRead } from '../../../services/notifications/mark-read';
import {
  listNotificationSettings,
  setNotificationActivation,
} from '../../../services/notifications/notification-settings';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './notifications.routes';

export const notificationsRouter = createRouter()
  .openapi(routes.listNotifications, async (c) => {
    const { userId, query, lang } = requestInput(c);
    return ok(c, await listNotifications({ userId, ...query, lang }));
  })
  .openapi(routes.getUnread, async (c) => ok(c, await getUnread({ userId: requestInput(c).userId })))
  .openapi(routes.markRead, async (c) => {
    // The body is optional: no body at all is 'all of them' (no ids).
    const { userId, body } = requestInput(c);
    return ok(c, await markRead({ userId, ...body }));
  })
  .openapi(routes.listSettings, async (c) => ok(c, await listNotificationSettings({ userId: requestInput(c).userId })))
  .openapi(routes.setActivation, async (c) => {
    const { userId, params, body } = requestInput(c);
    return ok(c, await setNotificationActivation({ userId, settingId: params.id, ...body }));
  });
