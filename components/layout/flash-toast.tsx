'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { hasCookie, readWordCookie, removePlainCookie } from '@/api/plain-cookies';
import { FLASH_COOKIE, FLASH_MESSAGES, type FlashMessage } from '@/lib/client-constants';
import { showToast } from '@/stores/toast-store';

const isFlashMessage = (value: string): value is FlashMessage => (FLASH_MESSAGES as readonly string[]).includes(value);

/**
 * Shows the message a full-page redirect left for this page (the sign-out sets 'signedOut'
 * before its 303 home), once: the cookie is removed as it is read. Mounted once in the
 * layout; the server never reads it, so the landing page stays the same for everyone.
 */
export function FlashToast() {
  const t = useTranslations('auth.flash');
  useEffect(() => {
    if (!hasCookie(FLASH_COOKIE.name)) return;
    const value = readWordCookie(FLASH_COOKIE.name);
    removePlainCookie(FLASH_COOKIE.name, FLASH_COOKIE.path);
    if (value && isFlashMessage(value)) showToast({ message: t(value) });
  }, [t]);
  return null;
}
