import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import { queueQueries } from '@/api/queues';
import { WaitingTicket } from '@/components/queues/waiting-ticket';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('waiting.metaTitle');

/**
 * /waiting/{ticketId}: my place in a pop-up's waiting line. The ticket is loaded on the
 * server (the cookie's token is forwarded in-process) and handed to the browser, which
 * refreshes it every 15 s while the page is visible. Anonymous visitors (or an expired
 * token) go to /login with this page as the return path; someone else's ticket, an unknown
 * one and a non-numeric id are the not-found page.
 */
export default async function WaitingPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const { id: rawId } = await params;
  const id = parseRouteId(rawId);
  if (id === null) notFound();

  const queryClient = getQueryClient();
  await signedInOrLogin(
    async () => {
      try {
        return await queryClient.fetchQuery(queueQueries.ticket(id, lang));
      } catch (error) {
        if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
        throw error;
      }
    },
    { lang, path: `/waiting/${id}` },
  );

  return (
    <HydratedClient scope="waiting">
      <WaitingTicket ticketId={id} />
    </HydratedClient>
  );
}
