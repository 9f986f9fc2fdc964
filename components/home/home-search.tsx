import { useLocale, useTranslations } from 'next-intl';
import { SearchIcon } from '@/components/ui/icons/search';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';

/**
 * The search box first on home (issue 31: a visitor met a ranking of words before any way to
 * search). A plain GET form to the list, which has the full box with recent searches and
 * suggestions: it works before any script and adds nothing to home's first-load JavaScript
 * (the combobox's code put home over its budget).
 */
export function HomeSearch() {
  const t = useTranslations('search.bar');
  const locale = useLocale() as Locale;
  return (
    <form
      role="search"
      aria-label={t('label')}
      action={getPathname({ href: '/popup/list', locale })}
      className="px-4 pt-3"
    >
      <label className="relative block">
        <span className="sr-only">{t('keyword')}</span>
        <SearchIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
        />
        <input
          type="search"
          name="keyword"
          required
          maxLength={50}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('placeholder')}
          className="min-h-tap w-full rounded-full border border-line-strong bg-canvas pr-4 pl-9 text-base"
        />
      </label>
    </form>
  );
}
