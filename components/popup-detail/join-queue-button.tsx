'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { SpotQueue } from '@/api/contracts/spots';
import { Button } from '@/components/ui/button';
import { useRequireLogin } from '@/hooks/use-require-login';

/**
 * The dialog (and the join mutation) is fetched on the first tap, not with the detail page:
 * few visitors join, and the page's first load is budgeted (decision 028). React.lazy rather
 * than next/dynamic, whose runtime would itself be on the first load.
 */
const JoinQueueDialog = lazy(() => import('./join-queue-dialog').then((m) => ({ default: m.JoinQueueDialog })));

/** 'Join remotely' on a line that takes people from the page: sign-in first, then the dialog. */
export function JoinQueueButton({ spotId, queue }: { spotId: number; queue: SpotQueue }) {
  const t = useTranslations('popup.queue.join');
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="primary" size="sm" className="self-start" onClick={() => requireLogin(() => setOpen(true))}>
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
