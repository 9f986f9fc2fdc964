'use client';

import { SearchBar } from '@/components/shared/search-filters/search-bar';
import { useRouter } from '@/i18n/client-navigation';
import { searchListHref } from './home-queries';

/**
 * The search box first on home (issue 31: a visitor met a ranking of words before any way to
 * search): the list's own box, with recent searches and suggestions; a search opens the list
 * with that keyword, a pop-up's title opens the pop-up.
 */
export function HomeSearch() {
  const router = useRouter();
  return (
    <div className="px-4 pt-3">
      <SearchBar keyword="" onSubmit={(keyword) => router.push(searchListHref({ keyword }))} />
    </div>
  );
}
