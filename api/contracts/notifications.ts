import { z } from 'zod';
import { NOTIFICATION_GROUPS, NOTIFICATION_READ_MAX_IDS, SWITCHABLE_NOTIFICATION_GROUPS } from '@/lib/constants';
import { idValue, paged, pageQuerySchema } from './envelope';
import { localeSchema } from './locale';

const groupSchema = z.enum(NOTIFICATION_GROUPS).meta({ id: 'NotificationGroup' });

/** GET /v2/users/notifications: newest first, optionally one group, text in ?lang. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  group: groupSchema.optional(),
  lang: localeSchema.optional(),
});

const notificationSchema = z
  .object({
    id: z.number().int(),
    group: groupSchema,
    /** In the reader's language when the notification has a message key, else as sent (Korean). */
    title: z.string(),
    body: z.string().nullable(),
    /** In-app path to open ('/popup/12?tab=REVIEW'), or null. */
    link: z.string().nullable(),
    createdAt: z.string(),
    isRead: z.boolean(),
  })
  .meta({ id: 'Notification' });

export const notificationPageSchema = paged(notificationSchema).meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /v1/users/notifications/unread (spec section 6). */
export const unreadSchema = z
  .object({
    existsUnread: z.boolean(),
    existsUnreadByGroups: z.record(groupSchema, z.boolean()),
  })
  .meta({ id: 'UnreadNotifications' });
export type Unread = z.infer<typeof unreadSchema>;

/** PATCH /v1/users/notifications/read: no body (or no ids) marks all read. */
export const markReadBodySchema = z
  .object({ ids: z.array(idValue).min(1).max(NOTIFICATION_READ_MAX_IDS).optional() })
  .meta({ id: 'MarkNotificationsRead' });
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const markReadResultSchema = z.object({ updated: z.number().int() }).meta({ id: 'MarkedRead' });

/** GET /v1/users/notifications/settings: one switch per kind (the spec's id and isActivated). */
const notificationSettingSchema = z
  .object({ id: z.number().int(), group: z.enum(SWITCHABLE_NOTIFICATION_GROUPS), isActivated: z.boolean() })
  .meta({ id: 'NotificationSetting' });
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;
export const notificationSettingListSchema = z.array(notificationSettingSchema);

export const activationBodySchema = z.object({ isActivated: z.boolean() }).meta({ id: 'SettingActivation' });
