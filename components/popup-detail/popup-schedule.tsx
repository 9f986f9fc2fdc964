import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SpotDetail } from '@/api/contracts/spots';
import { formatSeoulDateTime } from '@/lib/format-date';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { ClockIcon } from '@/components/ui/icons/clock';
import { PeriodLabel } from '@/components/ui/period-label';

/**
 * Dates (or "to be announced"), opening hours, the pre-reservation window, and 'add to
 * calendar' (an .ics file of the period and the window) while the pop-up has not ended. `alertEntry`
 * (the pre-reservation alert button) sits at the end of the section, under the window it is
 * about; it is a slot so this section stays free of client-only code.
 */
export function PopupSchedule({ spot, alertEntry }: { spot: SpotDetail; alertEntry?: ReactNode }) {
  const t = useTranslations('popup');
  const locale = useLocale();
  // Translated lines where the pop-up has them; Korean ones are marked lang="ko" on other pages.
  const hoursLang = spot.textLocales.operationTime ?? 'ko';

  return (
    <section aria-labelledby="popup-schedule" className="px-4 py-5">
      <h2 id="popup-schedule" className="mb-3 text-lg font-bold">
        {t('schedule')}
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex gap-3">
          <dt className="flex w-24 shrink-0 items-center gap-1.5 text-ink-muted">
            <CalendarIcon width={16} height={16} />
            {t('period')}
          </dt>
          <dd>
            <PeriodLabel openDate={spot.openDate} closeDate={spot.closeDate} format="long" />
          </dd>
        </div>
        {spot.operationTime.length > 0 ? (
          <div className="flex gap-3">
            <dt className="flex w-24 shrink-0 items-center gap-1.5 self-start text-ink-muted">
              <ClockIcon width={16} height={16} />
              {t('operationTime')}
            </dt>
            <dd>
              <ul lang={hoursLang !== locale ? hoursLang : undefined}>
                {spot.operationTime.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {spot.preReservationStartedAt ? (
          <div className="flex gap-3">
            <dt className="w-24 shrink-0 pl-[22px] text-ink-muted">{t('preReservation')}</dt>
            <dd>
              {spot.preReservationEndedAt
                ? t('preReservationWindow', {
                    start: formatSeoulDateTime(spot.preReservationStartedAt, locale),
                    end: formatSeoulDateTime(spot.preReservationEndedAt, locale),
                  })
                : t('preReservationFrom', { start: formatSeoulDateTime(spot.preReservationStartedAt, locale) })}
            </dd>
          </div>
        ) : null}
      </dl>
      {spot.periodType !== 'ENDED' ? (
        // A plain download: the phone hands the .ics file to its calendar app. No script.
        <a
          href={`/api/v1/spots/${spot.id}/calendar.ics${locale === 'ko' ? '' : `?lang=${locale}`}`}
          download
          className="mt-3 inline-flex min-h-tap items-center gap-1.5 text-sm font-semibold text-ink underline-offset-2 hover:underline"
        >
          <CalendarIcon width={16} height={16} />
          {t('addToCalendar')}
        </a>
      ) : null}
      {alertEntry}
    </section>
  );
}
