import '@/api/server-transport';
import { getTranslations } from 'next-intl/server';
import { getQueryClient } from '@/api/query/get-query-client';
import { reservationQueries } from '@/api/reservations';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { MyReservations } from '@/components/reservations/my-reservations';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('reservation.list.metaTitle');

/**
 * /myreservation: my Popspot bookings, the coming visits first. The first page (which answers
 * 401 to an anonymous visitor, who signs in and comes back) is loaded on the server.
 */
export default async function MyReservationsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const queryClient = getQueryClient();
  await signedInOrLogin(() => queryClient.fetchInfiniteQuery(reservationQueries.mine(lang)), {
    lang,
    path: '/myreservation',
  });
  const t = await getTranslations('reservation.list');
  return (
    <section aria-labelledby="my-reservations-title" className="px-4 pt-6 pb-12">
      <h1 id="my-reservations-title" className="text-xl font-bold">
        {t('title')}
      </h1>
      <HydratedClient scope="reservation">
        <MyReservations />
      </HydratedClient>
    </section>
  );
}
