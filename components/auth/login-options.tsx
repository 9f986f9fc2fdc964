import { useTranslations } from 'next-intl';
import { authorizePath, DEMO_SIGN_IN_ACTION } from '@/api/auth';
import type { AuthMethods } from '@/api/contracts/auth';
import { KakaoSignInLink } from './kakao-sign-in-link';
import { AppleSymbol, KakaoSymbol, NaverSymbol } from './provider-symbols';

type Props = { methods: AuthMethods; lang: string; next?: string };

/**
 * The sign-in buttons, each only when its provider is configured. All work without
 * JavaScript: Kakao, Naver and Apple are plain links to the server routes that redirect to
 * the provider (an <a>, not next/link, so they are never prefetched: following one starts a
 * sign-in), and the demo sign-in is an HTML form post that the server answers with a
 * redirect to where the person came from (a second demo button signs in as the seeded
 * operator, an ADMIN, for the company console's admin pages). Colours follow each provider's
 * button guide (Naver's white variant: white text on Naver green is below the contrast WCAG
 * asks for).
 */
export function LoginOptions({ methods, lang, next }: Props) {
  const t = useTranslations('auth.loginPage');
  if (!methods.kakao && !methods.naver && !methods.apple && !methods.demo) {
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
      {methods.naver && (
        <a
          href={authorizePath('naver', lang, next)}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl border border-line bg-surface text-sm font-semibold text-ink"
        >
          <NaverSymbol className="text-[#03C75A]" />
          {t('naver')}
        </a>
      )}
      {methods.apple && (
        <a
          href={authorizePath('apple', lang, next)}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-black text-sm font-semibold text-white"
        >
          <AppleSymbol />
          {t('apple')}
        </a>
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
      {methods.demo && (
        <form method="post" action={DEMO_SIGN_IN_ACTION}>
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="account" value="admin" />
          {next && <input type="hidden" name="next" value={next} />}
          <button
            type="submit"
            className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-line bg-surface text-sm font-semibold text-ink"
          >
            {t('demoAdmin')}
          </button>
          <p className="mt-2 text-center text-xs text-ink-muted">{t('demoAdminHint')}</p>
        </form>
      )}
    </div>
  );
}
