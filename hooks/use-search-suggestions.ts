'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@/api/contracts/search';
import { searchQueries } from '@/api/search';
import type { Locale } from '@/lib/locales';

/** A pause this long in the typing sends the request: one per pause, not one per key. */
const SUGGESTION_DEBOUNCE_MS = 150;

const NO_SUGGESTIONS: SearchSuggestion[] = [];

/**
 * Suggestions (regions, brands, tags, titles) for what is being typed, in the reader's
 * language. Asks only while `enabled` (the box is focused) and never for an empty box; while
 * the next answer is on its way, the last one stays, so the list does not flicker.
 */
export function useSearchSuggestions(keyword: string, enabled: boolean): SearchSuggestion[] {
  const lang = useLocale() as Locale;
  const typed = keyword.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    if (settled === typed) return;
    const timer = window.setTimeout(() => setSettled(typed), SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, settled]);

  const { data } = useQuery({
    ...searchQueries.suggestions({ keyword: settled, lang }),
    enabled: enabled && settled !== '',
    placeholderData: keepPreviousData,
  });
  return enabled && typed !== '' ? (data?.items ?? NO_SUGGESTIONS) : NO_SUGGESTIONS;
}
