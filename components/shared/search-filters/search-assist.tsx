'use client';

import { useEffect, useMemo } from 'react';
import { useRecentSearches } from '@/hooks/use-recent-searches';
import { useSearchSuggestions } from '@/hooks/use-search-suggestions';
import { SearchSuggestions, type SearchOption } from './search-suggestions';

export { recentSearches } from '@/hooks/use-recent-searches';

type Props = {
  draft: string;
  /** The box is focused: suggestions are asked for only then. */
  open: boolean;
  /** The options now on offer, for the box's keyboard handling (same array while unchanged). */
  onOptions: (options: SearchOption[]) => void;
  /**
   * The box says its list is open (aria-expanded): it learns the options from onOptions, one
   * commit after this component has them, so the list waits for it and the two always agree.
   */
  expanded: boolean;
  id: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onChoose: (index: number) => void;
  onRemove: (text: string) => void;
  onClear: () => void;
};

/**
 * Everything the search bar offers while typing, loaded with the popup when the box is first
 * focused (decision 058): the reader's recent searches when the box is empty, else suggestions
 * from the API. Kept out of the search bar itself so the list page's first load carries only
 * the box.
 */
export function SearchAssist({ draft, open, onOptions, expanded, ...popup }: Props) {
  const recent = useRecentSearches();
  const suggestions = useSearchSuggestions(draft, open);
  const showRecent = draft.trim() === '';
  const options = useMemo<SearchOption[]>(
    () =>
      showRecent
        ? recent.items.map((text) => ({ text, suggestion: null }))
        : suggestions.map((suggestion) => ({ text: suggestion.text, suggestion })),
    [showRecent, recent.items, suggestions],
  );
  useEffect(() => onOptions(options), [onOptions, options]);
  if (!open || !expanded || options.length === 0) return null;
  return <SearchSuggestions {...popup} options={options} recent={showRecent} />;
}
