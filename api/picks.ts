import {
  infiniteQueryOptions,
  queryOptions,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useApiMutation } from '@/api/query/use-api-mutation';
import type { Locale } from '@/lib/locales';
import type { MyPicksFilter } from '@/lib/picks/my-picks-filter';
import { ApiError } from './api-error';
import { apiFetch } from './client';
import type { MyPick, MyPickPage, MyPicksQuery, PickBody, PickCreated } from './contracts/picks';
import { emptyPage, nextPageOf } from './paging';
import { OPTIMISTIC_PICK_ID, setCachedPick } from './pick-cache';
import { searchKeys } from './search';
import { spotKeys } from './spot-keys';
import { meKeys } from './me-keys';

// POST /v1/users/picks - pick a pop-up; picking again answers the same pick id.
// 401 anonymous, 400 40000001 deleted pop-up, 404 unknown pop-up.
export function createPick(body: PickBody): Promise<PickCreated> {
  return apiFetch<PickCreated>('/v1/users/picks', { method: 'POST', body });
}

// DELETE /v1/users/picks/{id} - remove one of my picks (404 when it is not mine or gone).
export function deletePick(pickId: number): Promise<null> {
  return apiFetch<null>(`/v1/users/picks/${pickId}`, { method: 'DELETE' });
}

// DELETE /v2/users/picks - remove my pick of an item by reference (succeeds when there is none).
export function deletePickByReference(body: PickBody): Promise<null> {
  return apiFetch<null>('/v2/users/picks', { method: 'DELETE', body });
}

