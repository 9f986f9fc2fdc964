import 'server-only';
import { and, eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { PushConfig, PushSubscriptionBody, PushSubscriptionState } from '@/api/contracts/push';
import { getDb } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { serverEnv } from '../../env';
import { isAllowedPushEndpoint } from './push-endpoint';

const extraHosts = () =>
  serverEnv()
    .WEB_PUSH_EXTRA_HOSTS.split(',')
    .map((h) => h.trim())
    .filter(Boolean);

/** GET /v1/push/config */
export function pushConfig(): PushConfig {
  const env = serverEnv();
  return { publicKey: env.WEB_PUSH_ENABLED ? env.WEB_PUSH_VAPID_PUBLIC_KEY! : null };
}

/**
 * PUT /v1/users/push-subscriptions: remembers this browser for the caller. Idempotent: the
 * endpoint is unique, so subscribing again refreshes the keys and language, and a browser
 * last used by another account now belongs to the caller (it shows whoever signed in last).
 * Push off (no VAPID keys): 404. An endpoint that is not a push service: 400.
 */
export async function subscribePush(
  input: { userId: number } & Required<PushSubscriptionBody>,
): Promise<PushSubscriptionState> {
  if (!serverEnv().WEB_PUSH_ENABLED) throw apiError('NOT_FOUND');
  if (!isAllowedPushEndpoint(input.endpoint, extraHosts())) {
    throw apiError('BAD_REQUEST', { 'json.endpoint': ['is not a Web Push service'] });
  }
  const db = await getDb();
  const values = {
    userId: input.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale: input.lang,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, locale: values.locale },
    });
  return { subscribed: true };
}

/** DELETE /v1/users/push-subscriptions: forgets the caller's browser (someone else's: nothing). */
export async function unsubscribePush(input: { userId: number; endpoint: string }): Promise<PushSubscriptionState> {
  const db = await getDb();
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, input.userId)));
  return { subscribed: false };
}

/** Whether the server may still deliver to `endpoint` (the sender checks again). */
export function deliverableEndpoint(endpoint: string): boolean {
  return isAllowedPushEndpoint(endpoint, extraHosts());
}
