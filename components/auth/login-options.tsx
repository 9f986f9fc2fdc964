import { useTranslations } from 'next-intl';
import { DEMO_SIGN_IN_ACTION } from '@/api/auth';
import type { AuthMethods } from '@/api/contracts/auth';
import { KakaoSignInLink } from './kakao-sign-in-link';
import { KakaoSymbol } from './kakao-symbol';

type Props = { methods: AuthMethods; lang: string; next?: string };

/**
 * The sign-in buttons. Both work without JavaScript: Kakao is a plain link to the server
 * route that redirects to Kakao (an <a>, not next/link, so it is never prefetched: following
 * it starts a sign-in), and the demo sign-in is an HTML form post that the server answers
 * with a redirect to where the person came from.
 */
export function LoginOptions({ methods, lang, next }: Props) {
  const t = useTranslations('auth.loginPage');
  if (!methods.kakao && !methods.demo) {
    return (
      <p role="status" className="rounded-xl bg-canvas p-4 text-sm text-ink-muted">
        {t('unavailable')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {methods.kakao && (
        <KakaoSignInLink
          viaApp={methods.kakaoApp}
          next={next}
          waitingLabel={t('waitingForApp')}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-[#FEE500] text-sm font-semibold text-black/85"
        >
          <KakaoSymbol />
          {t('kakao')}
        </KakaoSignInLink>
      )}
      {methods.demo && (
        <form method="post" action={DEMO_SIGN_IN_ACTION}>
          <input type="hidden" name="lang" value={lang} />
          {next && <input type="hidden" name="next" value={next} />}
          <button
            type="submit"
            className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-line bg-surface text-sm font-semibold text-ink"
          >
            {t('demo')}
          </button>
          <p className="mt-2 text-center text-xs text-ink-muted">{t('demoHint')}</p>
        </form>
      )}
    </div>
  );
}
