import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { Locale } from '@/lib/locales';
import type { NotificationGroup } from '@/lib/constants';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { MarkReadBody, NotificationPage, NotificationSetting, Unread } from './contracts/notifications';
import { meKeys } from './me-keys';
import { emptyPage, nextPageOf } from './paging';

const NOTHING_UNREAD: Unread = { existsUnread: false, existsUnreadByGroups: {} as Unread['existsUnreadByGroups'] };

/** Spec sections 6 and 8: an anonymous (or expired) reader has nothing, not an error. */
async function orWhenSignedOut<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return empty;
    throw error;
  }
}

// GET /v2/users/notifications - mine, newest first (one group or all).
function listNotifications(page: number, group: NotificationGroup | null, lang: Locale): Promise<NotificationPage> {
  const query = { page, lang, ...(group ? { group } : {}) };
  return orWhenSignedOut(
    apiFetch<NotificationPage>('/v2/users/notifications', { query, viewer: true }),
    emptyPage<NotificationPage['content'][number]>({ page }),
  );
}

// GET /v1/users/notifications/unread - whether anything is unread, overall and per group.
function getUnread(): Promise<Unread> {
  return orWhenSignedOut(apiFetch<Unread>('/v1/users/notifications/unread', { viewer: true }), NOTHING_UNREAD);
}

// PATCH /v1/users/notifications/read - all (no ids) or the given ones.
function markRead(body: MarkReadBody): Promise<{ updated: number }> {
  return apiFetch<{ updated: number }>('/v1/users/notifications/read', { method: 'PATCH', body });
}

// GET /v1/users/notifications/settings - one switch per kind.
function listSettings(): Promise<NotificationSetting[]> {
  return apiFetch<NotificationSetting[]>('/v1/users/notifications/settings', { viewer: true });
}

// PATCH /v1/users/notifications/settings/{id}/activation
function setActivation(id: number, isActivated: boolean): Promise<NotificationSetting> {
  return apiFetch<NotificationSetting>(`/v1/users/notifications/settings/${id}/activation`, {
    method: 'PATCH',
    body: { isActivated },
  });
}

// Under meKeys.all: the reader's own, dropped with the session.
const notificationKeys = {
  all: [...meKeys.all, 'notifications'] as const,
  list: (group: NotificationGroup | null, lang: Locale) =>
    [...meKeys.all, 'notifications', 'list', group, lang] as const,
  unread: [...meKeys.all, 'notifications', 'unread'] as const,
  settings: [...meKeys.all, 'notifications', 'settings'] as const,
};

export const notificationQueries = {
  list: (group: NotificationGroup | null, lang: Locale) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(group, lang),
      queryFn: ({ pageParam }) => listNotifications(pageParam, group, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
  /** The dot: fresh for 30 s, asked again when the reader comes back to the tab. */
  unread: () => queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnread, staleTime: 30_000 }),
  settings: () => queryOptions({ queryKey: notificationKeys.settings, queryFn: listSettings }),
};

/** Marks notifications read (all, or some), then the list and the dot catch up. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Switches one kind on or off; the switch moves at once and goes back if the server refuses. */
export function useSetActivation() {
  const queryClient = useQueryClient();
  const patch = (id: number, isActivated: boolean) =>
    queryClient.setQueryData<NotificationSetting[]>(notificationKeys.settings, (old) =>
      old?.map((s) => (s.id === id ? { ...s, isActivated } : s)),
    );
  return useApiMutation({
    mutationFn: ({ id, isActivated }: { id: number; isActivated: boolean }) => setActivation(id, isActivated),
    onMutate: ({ id, isActivated }) => patch(id, isActivated),
    onError: (_error, { id, isActivated }) => patch(id, !isActivated),
    onSuccess: (setting) => patch(setting.id, setting.isActivated),
  });
}
