import type { Paged } from './contracts/envelope';

/**
 * An empty page of a list: what a signed-in-only list answers an anonymous (or expired)
 * visitor in the browser, as spec section 8 asks ("401 yields empty data").
 */
export function emptyPage<T>(query: { page?: number; size?: number }): Paged<T> {
  return { content: [], page: { number: query.page ?? 0, size: query.size ?? 20, totalElements: 0, totalPages: 0 } };
}

/** Spec section 7: the next page is number + 1 while it is below totalPages. */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  const next = last.page.number + 1;
  return next < last.page.totalPages ? next : undefined;
}
