import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { HomeIcon, MapIcon, SearchIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/locales';
import { AccountLink } from './account-link';
import { BackButton } from './back-button';
import { LanguageSwitcher } from './language-switcher';

/**
 * The app's top bar: back, the app name, home, search, map, account and the language menu.
 * A server component: it translates here and hands plain strings to the small client parts.
 */
export function AppHeader() {
  const t = useTranslations('header');
  const common = useTranslations('common');
  const search = useTranslations('search.entry');
  const languageNames = Object.fromEntries(
    routing.locales.map((code) => [code, common(`languages.${code}`)]),
  ) as Record<Locale, string>;

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <nav aria-label={t('navigationLabel')} className="flex h-14 items-center gap-1 px-2">
        <BackButton label={t('backLabel')} />
        {/* Plain text: the home button next to it is the one link home (no duplicate stop). */}
        <span className="mx-auto px-2 text-lg font-extrabold tracking-tight text-brand">{common('appName')}</span>
        <Link
          href="/"
          aria-label={t('homeLabel')}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <HomeIcon />
        </Link>
        {/* Search and map: the two ways to find pop-ups, from every page. */}
        <Link
          href="/popup/list"
          aria-label={search('search')}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <SearchIcon />
        </Link>
        <Link
          href="/popup/map"
          aria-label={search('map')}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <MapIcon />
        </Link>
        <AccountLink loginLabel={t('login')} myPageLabel={t('myPage')} />
        <LanguageSwitcher label={t('languageLabel')} languageNames={languageNames} />
      </nav>
    </header>
  );
}
