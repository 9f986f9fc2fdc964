'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** 'Already wrote a review: one per place' (spec 8, code 40000102). */
export function AlreadyReviewedDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('review.already');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <h2 id={titleId} className="text-lg font-bold">
        {t('title')}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-ink-muted">
        {t('description')}
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full bg-ink text-sm font-semibold text-surface"
      >
        {t('confirm')}
      </button>
    </ModalDialog>
  );
}
