'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** 'Already wrote a review: one per place' (spec 8, code 40000102). */
export function AlreadyReviewedDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('review.already');
  return (
    <ConfirmDialog title={t('title')} description={t('description')} confirmLabel={t('confirm')} onConfirm={onClose} />
  );
}
