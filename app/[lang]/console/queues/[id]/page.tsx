import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import { getQueryClient } from '@/api/query/get-query-client';
import { queueConsoleQueries } from '@/api/queue-console';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { QueueConsole } from '@/components/queue-console/queue-console';
import { StaffOnly } from '@/components/queue-console/staff-only';
import { localeFromParams } from '@/i18n/locale-param';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('queueConsole.metaTitle');

/**
 * /console/queues/{id}: the operator console of one waiting line. The line and the first
 * page of its audit log are loaded on the server (with the viewer's token) and handed to the
 * browser, which keeps them live. Anonymous visitors go to /login and come back; someone who
 * does not run this line (403 QUEUE_STAFF_ONLY) is told so; an unknown or malformed id is the
 * not-found page.
 */
export default async function QueueConsolePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const { id: rawId } = await params;
  const id = parseRouteId(rawId);
  if (id === null) notFound();

  const queryClient = getQueryClient();
  const allowed = await signedInOrLogin(
    async () => {
      try {
        await queryClient.fetchQuery(queueConsoleQueries.line(id));
        return true;
      } catch (error) {
        if (ApiError.is(error, 'QUEUE_STAFF_ONLY')) return false;
        if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
        throw error;
      }
    },
    { lang, path: `/console/queues/${id}` },
  );
  if (!allowed) return <StaffOnly />;

  // The log is secondary: the console shows its own retry if this fails.
  return (
    <HydratedClient
      scope="queueConsole"
      prefetch={(client) => client.prefetchInfiniteQuery(queueConsoleQueries.events(id))}
    >
      <QueueConsole queueId={id} />
    </HydratedClient>
  );
}
