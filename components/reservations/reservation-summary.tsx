import { useLocale, useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import type { Reservation } from '@/api/contracts/reservations';
import { formatSeoulDateWithWeekday } from '@/lib/format-date';
import { formatEntryCode, formatKoreanMobile } from '@/lib/reservation-rules';

/**
 * What a booking is, in one list: the pop-up, the visit's day and time, the party, the
 * booker and the entry code. Shared by the complete page (server) and my reservation
 * (browser). The pop-up's title carries its own language (Korean when not translated).
 */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const t = useTranslations('reservation.summary');
  const locale = useLocale();
  const rows: [string, ReactNode][] = [
    [
      t('spot'),
      <span key="spot" lang={reservation.spot.contentLocale}>
        {reservation.spot.title}
      </span>,
    ],
    [
      t('when'),
      <time key="when" dateTime={reservation.startsAt}>
        {formatSeoulDateWithWeekday(reservation.startsAt, locale)} {reservation.startTime}
      </time>,
    ],
    [t('party'), t('people', { count: reservation.partySize })],
    [
      t('booker'),
      reservation.bookerName && reservation.bookerPhone ? (
        <Fragment key="booker">
          {reservation.bookerName}
          <span className="text-ink-muted"> · </span>
          <span className="tabular-nums">{formatKoreanMobile(reservation.bookerPhone)}</span>
        </Fragment>
      ) : (
        t('erased')
      ),
    ],
    [
      t('entryCode'),
      <span key="code" className="font-mono font-semibold tracking-wider">
        {formatEntryCode(reservation.entryCode)}
      </span>,
    ],
    [t('status'), t(`statuses.${reservation.status}`)],
  ];
  return (
    <dl className="divide-y divide-line rounded-card border border-line">
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-4 px-4 py-3 text-label">
          <dt className="w-20 shrink-0 text-ink-muted">{term}</dt>
          <dd className="min-w-0 flex-1 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
