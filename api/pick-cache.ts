import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { SpotSearchItem } from './contracts/search';
import type { SpotDetail } from './contracts/spots';
import { searchKeys } from './search';
import { spotKeys } from './spot-keys';
import type { Locale } from '@/lib/locales';

/*
 * The pick state in the query cache, apart from the pick writes (api/picks.ts): every list
 * keeps it current (the reader's picks arrive after hydration), while the writes and their
 * toasts load with the first tap of a heart (decision 028).
 */

/**
 * Stands in for the pick id between the tap and the server's answer, so the heart fills at
 * once. Never sent anywhere: the toggle ignores taps while a change is in flight.
 */
export const OPTIMISTIC_PICK_ID = -1;

type ItemsPage = { content: SpotSearchItem[] };
type CachedSearch = ItemsPage | InfiniteData<ItemsPage> | undefined;

function patchPage<T extends ItemsPage>(page: T, spotId: number, pickId: number | null): T {
  if (!page.content.some((item) => item.id === spotId)) return page;
  return { ...page, content: page.content.map((item) => (item.id === spotId ? { ...item, pickId } : item)) };
}

/**
 * Writes a pick state into every cached copy of the pop-up: its detail in every language,
 * and every search answer holding it (the endless list's pages, single pages, the map), so
 * the list, the map and the detail agree without refetching every loaded page.
 */
export function setCachedPick(queryClient: QueryClient, spotId: number, pickId: number | null) {
  queryClient.setQueriesData<SpotDetail>({ queryKey: spotKeys.detailsOf(spotId) }, (old) =>
    old ? { ...old, pickId } : old,
  );
  queryClient.setQueriesData<CachedSearch>({ queryKey: searchKeys.all }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data && Array.isArray(data.pages)) {
      return { ...data, pages: data.pages.map((page) => patchPage(page, spotId, pickId)) };
    }
    if ('content' in data && Array.isArray(data.content)) return patchPage(data, spotId, pickId);
    return data;
  });
}

/**
 * The pick state to show for a list item: the detail page's cached copy of the pop-up wins
 * when it is newer than the list's page (the reader picked it there, then came back), so the
 * list never contradicts what the reader just did.
 */
export function freshPickId(
  queryClient: QueryClient,
  item: SpotSearchItem,
  lang: Locale,
  listUpdatedAt: number,
): number | null {
  const detail = queryClient.getQueryState<{ pickId: number | null }>(spotKeys.detail(item.id, lang));
  if (detail?.data && detail.dataUpdatedAt > listUpdatedAt) return detail.data.pickId;
  return item.pickId;
}
