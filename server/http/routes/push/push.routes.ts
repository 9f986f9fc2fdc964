import { createRoute } from '@hono/zod-openapi';
import {
  pushConfigSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionStateSchema,
  pushUnsubscribeBodySchema,
} from '@/api/contracts/push';
import { requireUser } from '../../middleware/auth';
import { bearerSecurity, jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/push/config - the VAPID public key browsers subscribe with
export const getPushConfig = createRoute({
  method: 'get',
  path: '/v1/push/config',
  tags: ['push'],
  summary: 'Web Push configuration',
  description: '`publicKey` is null when this server sends no pushes (no VAPID keys configured).',
  responses: { ...jsonOk(pushConfigSchema) },
});

// PUT /api/v1/users/push-subscriptions - deliver my alerts to this browser too
export const subscribe = createRoute({
  method: 'put',
  path: '/v1/users/push-subscriptions',
  tags: ['push'],
  summary: 'Subscribe this browser',
  description:
    'PushSubscription.toJSON() and the language of the pushes. Idempotent per endpoint (the latest account wins). ' +
    'An endpoint that is not a Web Push service: 400 / 40000000. Push off on this server: 404 / 40400000.',
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: pushSubscriptionBodySchema } }, required: true } },
  responses: { ...jsonOk(pushSubscriptionStateSchema), ...jsonErrors(400, 401, 404, 429) },
});

// DELETE /api/v1/users/push-subscriptions - stop pushes to this browser
export const unsubscribe = createRoute({
  method: 'delete',
  path: '/v1/users/push-subscriptions',
  tags: ['push'],
  summary: 'Unsubscribe this browser',
  description: "Forgets the endpoint if it is mine; someone else's (or an unknown one) is left alone. Idempotent.",
  security: bearerSecurity,
  middleware: [requireUser] as const,
  request: { body: { content: { 'application/json': { schema: pushUnsubscribeBodySchema } }, required: true } },
  responses: { ...jsonOk(pushSubscriptionStateSchema), ...jsonErrors(400, 401, 429) },
});
