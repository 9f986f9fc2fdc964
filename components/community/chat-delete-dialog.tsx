'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * 'Delete this message?': a small modal alert dialog. Focus starts on Cancel (the safe
 * choice), Escape and the backdrop cancel, and focus goes back to the opener when it closes.
 */
export function ChatDeleteDialog({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('community.chat.deleteDialog');
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancelRef.current();
    };
    // Focus stays inside while it is open (Tab past the last button comes back to Cancel).
    const onFocusIn = (event: FocusEvent) => {
      if (panelRef.current && event.target instanceof Node && !panelRef.current.contains(event.target)) {
        cancelRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center">
      <div className="absolute inset-0 bg-black/45" aria-hidden="true" onClick={onCancel} />
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="relative w-full max-w-app rounded-t-2xl bg-surface p-6 text-center shadow-xl sm:mx-6 sm:max-w-sm sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t('title')}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-ink-muted">
          {t('description')}
        </p>
        <div className="mt-6 flex gap-2">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className="h-12 flex-1 rounded-full border border-line text-sm font-semibold"
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
            className="h-12 flex-1 rounded-full bg-brand-strong text-sm font-semibold text-white disabled:opacity-60"
          >
            {t('confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
