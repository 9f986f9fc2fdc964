'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReservationDetail } from '@/api/contracts/reservations';
import { reservationCalendarHref, reservationQueries } from '@/api/reservations';
import { buttonClassName } from '@/components/ui/button-styles';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { QueryGate } from '@/components/ui/query-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { spotPagePath } from '@/lib/spot-path';
import { CancelReservation } from './cancel-reservation';
import { EntryQr } from './entry-qr';
import { ReservationSummary } from './reservation-summary';

/**
 * My reservation (/myreservation/{id}): its state in words, the entry QR while it is live,
 * the booking's details, adding the visit to a calendar, and cancelling. Loaded on the
 * server and handed over; a cancel's answer replaces it in place.
 */
export function MyReservation({ reservationId }: { reservationId: number }) {
  const t = useTranslations('reservation');
  const lang = useLocale() as Locale;
  const query = useQuery(reservationQueries.detail(reservationId, lang));
  return (
    <QueryGate
      query={query}
      skeleton={<Skeleton shape="card" className="h-80 w-full" />}
      errorLabel={t('detail.loadError')}
    >
      {(reservation) => <ReservationView reservation={reservation} />}
    </QueryGate>
  );
}

function ReservationView({ reservation }: { reservation: ReservationDetail }) {
  const t = useTranslations('reservation');
  const lang = useLocale() as Locale;
  const live = reservation.status === 'RESERVED';
  return (
    <div className="flex flex-col gap-6">
      <p aria-live="polite" className="rounded-card bg-canvas p-4 text-center font-semibold">
        {t(`detail.notice.${reservation.status}`)}
      </p>
      {live && reservation.entryToken ? <EntryQr token={reservation.entryToken} code={reservation.entryCode} /> : null}
      <ReservationSummary reservation={reservation} />
      <div className="flex flex-col gap-2">
        {live ? (
          <a
            href={reservationCalendarHref(reservation.id, lang)}
            download
            className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}
          >
            <CalendarIcon width={18} height={18} />
            {t('addToCalendar')}
          </a>
        ) : null}
        <Link
          href={spotPagePath(reservation.spot)}
          className={buttonClassName({ variant: 'ghost', size: 'lg', fullWidth: true })}
        >
          {t('detail.toSpot')}
        </Link>
      </div>
      {live ? <CancelReservation reservation={reservation} /> : null}
    </div>
  );
}
