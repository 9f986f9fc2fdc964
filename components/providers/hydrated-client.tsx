import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/api/query/get-query-client';
import type { ClientMessageScope } from '@/i18n/client-namespaces';
import { ClientMessages } from './client-messages';

/**
 * What the client components of a page need from its server render: the messages of their
 * scope (<ClientMessages>, decision 028) and the data the request's query client holds, after
 * `prefetch` (a failed prefetch is not sent: the browser then asks itself). Data that decided
 * the page (a sign-in check's fetchQuery) is already in that client and goes along.
 * Kept apart from ClientMessages, which the root layout renders on every page: this one
 * brings the hydration code with it, only where a page's data does.
 */
export async function HydratedClient({
  scope,
  prefetch,
  children,
}: {
  scope: ClientMessageScope;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
  children: ReactNode;
}) {
  const queryClient = getQueryClient();
  await prefetch?.(queryClient);
  return (
    <ClientMessages scope={scope}>
      <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>
    </ClientMessages>
  );
}
