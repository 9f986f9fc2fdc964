import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { Locale } from '@/lib/locales';
import { apiFetch } from './client';
import type { CalendarAlarmsBody, CalendarFeed, CalendarFeedCreated } from './contracts/calendar';

// GET /v1/users/calendar-feed - whether my calendar subscription exists, and its reminders.
function getCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/v1/users/calendar-feed', { viewer: true });
}

// POST /v1/users/calendar-feed - a new secret address (the old one stops working).
function rotateCalendarFeed(lang: Locale): Promise<CalendarFeedCreated> {
  return apiFetch<CalendarFeedCreated>('/v1/users/calendar-feed', { method: 'POST', query: { lang } });
}

// PUT /v1/users/calendar-feed/alarms - reminders before each pre-reservation window.
function setCalendarAlarms(body: CalendarAlarmsBody): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/v1/users/calendar-feed/alarms', { method: 'PUT', body });
}

// DELETE /v1/users/calendar-feed - stop the subscription.
function deleteCalendarFeed(): Promise<null> {
  return apiFetch<null>('/v1/users/calendar-feed', { method: 'DELETE' });
}

const calendarFeedKey = ['calendar-feed'] as const;

export const calendarFeedQuery = () => queryOptions({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });

/** Writes to the subscription; each answer is the new state, put straight into the cache. */
export function useCalendarFeedMutations() {
  const queryClient = useQueryClient();
  const put = (feed: CalendarFeed) =>
    queryClient.setQueryData<CalendarFeed>(calendarFeedKey, {
      active: feed.active,
      alarmOffsets: feed.alarmOffsets,
      rotatedAt: feed.rotatedAt,
    });
  return {
    rotate: useApiMutation({ mutationFn: rotateCalendarFeed, onSuccess: put }),
    setAlarms: useApiMutation({ mutationFn: setCalendarAlarms, onSuccess: put }),
    remove: useApiMutation({
      mutationFn: deleteCalendarFeed,
      onSuccess: () =>
        queryClient.setQueryData<CalendarFeed>(calendarFeedKey, (old) => ({
          active: false,
          alarmOffsets: old?.alarmOffsets ?? [],
          rotatedAt: null,
        })),
    }),
  };
}
