import { getTranslations } from 'next-intl/server';
import { loginErrorReasons, type LoginErrorReason } from '@/api/auth-constants';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

// Reads the query (the reason): per request, never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ reason?: string | string[] }>;
};

function reasonOf(value: string | string[] | undefined): LoginErrorReason {
  // An unknown reason is still a failed sign-in that the person can retry.
  return (loginErrorReasons as readonly string[]).includes(String(value)) ? (value as LoginErrorReason) : 'client';
}

export const generateMetadata = privatePageMetadata('auth.loginError.metaTitle');

/**
 * /login/error?reason=under14|timeout|server|client: the spec's four login errors, each with
 * its own words. Under-14 offers no retry (the answer would be the same), only the way home.
 */
export default async function LoginErrorPage({ params, searchParams }: Props) {
  await localeFromParams(params);
  const reason = reasonOf((await searchParams).reason);
  const t = await getTranslations('auth.loginError');
  return (
    <section aria-labelledby="login-error-title" className="flex flex-col items-center px-6 py-16 text-center">
      <h1 id="login-error-title" className="text-xl font-bold">
        {t(`${reason}.title`)}
      </h1>
      <p className="mt-3 text-sm text-ink-muted">{t(`${reason}.description`)}</p>
      <div className="mt-10 flex w-full max-w-xs flex-col gap-2">
        {reason !== 'under14' && (
          <Link href="/login" className={buttonClassName({ variant: 'secondary', size: 'lg', fullWidth: true })}>
            {t('retry')}
          </Link>
        )}
        <Link href="/" className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}>
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
}
