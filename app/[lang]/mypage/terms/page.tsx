import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getQueryClient } from '@/api/query/get-query-client';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { termsQueries } from '@/api/terms';
import { getSignedUpMe } from '@/api/users';
import { ConsentSettings } from '@/components/auth/consent-settings';
import { ClientMessages } from '@/components/providers/client-messages';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('consents.metaTitle');

/** /mypage/terms: my consents and their history of versions. Anonymous visitors sign in first. */
export default async function ConsentsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  await signedInOrLogin(getSignedUpMe, { lang, path: '/mypage/terms' });
  await getQueryClient().prefetchQuery(termsQueries.mine());
  return (
    <ClientMessages scope="consents">
      <HydrationBoundary state={dehydrate(getQueryClient())}>
        <ConsentSettings />
      </HydrationBoundary>
    </ClientMessages>
  );
}
