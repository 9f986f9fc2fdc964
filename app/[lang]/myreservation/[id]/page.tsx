import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { getQueryClient } from '@/api/query/get-query-client';
import { reservationQueries } from '@/api/reservations';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { MyReservation } from '@/components/reservations/my-reservation';
import { localeFromParams } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('reservation.detail.metaTitle');

/**
 * /myreservation/{id}: one of my Popspot bookings with its entry QR, cancellation and "add to
 * calendar" (decision 043). Loaded on the server with the cookie's token and handed to the
 * browser. Anonymous visitors sign in and come back; someone else's booking, an unknown one
 * and a non-numeric id are the not-found page.
 */
export default async function MyReservationPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const id = parseRouteId((await params).id);
  if (id === null) notFound();

  const queryClient = getQueryClient();
  await signedInOrLogin(
    () =>
      queryClient.fetchQuery(reservationQueries.detail(id, lang)).catch((error: unknown) => {
        if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
        throw error;
      }),
    { lang, path: `/myreservation/${id}` },
  );
  const t = await getTranslations('reservation');

  return (
    <section aria-labelledby="my-reservation-title" className="flex flex-col px-6 pt-6 pb-12">
      <Link href="/myreservation" className="self-start text-label text-ink-muted underline">
        {t('detail.allReservations')}
      </Link>
      <h1 id="my-reservation-title" className="mt-1 mb-6 text-xl font-bold">
        {t('detail.title')}
      </h1>
      <HydratedClient scope="reservation">
        <MyReservation reservationId={id} />
      </HydratedClient>
    </section>
  );
}
