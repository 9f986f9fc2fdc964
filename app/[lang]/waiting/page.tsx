import '@/api/server-transport';
import { getQueryClient } from '@/api/query/get-query-client';
import { queueQueries } from '@/api/queues';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { MyWaitings } from '@/components/queues/my-waitings';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('myWaitings.metaTitle');

/**
 * /waiting: the lines I am in and those I was in. The summary (which answers 401 to an
 * anonymous visitor, who goes to /login and comes back) decides the page; both lists are
 * loaded with it on the server and handed to the browser, which keeps them fresh.
 */
export default async function MyWaitingsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  const queryClient = getQueryClient();
  await signedInOrLogin(() => queryClient.fetchQuery(queueQueries.summary(lang)), { lang, path: '/waiting' });
  return (
    <HydratedClient
      scope="myWaitings"
      prefetch={(client) =>
        Promise.all([
          client.prefetchQuery(queueQueries.active(lang)),
          client.prefetchInfiniteQuery(queueQueries.past(lang)),
        ])
      }
    >
      <MyWaitings lang={lang} />
    </HydratedClient>
  );
}
