import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchQueries } from '@/api/search';
import { getQueryClient } from '@/api/query/get-query-client';
import { ClientMessages } from '@/components/providers/client-messages';
import { SearchFirstPage } from '@/components/search/search-first-page';
import { SearchPage } from '@/components/search/search-page';
import { searchListQuery } from '@/components/search/search-list-query';
import type { Locale } from '@/lib/locales';
import { parseSearchFilters, searchFiltersToParams } from '@/lib/search/search-params';
import { publicPageMetadata } from '@/app/public-page-metadata';

/**
 * The search list for one filter set: /popup/list renders the plain list, and the proxy
 * rewrites `/popup/list?filters` onto /popup/list/filtered/{canonical filters} (proxy.ts), so
 * each filter set's first page is its own cached page. `query` is that canonical query
 * string, '' for the plain list.
 */
export async function searchListMetadata(lang: Locale, query: string): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'search' });
  return publicPageMetadata({
    // Every filtered or keyword URL points at the plain list: one page to index, not one per
    // combination of filters.
    path: '/popup/list',
    lang,
    title: t('metaTitle'),
    description: t('metaDescription'),
    // Filter combinations are endless: crawlers may follow their links to pop-ups, but only
    // the plain list is indexed.
    robots: query ? { index: false, follow: true } : undefined,
  });
}

/**
 * The first page of results for the filters is fetched and rendered here (a crawlable list
 * of links to the pop-ups, whose card code stays on the server); the browser continues from
 * it when the reader scrolls further.
 */
export async function SearchListPage({ lang, query }: { lang: Locale; query: string }) {
  const filters = parseSearchFilters(new URLSearchParams(query));
  // A failed fetch renders no cards: the browser then asks itself and shows its own error.
  const firstPage = await getQueryClient()
    .fetchInfiniteQuery(searchQueries.list(searchListQuery(filters, lang)))
    .then((data) => data.pages[0])
    .catch(() => undefined);
  const serverSearch = searchFiltersToParams(filters).toString();
  return (
    <ClientMessages scope="popupList">
      <SearchPage
        serverSearch={serverSearch ? `?${serverSearch}` : ''}
        firstPage={firstPage}
        firstPageView={firstPage ? <SearchFirstPage result={firstPage} keyword={filters.keyword} /> : undefined}
      />
    </ClientMessages>
  );
}
