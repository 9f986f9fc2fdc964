'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AUTH_COOKIES } from '@/api/auth-constants';
import { buttonClassName } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { releaseDialogHistory } from '@/components/ui/dialog-history';
import { Link } from '@/i18n/navigation';

/** The readable nickname cookie the sign-up's answer set (URI-encoded: Korean is not a cookie octet). */
function nicknameFromCookie(): string | null {
  const prefix = `${AUTH_COOKIES.nickname}=`;
  const raw = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The one-time welcome on the page sign-up returned to (the sign-up leaves a 'welcome' flash
 * for flash-toast.tsx, which loads this then): the new member's name, and the two things that make the
 * first visits worth coming back for, following keywords and turning alerts on, each a link to
 * the place that does it. 'Later' closes it; so do Escape, Back and the backdrop.
 */
export function WelcomeDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('auth.welcome');
  const [nickname] = useState(nicknameFromCookie);
  // The dialog's history entry becomes the page's own, so Back from the next page comes here.
  const follow = () => {
    releaseDialogHistory();
    onClose();
  };
  const offers = [
    {
      href: '/mypage/keywords',
      title: t('keywordsTitle'),
      text: t('keywordsDescription'),
      action: t('keywordsAction'),
    },
    {
      href: '/notifications/settings',
      title: t('alertsTitle'),
      text: t('alertsDescription'),
      action: t('alertsAction'),
    },
  ];

  return (
    <Dialog
      variant="sheet"
      title={nickname ? t('title', { nickname }) : t('titleNoName')}
      description={t('description')}
      onClose={onClose}
      className="px-6 pt-6"
    >
      <ul className="mt-5 flex flex-col gap-3">
        {offers.map((offer) => (
          <li key={offer.href} className="rounded-card border border-line p-4">
            <h3 className="text-body font-semibold">{offer.title}</h3>
            <p className="mt-1 text-label text-ink-muted">{offer.text}</p>
            <Link
              href={offer.href}
              onClick={follow}
              className={buttonClassName({ variant: 'outline', size: 'sm', className: 'mt-3' })}
            >
              {offer.action}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="lg" fullWidth className="mt-3 mb-4 text-ink-muted" onClick={onClose}>
        {t('close')}
      </Button>
    </Dialog>
  );
}
