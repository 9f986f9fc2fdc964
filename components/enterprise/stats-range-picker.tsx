import { useLocale, useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { CHIP_BASE, CHIP_OFF, CHIP_ON } from '@/components/ui/chip-styles';
import { getPathname, Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import type { Locale } from '@/lib/locales';
import { addDays, MAX_STATS_DAYS, STATS_PRESET_DAYS, type StatsRange } from '@/lib/stats-range';

type Props = {
  /** The page's app path without a query: '/enterprise/popups/3/stats'. */
  path: string;
  /** The range shown, and today in Seoul. */
  range: StatsRange;
  today: string;
  /** The custom range asked for was refused (backwards, or too long). */
  invalid?: boolean;
};

/**
 * The statistics' range: the last 7, 30 or 90 Seoul days as links, or any from/to as a plain
 * GET form. A server component: choosing a range loads the page for it, so the range is in
 * the address (shareable, back button) and no JavaScript is needed to pick one.
 */
export function StatsRangePicker({ path, range, today, invalid }: Props) {
  const t = useTranslations('enterprise.stats.range');
  const locale = useLocale() as Locale;
  const earliest = addDays(today, -(MAX_STATS_DAYS * 3));
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <nav aria-label={t('presets')}>
        <ul className="flex flex-wrap gap-2">
          {STATS_PRESET_DAYS.map((days) => {
            const from = addDays(today, -(days - 1));
            const current = range.to === today && range.from === from;
            return (
              <li key={days}>
                <Link
                  href={`${path}?from=${from}&to=${today}`}
                  aria-current={current ? 'page' : undefined}
                  className={cx(CHIP_BASE, current ? CHIP_ON : CHIP_OFF)}
                >
                  {t('lastDays', { days })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form method="get" action={getPathname({ href: path, locale })} className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="mb-1 text-label font-semibold">{t('custom')}</legend>
          <label className="flex flex-col gap-1 text-label">
            {t('from')}
            <input
              type="date"
              name="from"
              required
              defaultValue={range.from}
              min={earliest}
              max={today}
              aria-invalid={invalid || undefined}
              aria-describedby="stats-range-hint"
              className="min-h-tap rounded-lg border border-line-strong bg-surface px-3"
            />
          </label>
          <label className="flex flex-col gap-1 text-label">
            {t('to')}
            <input
              type="date"
              name="to"
              required
              defaultValue={range.to}
              min={earliest}
              max={today}
              aria-invalid={invalid || undefined}
              aria-describedby="stats-range-hint"
              className="min-h-tap rounded-lg border border-line-strong bg-surface px-3"
            />
          </label>
        </fieldset>
        <button type="submit" className={buttonClassName({ variant: 'outline' })}>
          {t('apply')}
        </button>
      </form>
      <p id="stats-range-hint" role={invalid ? 'alert' : undefined} className="text-xs text-ink-muted">
        {invalid ? t('invalid', { max: MAX_STATS_DAYS }) : t('hint', { max: MAX_STATS_DAYS })}
      </p>
    </div>
  );
}
