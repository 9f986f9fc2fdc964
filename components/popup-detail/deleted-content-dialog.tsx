'use client';

import { useTranslations } from 'next-intl';
import { useRef, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRouter } from '@/i18n/navigation';
import { useNavigationStore } from '@/stores/navigation-store';

const subscribe = () => () => {};

/**
 * Shown instead of a pop-up that was deleted or made unavailable (API code 40000001), with
 * the spec's two ways out: back where the reader came from, or home. The same words are
 * server-rendered in the page (readable without JavaScript); the browser adds the modal.
 * Back leaves the page itself, so the dialog takes no history entry of its own.
 */
export function DeletedContentDialog() {
  const t = useTranslations('popup.deleted');
  const router = useRouter();
  const homeRef = useRef<HTMLButtonElement>(null);
  const inAppNavigations = useNavigationStore((s) => s.inAppNavigations);
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const canGoBack = inAppNavigations > 0;

  const goHome = () => router.replace('/');
  const goBack = () => (canGoBack ? router.back() : goHome());

  return (
    <>
      <section aria-labelledby="deleted-title" className="px-gutter py-16 text-center">
        <h1 id="deleted-title" className="text-title font-bold">
          {t('title')}
        </h1>
        <p className="mt-2 text-body text-ink-muted">{t('description')}</p>
      </section>
      {hydrated ? (
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
      ) : null}
    </>
  );
}
