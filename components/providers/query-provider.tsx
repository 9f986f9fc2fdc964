'use client';

import { isServer, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError, isSessionFailure } from '@/api/api-error';
import { useErrorWords } from '@/hooks/use-error-words';
import { makeQueryClient, type MutationErrorHandler } from '@/api/query/make-query-client';
import { openLoginModal } from '@/stores/auth-store';
import { showToast } from '@/stores/toast-store';

let browserQueryClient: QueryClient | undefined;
/** The reader's current language for error words; refreshed on every render of the provider. */
let errorWords: (error: unknown) => string = () => '';

/**
 * The one place a failed write is explained (decision 023): a session the server no longer
 * accepts opens the login modal, always and first (useApiMutation keeps it from every other
 * handler); any other code becomes a toast in the reader's language, unless the mutation
 * says (meta.handles) that it shows that failure itself.
 */
const onMutationError: MutationErrorHandler = (error, meta) => {
  if (isSessionFailure(error)) {
    openLoginModal();
    return;
  }
  const handles = meta?.handles;
  if (handles === true) return;
  if (ApiError.is(error) && handles?.(error)) return;
  // An aborted request is the reader's own doing (they navigated away): nothing to say.
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showToast({ message: errorWords(error) });
};

/**
 * The browser keeps one client for the whole session (so the cache survives navigation);
 * the server render of this client component makes a fresh one each time, never shared
 * between requests.
 */
function getClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeBrowserQueryClient();
  return browserQueryClient;
}

/** A client with the browser's error handling (component tests make one each). */
export function makeBrowserQueryClient(): QueryClient {
  return makeQueryClient({ onMutationError });
}

/** `client` is for component tests; the app uses the one browser client. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const words = useErrorWords();
  useEffect(() => {
    errorWords = words;
  }, [words]);
  // Not useState: if React suspends on the first render it would throw the state away and
  // create a second client; the module-level singleton survives that.
  return <QueryClientProvider client={client ?? getClient()}>{children}</QueryClientProvider>;
}
