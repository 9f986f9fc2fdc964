'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Link } from '@/i18n/navigation';

export const REVIEW_HISTORY_PATH = '/history/mypicks/review';

/** After registering (spec 4): 'your 3rd review' and the way to the review history. */
export function ReviewSuccessDialog({ ordinal, onClose }: { ordinal: number; onClose: () => void }) {
  const t = useTranslations('review.success');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={descriptionId} onClose={onClose}>
      <h2 id={titleId} className="text-lg font-bold">
        {t('title', { ordinal })}
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
      <Link
        href={REVIEW_HISTORY_PATH}
        onClick={onClose}
        className="mt-2 inline-flex h-12 w-full items-center justify-center rounded-full text-sm font-semibold text-ink-muted underline"
      >
        {t('history')}
      </Link>
    </ModalDialog>
  );
}
