import { z } from 'zod';
import { localeSchema } from './locale';

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** GET /v1/push/config: the VAPID public key the browser subscribes with (null: push is off). */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable() }).meta({ id: 'PushConfig' });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/**
 * PUT /v1/users/push-subscriptions: PushSubscription.toJSON() from the browser, and the
 * language pushes should be written in.
 */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.string().url().max(2048),
    keys: z.object({ p256dh: base64url, auth: base64url }),
    lang: localeSchema.default('ko'),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

/** DELETE /v1/users/push-subscriptions: the browser's endpoint. */
export const pushUnsubscribeBodySchema = z
  .object({ endpoint: z.string().url().max(2048) })
  .meta({ id: 'PushUnsubscribeBody' });

export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() }).meta({ id: 'PushSubscriptionState' });
export type PushSubscriptionState = z.infer<typeof pushSubscriptionStateSchema>;

/** POST /v1/dev/jobs/reservation-alerts (development only): run the alert job at `now`. */
export const devDispatchBodySchema = z
  .object({ now: z.iso.datetime({ offset: true }) })
  .meta({ id: 'DevDispatchBody' });

export const devDispatchResultSchema = z
  .object({ SENT: z.number(), SUPPRESSED: z.number(), SUPERSEDED: z.number(), MISSED: z.number() })
  .meta({ id: 'DevDispatchResult' });
