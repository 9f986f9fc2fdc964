import '@/api/server-transport';
import { keywordQueries } from '@/api/keywords';
import { getSignedUpMe } from '@/api/users';
import { KeywordEditor } from '@/components/keywords/keyword-editor';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('keywords.metaTitle');

/** /mypage/keywords: the keywords I follow. Anonymous visitors go to /login and come back. */
export default async function KeywordsPage({ params }: Props) {
  const lang = await localeFromParams(params);
  await signedInOrLogin(getSignedUpMe, { lang, path: '/mypage/keywords' });
  return (
    <HydratedClient scope="keywords" prefetch={(client) => client.prefetchQuery(keywordQueries.mine())}>
      <KeywordEditor />
    </HydratedClient>
  );
}
