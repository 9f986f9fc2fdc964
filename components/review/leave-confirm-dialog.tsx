'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

/**
 * 'What you wrote will not be saved' (spec 4), over the review form. Focus starts on
 * 'keep writing', the safe choice; Escape means the same.
 */
export function LeaveConfirmDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useTranslations('review.leave');
  const titleId = useId();
  const descriptionId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      onClose={onStay}
      initialFocus={stayRef}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('title')}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-ink-muted">
        {t('description')}
      </p>
      <div className="mt-6 flex gap-2">
        <button
          type="button"
          onClick={onLeave}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-full border border-line text-sm font-semibold"
        >
          {t('leave')}
        </button>
        <button
          ref={stayRef}
          type="button"
          onClick={onStay}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-full bg-ink text-sm font-semibold text-surface"
        >
          {t('stay')}
        </button>
      </div>
    </ModalDialog>
  );
}
