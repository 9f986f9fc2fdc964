'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Reservation } from '@/api/contracts/reservations';
import { reservationQueries } from '@/api/reservations';
import { buttonClassName } from '@/components/ui/button-styles';
import { PagedList } from '@/components/ui/paged-list';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { RowSkeleton } from '@/components/ui/skeleton';
import { StoredImage } from '@/components/ui/stored-image';
import { Link } from '@/i18n/navigation';
import { formatSeoulDateWithWeekday } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { cx } from '@/lib/cx';

/**
 * My reservations (/myreservation): coming visits first, then the past and cancelled ones, a
 * page at a time; each opens its reservation with the entry QR.
 */
export function MyReservations() {
  const t = useTranslations('reservation.list');
  const lang = useLocale() as Locale;
  const query = useInfiniteQuery(reservationQueries.mine(lang));
  const reservations = query.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <PagedList
      query={query}
      items={reservations}
      skeleton={<RowSkeleton count={3} className="mt-4" />}
      empty={{
        icon: <TicketIcon />,
        title: t('empty'),
        description: t('emptyDescription'),
        action: (
          <Link href="/popup/list" className={buttonClassName({ variant: 'primary' })}>
            {t('browse')}
          </Link>
        ),
      }}
      errorLabel={t('loadError')}
      loadMoreLabel={t('loadMore')}
    >
      {(items) => (
        <ul className="mt-4 flex flex-col gap-2">
          {items.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard reservation={reservation} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ReservationCard({ reservation }: { reservation: Reservation }) {
  const t = useTranslations('reservation');
  const locale = useLocale();
  const image = reservation.spot.file?.path;
  const live = reservation.status === 'RESERVED';
  return (
    <Link
      href={`/myreservation/${reservation.id}`}
      className="flex items-center gap-3 rounded-card border border-line p-3 hover:bg-canvas"
    >
      {image ? (
        <StoredImage
          src={image}
          alt=""
          sizes="56px"
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-canvas" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span lang={reservation.spot.contentLocale} className="truncate font-bold">
          {reservation.spot.title}
        </span>
        <span className="text-label text-ink-muted">
          <time dateTime={reservation.startsAt}>
            {formatSeoulDateWithWeekday(reservation.startsAt, locale)} {reservation.startTime}
          </time>
          {' · '}
          {t('summary.people', { count: reservation.partySize })}
        </span>
      </span>
      <span
        className={cx(
          'shrink-0 rounded-full px-2 py-0.5 text-caption font-semibold',
          live ? 'bg-brand-soft text-brand-strong' : 'bg-canvas text-ink-muted',
        )}
      >
        {t(`summary.statuses.${reservation.status}`)}
      </span>
    </Link>
  );
}
