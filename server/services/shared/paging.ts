import type { Paged } from '@/api/contracts/envelope';

/** The page a list call asks for (`pageQuerySchema`): `page` counts from 0, `size` rows each. */
export type PageRequest = { page: number; size: number };

/** Rows to skip for the requested page: `.limit(size).offset(pageOffset(request))`. */
export function pageOffset(request: PageRequest): number {
  return request.page * request.size;
}

/**
 * The spec's page envelope around one page of rows: the client asks for the next page while
 * `number + 1 < totalPages` (0 pages when nothing matches).
 */
export function toPage<T>(content: T[], request: PageRequest, totalElements: number): Paged<T> {
  return {
    content,
    page: {
      number: request.page,
      size: request.size,
      totalElements,
      totalPages: Math.ceil(totalElements / request.size),
    },
  };
}

/**
 * The total of a paged list, counted only when the page cannot tell it: a page with rows that
 * is not full is the last one, so the total is the rows before it plus its own, and an empty
 * first page means none. A full page (more may follow) or an empty page past the start runs
 * `count`. Most people's own lists (my picks, my tickets) fit on one page, and the count was
 * a second statement on every read of them.
 */
export async function pageTotal(
  rowCount: number,
  request: PageRequest,
  count: () => PromiseLike<number>,
): Promise<number> {
  const before = pageOffset(request);
  if (rowCount > 0 && rowCount < request.size) return before + rowCount;
  if (rowCount === 0 && before === 0) return 0;
  return count();
}
