import { useTranslations } from 'next-intl';
import type { SpotSearchResult } from '@/api/contracts/search';
import { SearchCorrection } from '@/components/shared/search-filters/search-correction';
import { SearchItemCard } from './search-item-card';

/**
 * A list's first page as the server renders it into the cached page: the count and the
 * cards, with no code in the browser but the hearts (SearchPickButton). SearchPage shows it
 * until the reader asks for more, another filter or distance; SearchResults then carries on
 * in the browser from the same page (decision 028).
 */
export function SearchFirstPage({ result, keyword = '' }: { result: SpotSearchResult; keyword?: string }) {
  const t = useTranslations('search.results');
  const total = result.page.totalElements;
  return (
    <>
      {result.correctedKeyword && keyword ? (
        <SearchCorrection keyword={keyword} corrected={result.correctedKeyword} kind={result.correctionKind} />
      ) : null}
      <p id="search-results-total" role="status" className="px-gutter pt-1 pb-2 text-label font-semibold">
        {result.totalCapped ? t('totalCapped', { count: total }) : t('total', { count: total })}
      </p>
      <ul aria-label={t('label')} className="flex flex-col gap-1 px-2">
        {result.content.map((item, index) => (
          <li key={item.id}>
            <SearchItemCard item={item} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
