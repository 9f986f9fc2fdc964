import '@/api/server-transport';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ApiError } from '@/api/api-error';
import { getAuthMethods } from '@/api/auth';
import { AUTH_COOKIES, type AuthMethods } from '@/api/contracts/auth';
import { getMe } from '@/api/users';
import { LoginOptions } from '@/components/auth/login-options';
import { localeFromParams } from '@/i18n/locale-param';
import { getPathname } from '@/i18n/navigation';
import { DEFAULT_AFTER_LOGIN_PATH, ORIGIN_REFERER_COOKIE } from '@/lib/constants';
import { safeReturnPath } from '@/lib/return-path';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
};

// Which buttons show depends on the running server's environment, not the build's.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('auth.loginPage.metaTitle');

/**
 * Signed in as the API sees it, and whether sign-up is finished. The cookie alone isn't
 * enough: /mypage sends a visitor whose token has expired here, and sending them back would
 * loop. Anything but a clear answer shows the sign-in page.
 */
async function signedIn(): Promise<{ signedUp: boolean } | null> {
  if (!(await cookies()).has(AUTH_COOKIES.accessToken)) return null;
  try {
    return { signedUp: (await getMe()).signedUp };
  } catch (error) {
    // Next's own control-flow signals (they carry a digest) are not answers: let them through.
    if (error && typeof error === 'object' && 'digest' in error && !ApiError.is(error)) throw error;
    return null;
  }
}

/**
 * /login: why to sign in, and the sign-in buttons. `next` is set by pages that send an
 * anonymous visitor here themselves (/mypage); the server accepts same-origin paths only.
 * Otherwise the return target is the originReferer cookie the browser stored.
 *
 * Someone already signed in has nothing to do here: they go where a sign-in would have
 * taken them (spec, login redirect), `next`, else the origin referer, else /mypage, through
 * /signup when sign-up is not finished.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const { next } = await searchParams;
  const nextPath = safeReturnPath(typeof next === 'string' ? next : null) ?? undefined;
  const account = await signedIn();
  if (account) {
    const referer = safeReturnPath((await cookies()).get(ORIGIN_REFERER_COOKIE.name)?.value);
    const target = nextPath ?? referer ?? getPathname({ href: DEFAULT_AFTER_LOGIN_PATH, locale: lang });
    // An account that has not finished signing up (the login modal and the header's entry
    // send it here: the page reads it as not signed in) goes on to /signup, which then goes
    // to the target, as a sign-in would (server/auth/return-path.ts). redirect() throws, so
    // it stays outside signedIn's try.
    if (!account.signedUp)
      redirect(`${getPathname({ href: '/signup', locale: lang })}?next=${encodeURIComponent(target)}`);
    redirect(target);
  }
  const t = await getTranslations('auth.loginPage');
  let methods: AuthMethods = { kakao: false, naver: false, apple: false, demo: false, kakaoApp: false };
  try {
    methods = await getAuthMethods();
  } catch {
    // Rendered as 'sign-in unavailable'; the page itself must still load.
  }

  return (
    <section aria-labelledby="login-title" className="flex flex-col px-6 pt-12 pb-10">
      <h1 id="login-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">{t('description')}</p>
      <ul className="mt-6 flex flex-col gap-2 text-sm">
        <li>{t('benefits.pick')}</li>
        <li>{t('benefits.review')}</li>
        <li>{t('benefits.alert')}</li>
      </ul>
      <div className="mt-10">
        <LoginOptions methods={methods} lang={lang} next={nextPath} />
      </div>
      <p className="mt-6 text-center text-xs text-ink-muted">{t('ageNotice')}</p>
    </section>
  );
}
