'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// The detail page's code includes this component (the page decides on the server whether the
// pop-up is gone), so the modal and the Dialog primitive are fetched only when it shows.
const DeletedContentModal = lazy(() =>
  import('./deleted-content-modal').then((m) => ({ default: m.DeletedContentModal })),
);

/**
 * Shown instead of a pop-up that was deleted or made unavailable (API code 40000001). The
 * words are server-rendered in the page (readable without JavaScript); the browser adds the
 * modal with the ways out (DeletedContentModal).
 */
export function DeletedContentDialog() {
  const t = useTranslations('popup.deleted');
  const hydrated = useHydrated();

  return (
    <>
      <section aria-labelledby="deleted-title" className="px-gutter py-16 text-center">
        <h1 id="deleted-title" className="text-title font-bold">
          {t('title')}
        </h1>
        <p className="mt-2 text-body text-ink-muted">{t('description')}</p>
      </section>
      {hydrated ? (
        <Suspense fallback={null}>
          <DeletedContentModal />
        </Suspense>
      ) : null}
    </>
  );
}
