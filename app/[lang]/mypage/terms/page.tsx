import '@/api/server-transport';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { termsQueries } from '@/api/terms';
import { getSignedUpMe } from '@/api/users';
import { ConsentSettings } from '@/components/auth/consent-settings';
import { HydratedClient } from '@/components/providers/hydrated-client';
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
  return (
    <HydratedClient scope="consents" prefetch={(client) => client.prefetchQuery(termsQueries.mine())}>
      <ConsentSettings />
    </HydratedClient>
  );
}
