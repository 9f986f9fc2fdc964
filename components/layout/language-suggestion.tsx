'use client';

import { useLocale } from 'next-intl';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/locales';
import { suggestedLocale } from '@/lib/preferred-locale';
import { hasLanguageAnswer, rememberLanguageAnswer } from './language-answer';
import type { LanguageSuggestionText } from './language-suggestion-card';

// The card's code comes only for the readers it is for.
const LanguageSuggestionCard = lazy(() =>
  import('./language-suggestion-card').then((m) => ({ default: m.LanguageSuggestionCard })),
);

// The browser's languages and local storage announce no changes that matter within a page.
const noSubscription = () => () => {};

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Offers a reader the page in their browser's language once (issue 31: an English reader
 * opening a shared link got Korean with no hint). Never a redirect: crawlers and everyone
 * else get the page they asked for, the same HTML for all; the offer is made in the browser,
 * after hydration, in the offered language, and remembered once answered.
 */
export function LanguageSuggestion({ texts }: { texts: Record<Locale, LanguageSuggestionText> }) {
  const locale = useLocale() as Locale;
  const offer = useSyncExternalStore(
    noSubscription,
    () => (hasLanguageAnswer() ? null : suggestedLocale(browserLanguages(), locale)),
    () => null,
  );
  const [answered, setAnswered] = useState(false);
  if (!offer || answered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionCard
        locale={offer}
        text={texts[offer]}
        onAnswer={() => {
          rememberLanguageAnswer();
          setAnswered(true);
        }}
      />
    </Suspense>
  );
}
