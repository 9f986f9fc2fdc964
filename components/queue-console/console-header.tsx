'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ConsoleQueue } from '@/api/contracts/queue-console';
import { useUpdateConsoleQueue } from '@/api/queue-console';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import type { LiveState } from '@/hooks/use-queue-live';
import { Link } from '@/i18n/navigation';
import { showToast } from '@/stores/toast-store';
import { LiveIndicator } from './live-indicator';
import { QueueStatusBadge } from './queue-status-badge';

type Status = ConsoleQueue['status'];

/** The status buttons, in the order staff think of them; CLOSED asks first. */
const STATUS_BUTTONS = [
  { status: 'IN_PROGRESS', key: 'open' },
  { status: 'HOLD', key: 'pause' },
  { status: 'READY', key: 'ready' },
  { status: 'CLOSED', key: 'close' },
] as const satisfies readonly { status: Status; key: string }[];

/**
 * The console's head: which line (title, pop-up), its status as a word (with a colour, never
 * the colour alone), the waiting teams and people, the live indicator, and the buttons that
 * open, pause, close or set "enter now". The current status is the pressed button.
 */
export function ConsoleHeader({ queue, live }: { queue: ConsoleQueue; live: LiveState }) {
  const t = useTranslations('queueConsole');
  const update = useUpdateConsoleQueue(queue.id);
  const [confirmClose, setConfirmClose] = useState(false);

  const setStatus = (status: Status) =>
    update.mutate(
      { status },
      {
        onSuccess: () => showToast({ message: t('header.statusChanged', { status: t(`queueStatus.${status}`) }) }),
        onSettled: () => setConfirmClose(false),
      },
    );

  return (
    <header className="border-b border-line px-gutter pt-4 pb-4 md:px-6">
      <Link
        href="/console/queues"
        className="-ms-2 inline-flex min-h-tap items-center gap-1 rounded-control px-2 text-label text-ink-muted hover:text-ink"
      >
        <ChevronLeftIcon width={18} height={18} />
        {t('header.backToList')}
      </Link>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-label text-ink-muted">{queue.spot.title}</p>
          <h1 className="text-title font-bold break-words">{queue.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-body">
            <span className="sr-only">{t('header.statusLabel')}</span>
            <QueueStatusBadge status={queue.status} />
            <span className="font-semibold tabular-nums">
              {t('header.counts', { teams: queue.waitingTeams, people: queue.waitingPeople })}
            </span>
          </p>
        </div>
        <LiveIndicator state={live} />
      </div>

      <div role="group" aria-label={t('header.statusControls')} className="mt-3 flex flex-wrap gap-2">
        {STATUS_BUTTONS.map(({ status, key }) => {
          const current = queue.status === status;
          const pending = update.isPending && update.variables?.status === status;
          return (
            <Button
              key={status}
              size="sm"
              variant={current ? 'secondary' : 'outline'}
              aria-pressed={current}
              loading={pending}
              disabled={update.isPending && !pending}
              onClick={() => {
                if (current) return;
                if (status === 'CLOSED') setConfirmClose(true);
                else setStatus(status);
              }}
            >
              {t(`header.${key}`)}
            </Button>
          );
        })}
      </div>

      {confirmClose ? (
        <ConfirmDialog
          title={t('closeConfirm.title')}
          description={t('closeConfirm.description')}
          confirmLabel={t('closeConfirm.confirm')}
          cancelLabel={t('closeConfirm.cancel')}
          tone="danger"
          pending={update.isPending}
          onConfirm={() => setStatus('CLOSED')}
          onCancel={() => setConfirmClose(false)}
        />
      ) : null}
    </header>
  );
}
