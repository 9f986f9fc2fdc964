import '@/api/server-transport';
import { queueQueries } from '@/api/queues';
import { getSignedUpMe } from '@/api/users';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { MyVisitsScreen } from './my-visits-screen';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('visits.metaTitle');

/** /history/myvisits: the pop-ups I entered. Anonymous visitors go to /login and come back. */
export default async function MyVisitsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  await signedInOrLogin(getSignedUpMe, { lang, path: '/history/myvisits' });
  return (
    <HydratedClient scope="myVisits" prefetch={(client) => client.prefetchInfiniteQuery(queueQueries.visits(lang))}>
      <MyVisitsScreen lang={lang} />
    </HydratedClient>
  );
}
