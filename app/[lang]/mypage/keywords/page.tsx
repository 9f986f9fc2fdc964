import '@/api/server-transport';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { keywordQueries } from '@/api/keywords';
import { getQueryClient } from '@/api/query/get-query-client';
import { getSignedUpMe } from '@/api/users';
import { KeywordEditor } from '@/components/keywords/keyword-editor';
import { ClientMessages } from '@/components/providers/client-messages';
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
  await getQueryClient().prefetchQuery(keywordQueries.mine());
  return (
    <ClientMessages scope="keywords">
      <HydrationBoundary state={dehydrate(getQueryClient())}>
        <KeywordEditor />
      </HydrationBoundary>
    </ClientMessages>
  );
}
