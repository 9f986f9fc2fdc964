import '@/api/server-transport';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAuthMethods } from '@/api/auth';
import type { AuthMethods } from '@/api/contracts/auth';
import { LoginOptions } from '@/components/auth/login-options';
import { localeFromParams } from '@/i18n/locale-param';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
};

// Which buttons show depends on the running server's environment, not the build's.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'auth.loginPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /login: why to sign in, and the sign-in buttons. `next` is set by pages that send an
 * anonymous visitor here themselves (/mypage); the server accepts same-origin paths only.
 * Otherwise the return target is the originReferer cookie the browser stored.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const lang = await localeFromParams(params);
  const { next } = await searchParams;
  const t = await getTranslations('auth.loginPage');
  let methods: AuthMethods = { kakao: false, demo: false };
  try {
    methods = await getAuthMethods();
  } catch {
    // Rendered as 'sign-in unavailable'; the page itself must still load.
  }
  const nextPath = typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : undefined;

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
