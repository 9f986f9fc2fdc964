'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * 'What you wrote will not be saved' (spec 4), over the review form. Focus starts on
 * 'keep writing', the safe choice; Escape and Back mean the same.
 */
export function LeaveConfirmDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useTranslations('review.leave');
  return (
    <ConfirmDialog
      title={t('title')}
      description={t('description')}
      cancelLabel={t('stay')}
      confirmLabel={t('leave')}
      tone="danger"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
