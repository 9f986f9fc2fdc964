import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { getQueryClient } from '@/api/query/get-query-client';
import { reservationQueries } from '@/api/reservations';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { getSignedUpMe } from '@/api/users';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { BookingPanel } from '@/components/reservations/booking-panel';
import { localeFromParams } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { formatKoreanMobile, koreanMobileDigits } from '@/lib/reservation-rules';
import { parseRouteId } from '@/lib/route-id';
import { spotPagePath } from '@/lib/spot-path';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('reservation.metaTitle');

/**
 * /reservation/popup/{spotId}: booking a visit to a pop-up that takes reservations on Popspot
 * (decision 043). Signed-in only (anonymous visitors sign in and come back); the slots are
 * loaded on the server and handed to the browser. A pop-up that is hidden, unknown or not
 * booked on Popspot, and a non-numeric id, are the not-found page. The account's own mobile
 * number, when it has one, fills the phone field.
 */
export default async function BookingPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const me = await signedInOrLogin(getSignedUpMe, { lang, path: `/reservation/popup/${id}` });

  const queryClient = getQueryClient();
  const slots = await queryClient.fetchQuery(reservationQueries.slots(id, lang)).catch((error: unknown) => {
    if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  const t = await getTranslations('reservation.form');
  const phone = me.phone ? koreanMobileDigits(me.phone) : null;

  return (
    <section aria-labelledby="booking-title" className="flex flex-col px-6 pt-6 pb-12">
      <Link href={spotPagePath(slots.spot)} className="self-start text-label text-ink-muted underline">
        <span lang={slots.spot.contentLocale}>{slots.spot.title}</span>
      </Link>
      <h1 id="booking-title" className="mt-1 mb-6 text-xl font-bold">
        {t('title')}
      </h1>
      <HydratedClient scope="reservation">
        <BookingPanel spotId={id} defaultPhone={phone ? formatKoreanMobile(phone) : ''} />
      </HydratedClient>
    </section>
  );
}
