import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../lib/locales';
import { instant } from './common';
import { users } from './users';

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()): where to POST, and the keys
 * the payload is encrypted for. An endpoint belongs to one browser profile, so it is unique:
 * subscribing again (or as another account in the same browser) moves it to the newest user.
 * Rows the push service answers 404/410 for are deleted by the sender.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language of the page that subscribed: pushes are written in it. */
    locale: text('locale').notNull().default('ko'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_locale_ck', sql.raw(`locale IN (${LOCALES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);
