'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { pickQueries } from '@/api/picks';
import { LoadError } from '@/components/ui/empty-state';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { ListIcon } from '@/components/ui/icons/list';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import { formatter } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import {
  addDays,
  addMonths,
  monthOfDay,
  monthRange,
  monthWeeks,
  preReservationOn,
  runsOn,
  weekdayOf,
  type MonthKey,
} from '@/lib/picks/calendar-month';
import { CalendarSubscription } from './calendar-subscription';
import { PicksCalendarDay } from './picks-calendar-day';
import { holidayQuery } from './holiday-query';

// A day (YYYY-MM-DD) as a Date at Seoul noon, so formatting in Seoul always lands on it.
const noonOf = (day: string) => new Date(`${day}T12:00:00+09:00`);

/**
 * The picks calendar (/history/mypicks/calendar): a month of my picked pop-ups' periods and
 * pre-reservation windows, Korean public holidays marked, the chosen day's pop-ups below.
 * The month is in the URL (`?month=2026-11`, replaced, so Back leaves the calendar). The days
 * are one tab stop: arrow keys move by a day or a week (crossing into the next month), Home
 * and End go to the week's ends, Page Up and Down change the month.
 */
export function PicksCalendar({ lang, initialMonth, today }: { lang: Locale; initialMonth: MonthKey; today: string }) {
  const t = useTranslations('picks.calendar');
  const locale = useLocale();
  const [selected, setSelected] = useState(() => (monthOfDay(today) === initialMonth ? today : `${initialMonth}-01`));
  const month = monthOfDay(selected);
  const { first, last } = monthRange(month);
  const picks = useQuery({ ...pickQueries.days(first, last, lang), placeholderData: keepPreviousData });
  const holidays = useQuery(holidayQuery(month.slice(0, 4)));
  const grid = useRef<HTMLTableElement>(null);

  const select = (day: string, focus = false) => {
    setSelected(day);
    if (monthOfDay(day) !== month) {
      window.history.replaceState(null, '', `${window.location.pathname}?month=${monthOfDay(day)}`);
    }
    // The new day's button exists after this render; focus follows the arrow keys.
    if (focus) requestAnimationFrame(() => grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(selected, -1),
      ArrowRight: () => addDays(selected, 1),
      ArrowUp: () => addDays(selected, -7),
      ArrowDown: () => addDays(selected, 7),
      Home: () => addDays(selected, -weekdayOf(selected)),
      End: () => addDays(selected, 6 - weekdayOf(selected)),
      PageUp: () => clampToMonth(addMonths(month, -1), selected),
      PageDown: () => clampToMonth(addMonths(month, 1), selected),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    select(move(), true);
  };

  const items = picks.data ?? [];
  const days = new Map(
    monthWeeks(month)
      .flat()
      .filter((day): day is string => day !== null)
      .map((day) => [
        day,
        {
          running: items.filter((p) => runsOn(p, day)),
          preReservations: items.filter((p) => preReservationOn(p, day)),
        },
      ]),
  );

  const monthTitle = formatter(locale, { year: 'numeric', month: 'long' }).format(noonOf(first));
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((i) => noonOf(addDays('2026-11-01', i))); // a Sunday
  const holidayOf = (day: string) => holidays.data?.[day] ?? null;
  const selectedDay = days.get(selected) ?? { running: [], preReservations: [] };

  return (
    <section aria-labelledby="picks-calendar-title" className="px-4 pt-6 pb-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="picks-calendar-title" className="text-xl font-bold">
          {t('title')}
        </h1>
        <Link href="/history/mypicks" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          <ListIcon className="size-4" />
          {t('listLink')}
        </Link>
      </div>

      <div className="mt-4 flex items-center justify-between">
        <IconButton
          label={t('previousMonth')}
          icon={<ChevronLeftIcon />}
          onClick={() => select(clampToMonth(addMonths(month, -1), selected))}
        />
        <h2 aria-live="polite" className="text-lg font-bold tabular-nums">
          {monthTitle}
        </h2>
        <IconButton
          label={t('nextMonth')}
          icon={<ChevronRightIcon />}
          onClick={() => select(clampToMonth(addMonths(month, 1), selected))}
        />
      </div>

      {picks.isError && !picks.data ? (
        <LoadError message={t('loadError')} onRetry={() => void picks.refetch()} retrying={picks.isFetching} />
      ) : null}

      <table
        ref={grid}
        aria-label={monthTitle}
        aria-busy={picks.isFetching || undefined}
        onKeyDown={onKeyDown}
        className="mt-2 w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {weekdays.map((date, i) => (
              <th
                key={i}
                scope="col"
                abbr={formatter(locale, { weekday: 'long' }).format(date)}
                className={cx('py-1 text-xs font-medium', i === 0 ? 'text-danger' : 'text-ink-muted')}
              >
                {formatter(locale, { weekday: 'narrow' }).format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const info = days.get(day)!;
                const holiday = holidayOf(day);
                // The button is named by the number it shows (WCAG 2.5.3: what a speech user
                // says); the whole date and what is on it describe it.
                const description = [
                  formatter(locale, { month: 'long', day: 'numeric', weekday: 'long' }).format(noonOf(day)),
                  holiday ? (lang === 'ko' ? holiday.join(', ') : t('holiday')) : null,
                  info.running.length ? t('runningCount', { count: info.running.length }) : null,
                  info.preReservations.length ? t('preReservationCount', { count: info.preReservations.length }) : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={day} className="p-0.5 align-top">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === selected ? 0 : -1}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-describedby={`picks-day-${day}`}
                      onClick={() => select(day)}
                      className={cx(
                        'flex min-h-14 w-full flex-col items-center gap-1 rounded-control pt-1.5 text-label tabular-nums',
                        day === selected ? 'bg-ink text-surface' : 'hover:bg-canvas',
                        day !== selected && (holiday || i === 0) && 'text-danger',
                        day === today && day !== selected && 'font-bold underline underline-offset-4',
                      )}
                    >
                      <span>{Number(day.slice(8))}</span>
                      {/* Two shapes, not filled and hollow of one: a round dot per running pick, a
                          diamond for a pre-reservation, 8 px each (issue 31). */}
                      <span aria-hidden="true" className="flex h-2 items-center gap-0.5">
                        {info.running.slice(0, 3).map((p) => (
                          <span key={p.pickId} className="size-2 rounded-full bg-brand" />
                        ))}
                        {info.preReservations.length ? (
                          <span className="mx-px size-[7px] rotate-45 rounded-[1px] bg-current" />
                        ) : null}
                      </span>
                    </button>
                    <span id={`picks-day-${day}`} hidden>
                      {description}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={t('legend')} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
          {t('legendRunning')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="mx-px size-[7px] rotate-45 rounded-[1px] bg-ink" />
          {t('legendPreReservation')}
        </li>
        <li className="flex items-center gap-1.5 text-danger">{t('legendHoliday')}</li>
      </ul>

      <PicksCalendarDay
        day={selected}
        holiday={holidayOf(selected)}
        running={selectedDay.running}
        preReservations={selectedDay.preReservations}
        loading={!picks.data}
      />
      <CalendarSubscription />
    </section>
  );
}

/** The same day of the month in another month, or its last day (31 Jan -> 28 Feb). */
function clampToMonth(month: MonthKey, day: string): string {
  const { last } = monthRange(month);
  const candidate = `${month}-${day.slice(8)}`;
  return candidate > last ? last : candidate;
}
