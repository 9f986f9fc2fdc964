/**
 * Page sizes shared by the pages (server prefetch) and the client lists: the query key holds
 * the size, so both sides must ask with the very same values to share the cache.
 */
export const MAGAZINE_LIST_PAGE_SIZE = 12;
