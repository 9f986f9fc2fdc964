import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { enterpriseOperationsQueries } from '@/api/enterprise-operations';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { ConsoleRefusal } from '@/components/enterprise/console-refusal';
import { LazyOperationsView } from '@/components/enterprise/operations-view-lazy';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { seoulDayKey } from '@/lib/period-type';
import { addDays } from '@/lib/picks/calendar-month';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('enterprise.operations.metaTitle');

/**
 * /enterprise/popups/{id}/operations: the pop-up's waiting lines, Popspot reservation slots
 * and today's door (decision 047), for its company's members (STAFF read and check visitors
 * in; MANAGER and above change settings) and admins. The three parts are loaded on the server
 * with the viewer's token and handed to the browser. Anonymous: /login and back; another
 * company's member: told so; an unknown id: the not-found page.
 */
export default async function PopupOperationsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const { id: rawId } = await params;
  const id = parseRouteId(rawId);
  if (id === null) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'enterprise.operations' });
  const today = seoulDayKey(new Date());

  const queryClient = getQueryClient();
  const allowed = await signedInOrLogin(
    async () => {
      try {
        await queryClient.fetchQuery(enterpriseOperationsQueries.lines(id));
        return true;
      } catch (error) {
        if (ApiError.is(error, 'FORBIDDEN')) return false;
        if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
        throw error;
      }
    },
    { lang, path: `/enterprise/popups/${id}/operations` },
  );
  if (!allowed) {
    return (
      <ConsoleRefusal
        title={t('forbidden.title')}
        description={t('forbidden.description')}
        back={t('forbidden.back')}
      />
    );
  }
  // Secondary: a failure here leaves its section to load (and retry) in the browser.
  return (
    <HydratedClient
      scope="enterpriseOperations"
      prefetch={(client) =>
        Promise.all([
          client.prefetchQuery(enterpriseOperationsQueries.slots(id, { from: today, to: addDays(today, 13) })),
          client.prefetchQuery(enterpriseOperationsQueries.bookings(id)),
        ])
      }
    >
      <LazyOperationsView spotId={id} today={today} />
    </HydratedClient>
  );
}
