import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { SpotSearchItem } from '@/api/contracts/search';
import { searchKeys } from '@/api/search';
import { spotKeys } from '@/api/spots';
import type { Locale } from '@/lib/locales';

type ItemsPage = { content: SpotSearchItem[] };
type Cached = ItemsPage | InfiniteData<ItemsPage> | undefined;

function patchPage<T extends ItemsPage>(page: T, spotId: number, pickId: number | null): T {
  if (!page.content.some((item) => item.id === spotId)) return page;
  return { ...page, content: page.content.map((item) => (item.id === spotId ? { ...item, pickId } : item)) };
}

/**
 * Writes a pick change into every cached search answer holding that pop-up (the endless
 * list's pages, single pages, the map's markers), so the list, the map and a return from
 * the detail page show the new state without refetching every loaded page.
 */
export function patchSearchPick(queryClient: QueryClient, spotId: number, pickId: number | null) {
  queryClient.setQueriesData<Cached>({ queryKey: searchKeys.all }, (data) => {
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
