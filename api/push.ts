import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { PushConfig, PushSubscriptionBody, PushSubscriptionState } from './contracts/push';

// GET /v1/push/config - the VAPID public key (null: this server sends no pushes).
function getPushConfig(): Promise<PushConfig> {
  return apiFetch<PushConfig>('/v1/push/config');
}

// PUT /v1/users/push-subscriptions - deliver my alerts to this browser too.
export function savePushSubscription(body: PushSubscriptionBody): Promise<PushSubscriptionState> {
  return apiFetch<PushSubscriptionState>('/v1/users/push-subscriptions', { method: 'PUT', body });
}

// DELETE /v1/users/push-subscriptions - stop pushes to this browser.
export function deletePushSubscription(endpoint: string): Promise<PushSubscriptionState> {
  return apiFetch<PushSubscriptionState>('/v1/users/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}

export const pushQueries = {
  /** The server's key changes only with its configuration. */
  config: () => queryOptions({ queryKey: ['push', 'config'] as const, queryFn: getPushConfig, staleTime: Infinity }),
};
