import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/api/api-error';
import { getQueryClient } from '@/api/query/get-query-client';
import { reservationCalendarHref, reservationQueries } from '@/api/reservations';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { ReservationSummary } from '@/components/reservations/reservation-summary';
import { buttonClassName } from '@/components/ui/button-styles';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { localeFromParams } from '@/i18n/locale-param';
import { Link } from '@/i18n/navigation';
import { parseRouteId } from '@/lib/route-id';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string; id: string; reservationId: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('reservation.complete.metaTitle');

/**
 * /reservation/popup/{spotId}/complete/{reservationId}: the booking just made, what comes
 * next, and the ways on: my reservation (with the entry QR) and the visit in a calendar. All
 * rendered on the server: nothing here needs the browser's JavaScript. Someone else's booking,
 * one of another pop-up and non-numeric ids are the not-found page.
 */
export default async function BookingCompletePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const raw = await params;
  const spotId = parseRouteId(raw.id);
  const reservationId = parseRouteId(raw.reservationId);
  if (spotId === null || reservationId === null) notFound();
  const reservation = await signedInOrLogin(
    () =>
      getQueryClient()
        .fetchQuery(reservationQueries.detail(reservationId, lang))
        .catch((error: unknown) => {
          if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
          throw error;
        }),
    { lang, path: `/reservation/popup/${spotId}/complete/${reservationId}` },
  );
  if (reservation.spot.id !== spotId) notFound();
  const t = await getTranslations('reservation');

  return (
    <section aria-labelledby="complete-title" className="flex flex-col gap-6 px-6 pt-8 pb-12">
      <header className="text-center">
        <h1 id="complete-title" className="text-xl font-bold">
          {t('complete.title')}
        </h1>
        <p className="mt-2 text-label text-ink-muted">{t('complete.description')}</p>
      </header>
      <ReservationSummary reservation={reservation} />
      <div className="flex flex-col gap-2">
        <Link href={`/myreservation/${reservation.id}`} className={buttonClassName({ size: 'lg', fullWidth: true })}>
          {t('complete.myReservation')}
        </Link>
        {reservation.status === 'RESERVED' ? (
          <a
            href={reservationCalendarHref(reservation.id, lang)}
            download
            className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}
          >
            <CalendarIcon width={18} height={18} />
            {t('addToCalendar')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
