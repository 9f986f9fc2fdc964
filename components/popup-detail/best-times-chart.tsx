import { useLocale, useTranslations } from 'next-intl';
import type { QueueBestTimes } from '@/api/contracts/queue-best-times';
import { cx } from '@/lib/cx';
import { formatSeoulDate, formatter } from '@/lib/format-date';

/** Five shades from "nothing" to the busiest hour of the week. */
const LEVELS = ['bg-canvas', 'bg-brand/15', 'bg-brand/35', 'bg-brand/60', 'bg-brand'] as const;
/** An hour the pop-up is closed: an outline, never a shade of busy (issue 31). */
const CLOSED = 'border border-dashed border-line-strong';

function level(value: number, max: number): number {
  return value <= 0 || max <= 0 ? 0 : Math.max(1, Math.ceil((value / max) * (LEVELS.length - 1)));
}

/** An instant on Monday 1 Jan 2024 + (weekday - 1) days at `hour`, Seoul time, to format. */
function seoulAt(weekday: number, hour = 12): Date {
  return new Date(Date.UTC(2024, 0, weekday, hour - 9));
}

/**
 * "Best time to go" (decision 041): a week of hours, shaded by how busy the pop-up usually
 * is, with the quietest and busiest hours in words and every number in a table. A server
 * component: it adds nothing to the detail page's JavaScript, and the page is the same for
 * everyone (public, cached). The shaded grid is for the eye only; the sentences and the
 * table carry the same data for everyone else. Nothing is drawn without enough history.
 */
export function BestTimesChart({ data }: { data: QueueBestTimes }) {
  const t = useTranslations('bestTimes');
  const locale = useLocale();
  if (!data.source || !data.openHours || !data.from || !data.to) return null;

  const hours = Array.from({ length: data.openHours.to - data.openHours.from + 1 }, (_, i) => data.openHours!.from + i);
  const isOpen = (d: (typeof data.days)[number], h: number) => !d.open || d.open[h];
  const max = Math.max(0, ...data.days.flatMap((d) => hours.filter((h) => isOpen(d, h)).map((h) => d.hours[h])));
  const anyClosed = data.days.some((d) => hours.some((h) => !isOpen(d, h)));
  const weekdayShort = (weekday: number) => formatter(locale, { weekday: 'short' }).format(seoulAt(weekday));
  const weekdayLong = (weekday: number) => formatter(locale, { weekday: 'long' }).format(seoulAt(weekday));
  const clock = (hour: number) =>
    formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(seoulAt(1, hour));
  const slot = (s: { weekday: number; hour: number }) =>
    t('slot', { weekday: weekdayLong(s.weekday), from: clock(s.hour), to: clock(s.hour + 1) });
  const day = (key: string) => formatSeoulDate(`${key}T12:00:00+09:00`, locale);
  const queue = data.source === 'QUEUE';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <section aria-labelledby="best-times-title" className="mt-6">
      <h3 id="best-times-title" className="text-base font-bold">
        {t('title')}
      </h3>
      <p className="mt-1 text-xs text-ink-muted">
        {t(queue ? 'sourceQueue' : 'sourceInterest', { from: day(data.from), to: day(data.to) })}
      </p>
      <ul className="mt-2 text-sm">
        {data.quietest ? <li className="font-semibold">{t('quietest', { slot: slot(data.quietest) })}</li> : null}
        {data.busiest ? <li>{t('busiest', { slot: slot(data.busiest) })}</li> : null}
      </ul>

      <div aria-hidden="true" className="mt-3">
        <div
          className="grid items-center gap-0.5 text-[10px] text-ink-muted tabular-nums"
          style={{ gridTemplateColumns: `auto repeat(${hours.length}, minmax(0, 1fr))` }}
        >
          <span />
          {hours.map((h) => (
            <span key={h} className="text-center">
              {h % 2 === 0 ? h : ''}
            </span>
          ))}
          {data.days.map((d) => (
            <div key={d.weekday} className="contents">
              <span className="pr-1">{weekdayShort(d.weekday)}</span>
              {hours.map((h) => (
                <span
                  key={h}
                  data-closed={isOpen(d, h) ? undefined : ''}
                  className={cx('h-5 rounded-sm', isOpen(d, h) ? LEVELS[level(d.hours[h], max)] : CLOSED)}
                />
              ))}
            </div>
          ))}
        </div>
        <p className="mt-2 flex items-center justify-end gap-1 text-[10px] text-ink-muted">
          {t('less')}
          {LEVELS.map((shade) => (
            <span key={shade} className={cx('size-3 rounded-sm', shade)} />
          ))}
          {t('more')}
          {anyClosed ? (
            <>
              <span className={cx('ms-2 size-3 rounded-sm', CLOSED)} />
              {t('closed')}
            </>
          ) : null}
        </p>
      </div>

      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold">{t('showTable')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-xs tabular-nums">
            <caption className="mb-1 text-left text-ink-muted">{t(queue ? 'captionQueue' : 'captionInterest')}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-1 py-0.5 text-left">
                  {t('weekday')}
                </th>
                {hours.map((h) => (
                  <th key={h} scope="col" className="px-1 py-0.5 font-medium">
                    {clock(h)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr key={d.weekday} className="border-t border-line">
                  <th scope="row" className="px-1 py-0.5 text-left font-medium">
                    {weekdayLong(d.weekday)}
                  </th>
                  {hours.map((h) => (
                    <td key={h} className="px-1 py-0.5 text-center">
                      {isOpen(d, h) ? number.format(d.hours[h]) : t('closed')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
