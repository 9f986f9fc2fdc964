import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

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
      {/* The same look as 'sign out of every device' under it: one kind of action, one kind of button. */}
      <Button type="submit" variant="outline" size="lg" fullWidth>
        {t('signOut')}
      </Button>
    </form>
  );
}
