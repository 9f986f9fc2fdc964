'use client';

import { isServer, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { makeQueryClient } from '@/lib/query/make-query-client';

let browserQueryClient: QueryClient | undefined;

/**
 * The browser keeps one client for the whole session (so the cache survives navigation);
 * the server render of this client component makes a fresh one each time, never shared
 * between requests.
 */
function getClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  // Not useState: if React suspends on the first render it would throw the state away and
  // create a second client; the module-level singleton survives that.
  const client = getClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
