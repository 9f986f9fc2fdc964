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
