import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { isLocale, type Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { deliverableEndpoint } from './push-subscriptions';

/** What the service worker (public/sw.js) shows: a notification that opens `link`. */
export type PushMessage = { title: string; body: string | null; link: string | null; tag: string };

/** How long a push service keeps trying an offline browser: an alert is stale after an hour. */
const PUSH_TTL_SECONDS = 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends `build(locale)` to every browser the user subscribed (each in the language of the
 * page it subscribed from), encrypted for that browser (RFC 8291) and signed with our VAPID
 * key (RFC 8292) by web-push; the request itself goes out with fetch. A subscription the push
 * service no longer knows (404, 410) is deleted; other failures are logged and the in-app
 * notification stays the record. Nothing is sent when VAPID keys are not configured.
 * Answers how many browsers accepted it.
 */
export async function sendPushToUser(userId: number, build: (lang: Locale) => PushMessage): Promise<number> {
  const env = serverEnv();
  if (!env.WEB_PUSH_ENABLED) return 0;
  const db = await getDb();
  const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const outcomes = await Promise.all(
    targets
      .filter((target) => deliverableEndpoint(target.endpoint))
      .map(async (target) => {
        const message = build(isLocale(target.locale) ? target.locale : 'ko');
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            TTL: PUSH_TTL_SECONDS,
            urgency: 'high',
            vapidDetails: {
              subject: env.WEB_PUSH_SUBJECT,
              publicKey: env.WEB_PUSH_VAPID_PUBLIC_KEY!,
              privateKey: env.WEB_PUSH_VAPID_PRIVATE_KEY!,
            },
          },
        );
        try {
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: new Uint8Array(request.body),
            redirect: 'error',
            signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          });
          await response.body?.cancel();
          if (response.ok) return { id: target.id, outcome: 'delivered' as const };
          if (response.status === 404 || response.status === 410) return { id: target.id, outcome: 'gone' as const };
          logger.warn('push refused', { subscriptionId: target.id, status: response.status });
        } catch (error) {
          logger.warn('push failed', { subscriptionId: target.id, error });
        }
        return { id: target.id, outcome: 'failed' as const };
      }),
  );
  const delivered = outcomes.filter((o) => o.outcome === 'delivered').map((o) => o.id);
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id);
  if (delivered.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(inArray(pushSubscriptions.id, delivered));
  }
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return delivered.length;
}
