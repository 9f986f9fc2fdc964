import { useLocale, useTranslations } from 'next-intl';
import { formatSeoulDateWithWeekday, formatSeoulDotDate } from '@/lib/format-date';

type Props = {
  openDate: string;
  closeDate: string | null;
  /** 'short': 2026.11.17 ~ 2026.12.02 (cards); 'long': with weekdays (the detail schedule). */
  format?: 'short' | 'long';
};

/**
 * The one way a pop-up's period is written: open ~ close in Seoul time, or open ~ 'to be
 * announced' (spec 2) when there is no close date. The separator is the language's own, so
 * the range is one message.
 */
export function PeriodLabel({ openDate, closeDate, format = 'short' }: Props) {
  const t = useTranslations('popup');
  const locale = useLocale();
  const date = (value: string) =>
    format === 'long' ? formatSeoulDateWithWeekday(value, locale) : formatSeoulDotDate(value);
  return <>{t('dateRange', { open: date(openDate), close: closeDate ? date(closeDate) : t('toBeAnnounced') })}</>;
}
