import '@/api/server-transport';
import { signedInOrLogin } from '@/api/signed-in-or-login';
import { termsQueries } from '@/api/terms';
import { getMe } from '@/api/users';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { HydratedClient } from '@/components/providers/hydrated-client';
import { localeFromParams } from '@/i18n/locale-param';
import { getPathname, redirect } from '@/i18n/navigation';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/lib/constants';
import { suggestedNicknameFor } from '@/lib/nickname';
import { safeReturnPath } from '@/lib/return-path';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ next?: string | string[] }> };

// Per person, per request: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('signup.metaTitle');

/**
 * /signup: the step after the first sign-in (consents, then the nickname). Anonymous
 * visitors go to /login; an account that has signed up already goes on to `next`.
 */
export default async function SignUpPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const raw = (await searchParams).next;
  const next =
    safeReturnPath(Array.isArray(raw) ? raw[0] : raw) ?? getPathname({ href: DEFAULT_AFTER_LOGIN_PATH, locale: lang });
  const me = await signedInOrLogin(getMe, { lang, path: '/signup', query: new URLSearchParams({ next }).toString() });
  // redirect() accepts only app paths; `next` is already a safe, localized path.
  if (me.signedUp) return redirect({ href: next.replace(/^\/(en|ja|zh)(?=\/|$)/, '') || '/', locale: lang });
  return (
    <HydratedClient scope="signup" prefetch={(client) => client.prefetchQuery(termsQueries.mine())}>
      <SignUpForm next={next} suggestedNickname={suggestedNicknameFor(me.nickname, lang)} />
    </HydratedClient>
  );
}
