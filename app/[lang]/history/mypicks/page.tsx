import '@/api/server-transport';
import { pickQueries } from '@/api/picks';
import { getSignedUpMe } from '@/api/users';
import { MyPicks } from '@/components/picks/my-picks';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { myPicksFilterFromParams, myPicksFilterQuery } from '@/lib/picks/my-picks-filter';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ period?: string | string[]; sort?: string | string[] }>;
};

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('picks.metaTitle');

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /history/mypicks: my picks. An anonymous visitor (or one whose token expired) is sent to
 * /login with this page, tab and order as `next`. The first page of the tab in the URL is
 * fetched here through the same client the browser uses.
 */
export default async function MyPicksPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const raw = await searchParams;
  const filter = myPicksFilterFromParams({ period: single(raw.period), sort: single(raw.sort) });
  const query = new URLSearchParams(myPicksFilterQuery(filter)).toString();
  await signedInOrLogin(getSignedUpMe, { lang, path: '/history/mypicks', query });
  return (
    <HydratedClient scope="myPicks" prefetch={(client) => client.prefetchInfiniteQuery(pickQueries.mine(filter, lang))}>
      <MyPicks lang={lang} initialFilter={filter} />
    </HydratedClient>
  );
}
