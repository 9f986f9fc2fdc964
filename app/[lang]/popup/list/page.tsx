import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchQueries } from '@/api/search';
import { SearchPage } from '@/components/search/search-page';
import { searchListQuery } from '@/components/search/search-list-query';
import { localeFromParams } from '@/i18n/locale-param';
import { getQueryClient } from '@/api/query/get-query-client';
import { localizedAlternates } from '@/lib/seo/alternates';
import { socialMetadata } from '@/lib/seo/social-metadata';
import { parseSearchFilters, searchFiltersToParams } from '@/lib/search/search-params';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'search' });
  const filtered = searchFiltersToParams(parseSearchFilters(await searchParams)).size > 0;
  const alternates = localizedAlternates('/popup/list', lang);
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    // Every filtered or keyword URL points at the plain list: one page to index, not one per
    // combination of filters.
    alternates,
    ...socialMetadata({
      title: t('metaTitle'),
      description: t('metaDescription'),
      url: alternates.canonical,
      lang,
      type: 'website',
    }),
    // Filter combinations are endless: crawlers may follow their links to pop-ups, but only
    // the plain list is indexed.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * The search list. The first page of results for the URL's filters is fetched here and sent
 * with the HTML (a crawlable list of links to the pop-ups); the browser continues from it.
 */
export default async function PopupListPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const filters = parseSearchFilters(await searchParams);
  // A failed prefetch is not dehydrated: the browser then asks itself and shows its own error.
  await getQueryClient().prefetchInfiniteQuery(searchQueries.list(searchListQuery(filters, lang)));
  return (
    <ClientMessages scope="popupList">
      <HydrationBoundary state={dehydrate(getQueryClient())}>
        <SearchPage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
