import { queryOptions } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import { apiFetch } from './client';
import type { PushConfig, PushSubscriptionBody, PushSubscriptionState } from './contracts/push';

// GET /v1/push/config - the VAPID public key (null: this server sends no pushes).
function getPushConfig(): Promise<PushConfig> {
  return apiFetch<PushConfig>('/v1/push/config');
}

// PUT /v1/users/push-subscriptions - deliver my alerts to this browser too.
function savePushSubscription(body: PushSubscriptionBody): Promise<PushSubscriptionState> {
  return apiFetch<PushSubscriptionState>('/v1/users/push-subscriptions', { method: 'PUT', body });
}

// DELETE /v1/users/push-subscriptions - stop pushes to this browser.
function deletePushSubscription(endpoint: string): Promise<PushSubscriptionState> {
  return apiFetch<PushSubscriptionState>('/v1/users/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}

export const pushQueries = {
  /** The server's key changes only with its configuration. */
  config: () => queryOptions({ queryKey: ['push', 'config'] as const, queryFn: getPushConfig, staleTime: Infinity }),
};

/*
 * Whether this browser is subscribed is the browser's own state (its PushManager), not a
 * cached answer: the writes below have nothing to update. The switch explains a failure in
 * its own words, so the shared toast stays out; a lost session still opens the login modal.
 */

/** Delivers my alerts to this browser (sent again on each visit, with the page's language). */
export function useSavePushSubscription() {
  return useApiMutation({ mutationFn: savePushSubscription, meta: { handles: true } });
}

/** Stops pushes to this browser's endpoint. */
export function useDeletePushSubscription() {
  return useApiMutation({ mutationFn: deletePushSubscription, meta: { handles: true } });
}
