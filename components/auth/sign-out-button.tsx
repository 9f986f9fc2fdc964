import { useTranslations } from 'next-intl';

/**
 * Sign-out as a form post: works without JavaScript, and the server's 303 home is a full page
 * load, so nothing of the signed-in session stays in the browser's memory. The server clears
 * the login cookies (the HttpOnly accessToken, and userId, nickname, appleCode) and ends the
 * session on the server, so its token is refused from then on.
 */
export function SignOutButton({ lang }: { lang: string }) {
  const t = useTranslations('auth.mypage');
  return (
    <form method="post" action="/api/v1/auth/logout">
      <input type="hidden" name="lang" value={lang} />
      <button
        type="submit"
        className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-line bg-surface text-sm font-semibold"
      >
        {t('signOut')}
      </button>
    </form>
  );
}
