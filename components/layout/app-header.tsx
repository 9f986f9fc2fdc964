import { useTranslations } from 'next-intl';
import { routing } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { BellIcon } from '@/components/ui/icons/bell';
import { UnreadDot } from '@/components/shared/unread-dot';
import type { Locale } from '@/lib/locales';
import { AccountLink } from './account-link';
import { BackButton } from './back-button';
import { LanguageSuggestion } from './language-suggestion';
import { LanguageSwitcher } from './language-switcher';
import { languageSuggestionTexts } from './language-suggestion-texts';

/**
 * The app's top bar, one line from 320 to 430 px in every language: back, the wordmark (the
 * link home), the language menu, notifications (with the unread dot) and the account entry
 * (sign-in for visitors), 44 px icon buttons with names (the
 * spec's header is back and home; search, map and picks live in the bottom tab bar).
 * A server component: it translates here and hands plain strings to the small client parts.
 */
export function AppHeader() {
  const t = useTranslations('header');
  const common = useTranslations('common');
  const languageNames = Object.fromEntries(
    routing.locales.map((code) => [code, common(`languages.${code}`)]),
  ) as Record<Locale, string>;

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <nav aria-label={t('navigationLabel')} className="flex h-header items-center gap-0.5 px-1">
          <BackButton label={t('backLabel')} />
          {/* The wordmark is the way home (the tab bar has Home too): one item fewer, so the
            name is never cut short at 320 px (issue 31). */}
          <Link
            href="/"
            // Starts with what it shows (WCAG 2.5.3), then says where it goes.
            aria-label={`${common('appName')} ${t('homeLabel')}`}
            translate="no"
            className="min-w-0 flex-1 truncate rounded-control px-1 text-title font-extrabold tracking-tight text-brand"
          >
            {common('appName')}
          </Link>
          <LanguageSwitcher label={t('languageLabel')} languageNames={languageNames} />
          {/* Named by its text (not aria-label), so the dot's 'new notifications' joins the name. */}
          <Link
            href="/notifications"
            className="relative inline-flex size-tap items-center justify-center rounded-full text-ink hover:bg-canvas"
          >
            <BellIcon />
            <span className="sr-only">{t('notificationsLabel')}</span>
            <UnreadDot
              label={t('unread')}
              className="absolute top-2.5 right-2.5 size-2 rounded-full bg-brand ring-2 ring-surface"
            />
          </Link>
          <AccountLink loginLabel={t('login')} myPageLabel={t('myPage')} />
        </nav>
      </header>
      {/* Beside the header, not in it: its backdrop filter would make it the card's frame. */}
      <LanguageSuggestion texts={languageSuggestionTexts} />
    </>
  );
}
