import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import { queueQueries } from '@/api/queues';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { OnSiteJoin } from '@/components/queues/on-site-join';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ queue?: string | string[]; code?: string | string[] }>;
};

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('waiting.join.metaTitle');

/**
 * /waiting/join?queue={id}&code=…: what the QR code at a store's door opens (decision 040).
 * Signed-in visitors see the line and choose their party; the code, signed and valid for
 * ten minutes, lets them join even a line that takes people at the store only. Anonymous
 * visitors sign in first and come back here with the same code.
 */
export default async function OnSiteJoinPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const query = await searchParams;
  const rawQueue = typeof query.queue === 'string' ? query.queue : '';
  const code = typeof query.code === 'string' ? query.code : '';
  if (!/^[1-9]\d{0,9}$/.test(rawQueue) || Number(rawQueue) > 2147483647) notFound();
  const queueId = Number(rawQueue);

  const queryClient = getQueryClient();
  await signedInOrLogin(
    async () => {
      // The summary proves the sign-in (the line itself is public); both load together.
      const [, line] = await Promise.all([
        queryClient.fetchQuery(queueQueries.summary(lang)),
        queryClient.fetchQuery(queueQueries.line(queueId, lang)).catch((error: unknown) => {
          if (ApiError.is(error) && (error.status === 404 || error.status === 400)) notFound();
          throw error;
        }),
      ]);
      return line;
    },
    { lang, path: '/waiting/join', query: new URLSearchParams({ queue: rawQueue, code }).toString() },
  );

  return (
    <HydratedClient scope="waiting">
      <OnSiteJoin queueId={queueId} code={code} />
    </HydratedClient>
  );
}
