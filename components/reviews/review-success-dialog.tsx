'use client';

import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { releaseDialogHistory } from '@/components/ui/dialog-history';
import { Link } from '@/i18n/navigation';

const REVIEW_HISTORY_PATH = '/history/mypicks/review';

/** After registering (spec 4): 'your 3rd review' and the way to the review history. */
export function ReviewSuccessDialog({ ordinal, onClose }: { ordinal: number; onClose: () => void }) {
  const t = useTranslations('review.success');
  return (
    <ConfirmDialog
      role="dialog"
      title={t('title', { ordinal })}
      description={t('description')}
      confirmLabel={t('confirm')}
      onConfirm={onClose}
    >
      <Link
        href={REVIEW_HISTORY_PATH}
        onClick={() => {
          releaseDialogHistory();
          onClose();
        }}
        className={buttonClassName({ variant: 'ghost', size: 'lg', fullWidth: true, className: 'mt-4 underline' })}
      >
        {t('history')}
      </Link>
    </ConfirmDialog>
  );
}
