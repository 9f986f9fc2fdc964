'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { releaseDialogHistory } from '@/components/ui/dialog-history';
import { useRouter } from '@/i18n/client-navigation';
import { rememberOriginReferer } from '@/api/client-session';

/**
 * 'Log in to continue', opened by anonymous actions through the auth store (and by the
 * query client when the API answers 40100000). A bottom sheet on phones; Escape, Back and
 * the backdrop mean 'later'.
 */
export function LoginSheet({ onClose }: { onClose: () => void }) {
  const t = useTranslations('auth.loginModal');
  const router = useRouter();
  const primaryRef = useRef<HTMLButtonElement>(null);

  const goToLogin = () => {
    rememberOriginReferer();
    // The login page takes the modal's own history entry (same URL as this page), so Back
    // from it returns here, once.
    releaseDialogHistory();
    onClose();
    router.replace('/login');
  };

  return (
    <Dialog
      variant="sheet"
      title={t('title')}
      description={t('description')}
      onClose={onClose}
      initialFocus={primaryRef}
      className="px-6 pt-6 text-center"
    >
      <Button ref={primaryRef} size="lg" fullWidth className="mt-6" onClick={goToLogin}>
        {t('login')}
      </Button>
      <Button variant="ghost" size="lg" fullWidth className="mt-2 mb-4 text-ink-muted" onClick={onClose}>
        {t('later')}
      </Button>
    </Dialog>
  );
}