// GET /v1/users/picks - my picks (spec section 8: 401 yields empty data).
async function getMyPicks(query: MyPicksQuery, lang: Locale): Promise<MyPickPage> {
  try {
    return await apiFetch<MyPickPage>('/v1/users/picks', { query: { ...query, lang }, viewer: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return emptyPage(query);
    throw error;
  }
}

/** Every pick list (my picks, calendars, counts) sits under `all`, invalidated after a change. */
const pickKeys = {
  all: ['picks'] as const,
  mine: (filter: MyPicksFilter, lang: Locale) => ['picks', 'mine', filter, lang] as const,
  days: (from: string, to: string, lang: Locale) => ['picks', 'days', from, to, lang] as const,
};

const MONTH_PAGE_SIZE = 100;

export const pickQueries = {
  /** My picks list, a page at a time. */
  mine: (filter: MyPicksFilter, lang: Locale) =>
    infiniteQueryOptions({
      queryKey: pickKeys.mine(filter, lang),
      queryFn: ({ pageParam }) =>
        getMyPicks({ 'filter.periodType': filter.periodType ?? undefined, sort: filter.sort, page: pageParam }, lang),
      initialPageParam: 0,
      getNextPageParam: nextPageOf,
    }),
  /** Every pick touching the days from..to (the calendar's month), all pages at once. */
  days: (from: string, to: string, lang: Locale) =>
    queryOptions({
      queryKey: pickKeys.days(from, to, lang),
      queryFn: async (): Promise<MyPick[]> => {
        const query = { 'filter.from': from, 'filter.to': to, sort: 'openDate,asc', size: MONTH_PAGE_SIZE } as const;
        const first = await getMyPicks({ ...query, page: 0 }, lang);
        const rest = await Promise.all(
          Array.from({ length: Math.max(0, first.page.totalPages - 1) }, (_, i) =>
            getMyPicks({ ...query, page: i + 1 }, lang),
          ),
        );
        return [first, ...rest].flatMap((page) => page.content);
      },
    }),
};

export type PickChange = { action: 'add' } | { action: 'remove'; pickId: number };

/**
 * Picking and unpicking a pop-up (spec 4), for every place that picks: optimistic in every
 * cached copy, put back on failure, then the pop-up's details and the pick lists refetch.
 * Failures are the caller's to explain, except 401, which the query client's one handler
 * turns into the login modal.
 */
export function usePickMutation(spotId: number, options: { onSettled?: (picked: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (change: PickChange): Promise<number | null> => {
      if (change.action === 'add') return (await createPick({ referenceId: spotId, type: 'POPUP' })).pickId;
      await deletePick(change.pickId);
      return null;
    },
    // The toggle explains failures in the pick's own words; a lost session is the client's.
    meta: { handles: true },
    onMutate: async (change) => {
      // A refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: spotKeys.detailsOf(spotId) });
      await queryClient.cancelQueries({ queryKey: searchKeys.all });
      // The page's first answer about my picks (hooks/use-my-spot-states.ts) is older than this tap.
      await queryClient.cancelQueries({ queryKey: meKeys.spotStatesAll });
      const previous = change.action === 'add' ? null : change.pickId;
      setCachedPick(queryClient, spotId, change.action === 'add' ? OPTIMISTIC_PICK_ID : null);
      return { previous };
    },
    onSuccess: (pickId) => setCachedPick(queryClient, spotId, pickId),
    onError: (_error, _change, context) => setCachedPick(queryClient, spotId, context?.previous ?? null),
    onSettled: (pickId, error, _change, context) => {
      // Where the server now stands: the new pick, or what was there before a failure.
      options.onSettled?.(error ? (context?.previous ?? null) !== null : pickId !== null);
      void queryClient.invalidateQueries({ queryKey: spotKeys.detailsOf(spotId) });
      void queryClient.invalidateQueries({ queryKey: pickKeys.all });
    },
  });
}

/** Whether a failed pick change means the pop-up (or the pick) no longer exists. */
export function isPickGone(error: unknown): error is ApiError {
  return ApiError.is(error) && (error.status === 400 || error.status === 404);
}

type MyPicksData = InfiniteData<MyPickPage, number>;

/** The pick leaves every cached page of my picks at once (and the counts drop by one). */
function removeFromMyPicks(queryClient: QueryClient, pickId: number) {
  queryClient.setQueriesData<MyPicksData>({ queryKey: ['picks', 'mine'] }, (data) => {
    if (!data?.pages.some((page) => page.content.some((p) => p.pickId === pickId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        content: page.content.filter((p) => p.pickId !== pickId),
        page: { ...page.page, totalElements: Math.max(0, page.page.totalElements - 1) },
      })),
    };
  });
}

/**
 * Unpicking from my picks list: the card goes at once, the server is told, and every other
 * copy of the pop-up (its page, search answers) learns it. A failure puts the list back;
 * `onRemoved` is where the screen offers to undo. Callbacks live on the mutation, not on
 * `mutate`, because the card that was tapped is gone by the time the answer comes.
 */
export function useUnpickFromMyPicks(callbacks: { onRemoved: (pick: MyPick) => void }) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (pick: MyPick) => deletePick(pick.pickId),
    onMutate: async (pick) => {
      await queryClient.cancelQueries({ queryKey: pickKeys.all });
      removeFromMyPicks(queryClient, pick.pickId);
    },
    onSuccess: (_null, pick) => {
      setCachedPick(queryClient, pick.id, null);
      callbacks.onRemoved(pick);
    },
    onSettled: (_data, _error, pick) => {
      void queryClient.invalidateQueries({ queryKey: spotKeys.detailsOf(pick.id) });
      void queryClient.invalidateQueries({ queryKey: pickKeys.all });
    },
  });
}

/** Undo of an unpick: picks the pop-up again (a new pick, now the newest) and refreshes the lists. */
export function useRepick() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (pick: MyPick) => createPick({ referenceId: pick.id, type: 'POPUP' }),
    onSuccess: ({ pickId }, pick) => setCachedPick(queryClient, pick.id, pickId),
    onSettled: (_data, _error, pick) => {
      void queryClient.invalidateQueries({ queryKey: spotKeys.detailsOf(pick.id) });
      void queryClient.invalidateQueries({ queryKey: pickKeys.all });
    },
  });
}
