import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { spotQueries } from '@/api/spots';
import { HOME_SPOT_QUERY } from '@/components/home/home-spot-query';
import { SpotList } from '@/components/home/spot-list';
import { localeFromParams } from '@/i18n/locale-param';
import { localizedAlternates } from '@/lib/seo/alternates';
import { getQueryClient } from '@/lib/query/get-query-client';
import type { Metadata } from 'next';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  return { alternates: localizedAlternates('/', lang) };
}

/** Home: the pop-ups running now, server-rendered for crawlers and first paint. */
export default async function HomePage({ params }: Props) {
  const lang = await localeFromParams(params);
  const t = await getTranslations('home');
  const queryClient = getQueryClient();
  // prefetchQuery never throws: if the API fails here the browser retries on its own.
  await queryClient.prefetchQuery(spotQueries.list(HOME_SPOT_QUERY, lang));

  return (
    <>
      <div className="px-4 pt-6 pb-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      </div>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <SpotList />
      </HydrationBoundary>
    </>
  );
}
