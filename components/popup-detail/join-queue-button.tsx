'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { SpotQueue } from '@/api/contracts/spots';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { useRequireLogin } from '@/hooks/use-require-login';

/**
 * The dialog (and the join mutation) is fetched on the first tap, not with the detail page:
 * few visitors join, and the page's first load is budgeted (decision 028). React.lazy rather
 * than next/dynamic, whose runtime would itself be on the first load.
 */
const JoinQueueDialog = lazy(() => import('./join-queue-dialog').then((m) => ({ default: m.JoinQueueDialog })));

/**
 * 'Join remotely' on a line that takes people from the page: sign-in first, then the dialog.
 * In the line's row (small) and as the bottom bar's main action (large, the bar's width).
 */
export function JoinQueueButton({
  spotId,
  queue,
  size = 'sm',
  className = 'self-start',
}: {
  spotId: number;
  queue: SpotQueue;
  size?: ButtonSize;
  className?: string;
}) {
  const t = useTranslations('popup.queue.join');
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="primary" size={size} className={className} onClick={() => requireLogin(() => setOpen(true))}>
        {t('button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <JoinQueueDialog spotId={spotId} queue={queue} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
