'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { ANDROID_STORE_URL } from '@/lib/app-bridge';

/**
 * 'Update the app to share' (spec 9: Android app versions below 2.0.9 cannot take the share
 * message). A native modal <dialog>: focus trap, Escape and an inert page come with it.
 * Rendered only while open; closing (button, Escape) calls onClose.
 */
export function AppUpdateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('popup.share');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const primaryRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without modal dialogs (Safari before 15.4, test DOMs) still show it, inline.
    if (typeof dialog.showModal !== 'function') dialog.setAttribute('open', '');
    else if (!dialog.open) dialog.showModal();
    primaryRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-auto w-[calc(100%-3rem)] max-w-sm rounded-2xl bg-surface p-6 text-center text-ink shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('updateTitle')}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-ink-muted">
        {t('updateDescription')}
      </p>
      {/* The WebView hands store links to the Play Store app. */}
      <a
        ref={primaryRef}
        href={ANDROID_STORE_URL}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
      >
        {t('updateAction')}
      </a>
      <button
        type="button"
        onClick={onClose}
        className="mt-2 inline-flex h-12 w-full items-center justify-center rounded-full text-sm font-semibold text-ink-muted"
      >
        {t('updateLater')}
      </button>
    </dialog>
  );
}
