import '@/api/server-transport';
import type { Metadata } from 'next';
import { localeFromParams } from '@/i18n/locale-param';
import { SearchListPage, searchListMetadata } from './search-list-page';

type Props = { params: Promise<{ lang: string }> };

// Counters on the cards (picks, reviews) may be this old; edits arrive at once (cache tags).
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchListMetadata(await localeFromParams(params), '');
}

/** /popup/list: the plain search list (filtered lists: ./filtered/[query]). */
export default async function PopupListPage({ params }: Props) {
  return <SearchListPage lang={await localeFromParams(params)} query="" />;
}
