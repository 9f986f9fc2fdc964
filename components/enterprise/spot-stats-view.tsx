import { useLocale, useTranslations } from 'next-intl';
import type { SpotStats } from '@/api/contracts/enterprise-stats';
import { formatSeoulDate, formatter } from '@/lib/format-date';
import { StatsSection, type StatsColumn } from './stats-section';

const COLORS = { brand: '#e11d58', blue: '#1d4ed8', green: '#047857', amber: '#b45309' } as const;

/** Noon of a Seoul day, so formatting it in Seoul time gives that day. */
const noon = (day: string) => `${day}T12:00:00+09:00`;

/**
 * The figures of a pop-up over a range (decision 046): the totals at a glance, then a
 * section per source with its chart and table. A server component; only the charts run in
 * the browser.
 */
export function SpotStatsView({ stats }: { stats: SpotStats }) {
  const t = useTranslations('enterprise.stats');
  const locale = useLocale();
  const { days, totals } = stats;
  const dayHeaders = days.map((d) =>
    formatter(locale, { month: 'short', day: 'numeric', weekday: 'short' }).format(new Date(noon(d.date))),
  );
  const axisDays = days.map((d) =>
    formatter(locale, { month: 'numeric', day: 'numeric' }).format(new Date(noon(d.date))),
  );
  const range = { from: formatSeoulDate(noon(stats.from), locale), to: formatSeoulDate(noon(stats.to), locale) };
  const labels = (empty: string) => ({
    date: t('table.date'),
    total: t('table.total'),
    noValue: t('table.noValue'),
    showTable: t('table.show'),
    pickDay: t('table.pickDay'),
    empty,
  });
  const section = (key: 'interest' | 'reviews' | 'queue' | 'reservations', columns: StatsColumn[], empty?: string) => (
    <StatsSection
      id={`stats-${key}`}
      title={t(`${key}.title`)}
      description={t(`${key}.description`)}
      caption={t('table.caption', { section: t(`${key}.title`), ...range })}
      labels={labels(empty ?? t('empty'))}
      days={dayHeaders}
      axisDays={axisDays}
      columns={columns}
      locale={locale}
    />
  );
  const column = (
    label: string,
    kind: StatsColumn['kind'],
    values: (number | null)[],
    total: number | null,
    chart?: StatsColumn['chart'],
  ): StatsColumn => ({ label, kind, values, total, chart });

  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const orDash = (value: number | null, format: (v: number) => string) =>
    value === null ? t('table.noValue') : format(value);
  const summary = [
    [t('summary.views'), number.format(totals.views)],
    [t('summary.picks'), number.format(totals.picks)],
    [
      t('summary.votes'),
      t('summary.votesValue', { votes: totals.votes, ratio: orDash(totals.wantRatio, percent.format) }),
    ],
    [
      t('summary.reviews'),
      t('summary.reviewsValue', { reviews: totals.reviews, score: orDash(totals.averageScore, number.format) }),
    ],
    ...(stats.hasQueue
      ? [
          [
            t('summary.wait'),
            orDash(totals.queue.averageWaitMinutes, (v) => t('summary.minutes', { minutes: number.format(v) })),
          ],
          [t('summary.noShowRate'), orDash(totals.queue.noShowRate, percent.format)],
        ]
      : []),
    ...(stats.hasReservations ? [[t('summary.fillRate'), orDash(totals.reservations.fillRate, percent.format)]] : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="stats-summary-title" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="stats-summary-title" className="text-lg font-bold">
          {t('summary.title', range)}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          {summary.map(([term, value]) => (
            <div key={term} className="min-w-0 rounded-xl bg-canvas px-3 py-2 break-words">
              <dt className="text-xs text-ink-muted">{term}</dt>
              <dd className="text-title font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/* minmax(0, 1fr) columns: a chart or a table never widens the page (320 px). */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {section('interest', [
          column(
            t('interest.views'),
            'count',
            days.map((d) => d.views),
            totals.views,
            { color: COLORS.brand, axis: 'left' },
          ),
          column(
            t('interest.picks'),
            'count',
            days.map((d) => d.picks),
            totals.picks,
            { color: COLORS.blue, axis: 'left' },
          ),
          column(
            t('interest.votes'),
            'count',
            days.map((d) => d.votes),
            totals.votes,
            { color: COLORS.green, axis: 'left' },
          ),
          column(
            t('interest.wantRatio'),
            'percent',
            days.map((d) => d.wantRatio),
            totals.wantRatio,
          ),
        ])}
        {section('reviews', [
          column(
            t('reviews.reviews'),
            'count',
            days.map((d) => d.reviews),
            totals.reviews,
            {
              color: COLORS.blue,
              axis: 'left',
              bars: true,
            },
          ),
          column(
            t('reviews.averageScore'),
            'decimal',
            days.map((d) => d.averageScore),
            totals.averageScore,
            {
              color: COLORS.brand,
              axis: 'right',
            },
          ),
        ])}
        {section(
          'queue',
          [
            column(
              t('queue.joined'),
              'count',
              days.map((d) => d.queue.joined),
              totals.queue.joined,
            ),
            column(
              t('queue.called'),
              'count',
              days.map((d) => d.queue.called),
              totals.queue.called,
              {
                color: COLORS.blue,
                axis: 'left',
                bars: true,
              },
            ),
            column(
              t('queue.entered'),
              'count',
              days.map((d) => d.queue.entered),
              totals.queue.entered,
              {
                color: COLORS.green,
                axis: 'left',
              },
            ),
            column(
              t('queue.noShows'),
              'count',
              days.map((d) => d.queue.noShows),
              totals.queue.noShows,
            ),
            column(
              t('queue.noShowRate'),
              'percent',
              days.map((d) => d.queue.noShowRate),
              totals.queue.noShowRate,
            ),
            column(
              t('queue.averageWait'),
              'decimal',
              days.map((d) => d.queue.averageWaitMinutes),
              totals.queue.averageWaitMinutes,
              { color: COLORS.brand, axis: 'right' },
            ),
            column(
              t('queue.averageEntryWait'),
              'decimal',
              days.map((d) => d.queue.averageEntryWaitMinutes),
              totals.queue.averageEntryWaitMinutes,
            ),
          ],
          stats.hasQueue ? undefined : t('queue.none'),
        )}
        {section(
          'reservations',
          [
            column(
              t('reservations.capacity'),
              'count',
              days.map((d) => d.reservations.capacity),
              totals.reservations.capacity,
              {
                color: COLORS.blue,
                axis: 'left',
                bars: true,
              },
            ),
            column(
              t('reservations.reserved'),
              'count',
              days.map((d) => d.reservations.reserved),
              totals.reservations.reserved,
              {
                color: COLORS.green,
                axis: 'left',
                bars: true,
              },
            ),
            column(
              t('reservations.fillRate'),
              'percent',
              days.map((d) => d.reservations.fillRate),
              totals.reservations.fillRate,
              { color: COLORS.brand, axis: 'right' },
            ),
          ],
          stats.hasReservations ? undefined : t('reservations.none'),
        )}
      </div>
    </div>
  );
}
