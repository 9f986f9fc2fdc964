'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hasCookie, readWordCookie, removePlainCookie } from '@/api/plain-cookies';
import { FLASH_COOKIE, FLASH_MESSAGES, type FlashMessage } from '@/lib/client-constants';
import { showToast } from '@/stores/toast-store';
import type { WelcomeDialog } from './welcome-dialog';

const isFlashMessage = (value: string): value is FlashMessage => (FLASH_MESSAGES as readonly string[]).includes(value);

/**
 * Shows the message a full-page redirect left for this page (the sign-out sets 'signedOut'
 * before its 303 home), once: the cookie is removed as it is read. 'welcome' (the sign-up's,
 * on the page it returns to) is the welcome dialog rather than a toast; its code is fetched
 * then, on that one page load (every page's first load carries this reader, and the detail
 * page's is at its budget). Mounted once in the layout; the server never reads it, so the
 * landing page stays the same for everyone.
 */
export function FlashToast() {
  const t = useTranslations('auth.flash');
  const [Welcome, setWelcome] = useState<typeof WelcomeDialog | null>(null);
  useEffect(() => {
    if (!hasCookie(FLASH_COOKIE.name)) return;
    const value = readWordCookie(FLASH_COOKIE.name);
    removePlainCookie(FLASH_COOKIE.name, FLASH_COOKIE.path);
    if (!value || !isFlashMessage(value)) return;
    if (value === 'welcome') void import('./welcome-dialog').then((m) => setWelcome(() => m.WelcomeDialog));
    else showToast({ message: t(value) });
  }, [t]);
  return Welcome ? <Welcome onClose={() => setWelcome(null)} /> : null;
}
