import { defaultShouldDehydrateQuery, MutationCache, QueryClient } from '@tanstack/react-query';
import type { MutationErrorMeta } from '@/api/query-meta';
import { DEFAULT_QUERY_RETRY, DEFAULT_QUERY_STALE_TIME_MS } from '@/lib/client-constants';

export type MutationErrorHandler = (error: unknown, meta: MutationErrorMeta | undefined) => void;

/**
 * One configuration for the server's per-request clients and the browser's client.
 * - staleTime above 0: the browser must not refetch what the server just rendered.
 * - retry false: the spec has most queries fail fast (the ranking query opts in to 2).
 * - onMutationError: the browser's one place for failed writes (login modal, localized
 *   toast); the server never runs mutations.
 */
export function makeQueryClient(options: { onMutationError?: MutationErrorHandler } = {}): QueryClient {
  const { onMutationError } = options;
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onMutationError?.(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_QUERY_STALE_TIME_MS,
        retry: DEFAULT_QUERY_RETRY,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
      dehydrate: {
        // Also send queries still pending, so a page can stream data it didn't await.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
        // Next.js detects dynamic rendering through thrown errors and redacts them itself.
        shouldRedactErrors: () => false,
      },
    },
  });
}
