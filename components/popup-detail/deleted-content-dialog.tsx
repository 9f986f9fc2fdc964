'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/navigation';

/**
 * Shown instead of a pop-up that was deleted or made unavailable (API code 40000001).
 * A native modal <dialog>: focus moves into it and is trapped there, the page behind is
 * inert, and Escape works. It is server-rendered open (readable without JavaScript) and
 * upgraded to a modal on mount. Confirming, or dismissing it, goes home: the page behind
 * has nothing to show.
 */
export function DeletedContentDialog() {
  const t = useTranslations('popup.deleted');
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);

  const goHome = () => router.replace('/');

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="deleted-title"
      aria-describedby="deleted-description"
      onCancel={(event) => {
        event.preventDefault();
        goHome();
      }}
      className="fixed inset-0 m-auto w-[calc(100%-3rem)] max-w-sm rounded-2xl bg-surface p-6 text-center text-ink shadow-xl"
    >
      <h1 id="deleted-title" className="text-lg font-bold">
        {t('title')}
      </h1>
      <p id="deleted-description" className="mt-2 text-sm text-ink-muted">
        {t('description')}
      </p>
      <button
        type="button"
        autoFocus
        onClick={goHome}
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-ink text-sm font-semibold text-surface"
      >
        {t('goHome')}
      </button>
    </dialog>
  );
}
