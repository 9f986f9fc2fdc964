'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRouter } from '@/i18n/client-navigation';
import { useNavigationStore } from '@/stores/navigation-store';

/**
 * The modal half of a deleted pop-up's page (deleted-content.tsx), with the spec's two ways out: back where the reader
 * came from, or home. Back leaves the page itself, so the dialog takes no history entry of its own.
 */
export function DeletedContentModal() {
  const t = useTranslations('popup.deleted');
  const router = useRouter();
  const homeRef = useRef<HTMLButtonElement>(null);
  const inAppNavigations = useNavigationStore((s) => s.inAppNavigations);
  const canGoBack = inAppNavigations > 0;

  const goHome = () => router.replace('/');
  const goBack = () => (canGoBack ? router.back() : goHome());

  return (
    <Dialog
      role="alertdialog"
      title={t('title')}
      description={t('description')}
      onClose={goBack}
      closeOnBack={false}
      initialFocus={homeRef}
    >
      <div className="mt-6 flex gap-2">
        {canGoBack ? (
          <Button variant="outline" size="lg" className="flex-1" onClick={goBack}>
            {t('goBack')}
          </Button>
        ) : null}
        <Button ref={homeRef} size="lg" className="flex-1" onClick={goHome}>
          {t('goHome')}
        </Button>
      </div>
    </Dialog>
  );
}
