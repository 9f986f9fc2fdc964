'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CompanySpotStatus } from '@/api/contracts/enterprise-spots';
import { useDeleteCompanySpot, useSetSpotPublished } from '@/api/enterprise-spots';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRouter } from '@/i18n/client-navigation';
import { showToast } from '@/stores/toast-store';

type Pending = 'publish' | 'unpublish' | 'delete' | null;

/**
 * Publish, unpublish and delete, each after a confirmation. Publishing waits for unsaved
 * changes to be saved (what goes public is what is stored).
 */
export function PopupStatusActions({
  spotId,
  status,
  dirty,
}: {
  spotId: number;
  status: CompanySpotStatus;
  dirty: boolean;
}) {
  const t = useTranslations('enterprise.editor.status');
  const router = useRouter();
  const [asking, setAsking] = useState<Pending>(null);
  const publish = useSetSpotPublished(spotId);
  const remove = useDeleteCompanySpot(spotId);

  const confirm = () => {
    if (asking === 'delete') {
      remove.mutate(undefined, {
        onSuccess: () => {
          showToast({ message: t('deleted') });
          router.replace('/enterprise');
        },
        onSettled: () => setAsking(null),
      });
      return;
    }
    const published = asking === 'publish';
    publish.mutate(published, {
      onSuccess: () => showToast({ message: published ? t('published') : t('unpublished') }),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === 'PUBLISHED' || status === 'SCHEDULED' ? (
        <Button variant="outline" onClick={() => setAsking('unpublish')}>
          {t('unpublish')}
        </Button>
      ) : (
        <Button
          variant="primary"
          disabled={dirty}
          onClick={() => setAsking('publish')}
          aria-describedby={dirty ? 'publish-dirty' : undefined}
        >
          {t('publish')}
        </Button>
      )}
      <Button variant="ghost" className="text-danger" onClick={() => setAsking('delete')}>
        {t('delete')}
      </Button>
      {dirty && status !== 'PUBLISHED' ? (
        <p id="publish-dirty" className="w-full text-caption text-ink-muted">
          {t('saveBeforePublish')}
        </p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t(`confirm.${asking}.title`)}
          description={t(`confirm.${asking}.description`)}
          confirmLabel={t(`confirm.${asking}.confirm`)}
          cancelLabel={t('cancel')}
          tone={asking === 'delete' ? 'danger' : 'default'}
          pending={publish.isPending || remove.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
