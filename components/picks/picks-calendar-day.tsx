'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MyPick } from '@/api/contracts/picks';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { LoadingState, RowSkeleton } from '@/components/ui/skeleton';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { formatSeoulDateTime, formatter } from '@/lib/format-date';

/**
 * The chosen day of the picks calendar: its holiday, the pre-reservation windows open that
 * day (with their times) and the picked pop-ups running that day.
 */
export function PicksCalendarDay({
  day,
  holiday,
  running,
  preReservations,
  loading,
}: {
  day: string;
  holiday: readonly string[] | null;
  running: MyPick[];
  preReservations: MyPick[];
  loading: boolean;
}) {
  const t = useTranslations('picks.calendar');
  const locale = useLocale();
  const heading = formatter(locale, { month: 'long', day: 'numeric', weekday: 'long' }).format(
    new Date(`${day}T12:00:00+09:00`),
  );
  return (
    <section aria-labelledby="picks-day-title" className="mt-6 border-t border-line pt-4">
      <h2 id="picks-day-title" className="text-base font-bold">
        {heading}
        {holiday ? (
          <span className="ms-2 text-label font-medium text-danger">
            {locale === 'ko' ? holiday.join(', ') : t('holiday')}
          </span>
        ) : null}
      </h2>
      {loading ? (
        <LoadingState className="mt-2">
          <RowSkeleton count={2} />
        </LoadingState>
      ) : running.length === 0 && preReservations.length === 0 ? (
        <EmptyState size="compact" icon={<CalendarIcon />} title={t('dayEmpty')} description={t('dayEmptyHint')} />
      ) : (
        <>
          {preReservations.length ? (
            <>
              <h3 id="picks-day-pre-reservations" className="mt-3 text-label font-semibold text-ink-muted">
                {t('preReservations')}
              </h3>
              <ul aria-labelledby="picks-day-pre-reservations" className="mt-1 flex flex-col gap-1">
                {preReservations.map((pick) => (
                  <li key={pick.pickId}>
                    <SpotCard
                      spot={cardFromListItem(pick)}
                      layout="compact"
                      imageSizes="80px"
                      meta={t('window', {
                        start: formatSeoulDateTime(pick.preReservationStartedAt!, locale),
                        end: pick.preReservationEndedAt ? formatSeoulDateTime(pick.preReservationEndedAt, locale) : '',
                      })}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {running.length ? (
            <>
              <h3 id="picks-day-running" className="mt-3 text-label font-semibold text-ink-muted">
                {t('running')}
              </h3>
              <ul aria-labelledby="picks-day-running" className="mt-1 flex flex-col gap-1">
                {running.map((pick) => (
                  <li key={pick.pickId}>
                    <SpotCard spot={cardFromListItem(pick)} layout="compact" imageSizes="80px" />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
