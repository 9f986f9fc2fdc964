import '@/api/server-transport';
import type { Metadata } from 'next';
import { localeFromParams } from '@/i18n/locale-param';
import { decodeFiltersSegment } from '@/lib/cacheable-paths';
import { SearchListPage, searchListMetadata } from '../../search-list-page';

type Props = { params: Promise<{ lang: string; query: string }> };

// Counters on the cards (picks, reviews) may be this old; edits arrive at once (cache tags).
export const revalidate = 60;

// Filter sets are rendered on their first visit, then served from the cache.
export function generateStaticParams() {
  return [];
}

async function queryOf(params: Props['params']): Promise<string> {
  return decodeFiltersSegment((await params).query);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchListMetadata(await localeFromParams(params), await queryOf(params));
}

/**
 * `/popup/list?keyword=...` as the proxy rewrites it (lib/cacheable-paths.ts): the filters in
 * one path segment, so each filter set is one cached page (never linked to directly).
 */
export default async function FilteredPopupListPage({ params }: Props) {
  return <SearchListPage lang={await localeFromParams(params)} query={await queryOf(params)} />;
}
