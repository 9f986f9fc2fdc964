'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** 'Delete this message?': focus starts on Cancel (the safe choice); Escape, Back and the backdrop cancel. */
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
  if (!open) return null;
  return (
    <ConfirmDialog
      title={t('title')}
      description={t('description')}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
      tone="danger"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
