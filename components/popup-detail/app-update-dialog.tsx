'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { ANDROID_STORE_URL } from '@/lib/app-bridge';

/**
 * 'Update the app to share' (spec 9: Android app versions below 2.0.9 cannot take the share
 * message). Rendered only while open; closing (button, Escape, Back) calls onClose.
 */
export function AppUpdateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('popup.share');
  const primaryRef = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog title={t('updateTitle')} description={t('updateDescription')} onClose={onClose} initialFocus={primaryRef}>
      {/* The WebView hands store links to the Play Store app. */}
      <a
        ref={primaryRef}
        href={ANDROID_STORE_URL}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
        className={buttonClassName({ size: 'lg', fullWidth: true, className: 'mt-6' })}
      >
        {t('updateAction')}
      </a>
      <Button variant="ghost" size="lg" fullWidth className="mt-2 text-ink-muted" onClick={onClose}>
        {t('updateLater')}
      </Button>
    </Dialog>
  );
}
