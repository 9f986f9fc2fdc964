import { useLocale, useTranslations } from 'next-intl';
import { formatSeoulTime } from '@/lib/format-time';

/**
 * `formatSeoulTime` in the reader's language, with the day period words from the locale
 * files. No 'use client': server components (the community's room cards) use it too, and it
 * prints the same text there as in the browser.
 */
export function useFormatSeoulTime(): (value: string | Date, options?: { withDate?: boolean }) => string {
  const locale = useLocale();
  const t = useTranslations('common.dayPeriod');
  const words = { am: t('am'), pm: t('pm') };
  return (value, options) => formatSeoulTime(value, locale, words, options);
}
