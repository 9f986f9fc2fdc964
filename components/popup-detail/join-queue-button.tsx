'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { SpotQueue } from '@/api/contracts/spots';
import { useJoinQueue } from '@/api/queues';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { releaseDialogHistory } from '@/components/ui/dialog-history';
import { IconButton } from '@/components/ui/icon-button';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';
import { useRequireLogin } from '@/hooks/use-require-login';
import { useRouter } from '@/i18n/client-navigation';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';

/**
 * 'Join remotely' on a line that takes people from the page: sign-in first, then the party
 * size (up to the store's limit) in a dialog, then the ticket page. A refusal (the line was
 * paused meanwhile, the party too large) is told by the shared error toast, and the lines
 * refresh.
 */
export function JoinQueueButton({ spotId, queue }: { spotId: number; queue: SpotQueue }) {
  const t = useTranslations('popup.queue.join');
  const lang = useLocale() as Locale;
  const router = useRouter();
  const requireLogin = useRequireLogin();
  const join = useJoinQueue(spotId, lang);
  const [open, setOpen] = useState(false);
  const [partySize, setPartySize] = useState(2);
  const sizeLabel = useId();
  const size = Math.min(partySize, queue.maxPartySize);

  // Awaited rather than mutate()'s callbacks: the joined line's refresh replaces this button
  // with 'my position', and an unmounted observer would never hear of the success.
  const submit = async () => {
    try {
      const ticket = await join.mutateAsync({ queueId: queue.id, partySize: size });
      showToast({ message: t('joined', { number: ticket.ticketNumber }) });
      // The dialog's history entry becomes this page's, or its clean-up would undo the push.
      releaseDialogHistory();
      router.push(`/waiting/${ticket.id}`);
    } catch {
      // The shared error toast says why; the lines have been refreshed.
    }
    setOpen(false);
  };

  return (
    <>
      <Button variant="primary" size="sm" className="self-start" onClick={() => requireLogin(() => setOpen(true))}>
        {t('button')}
      </Button>
      {open ? (
        <ConfirmDialog
          role="dialog"
          title={t('title', { line: queue.title })}
          description={t('description', { count: queue.currentTeamCount })}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          pending={join.isPending}
          onConfirm={() => void submit()}
          onCancel={() => setOpen(false)}
        >
          <div role="group" aria-labelledby={sizeLabel} className="flex items-center justify-between py-2">
            <span id={sizeLabel} className="font-semibold">
              {t('partySize')}
            </span>
            <span className="flex items-center gap-3">
              <IconButton
                label={t('fewer')}
                disabled={size <= 1}
                onClick={() => setPartySize(Math.max(1, size - 1))}
                className="border border-line"
                icon={<MinusIcon width={18} height={18} />}
              />
              <output aria-live="polite" className="w-12 text-center text-lg font-bold tabular-nums">
                {t('people', { count: size })}
              </output>
              <IconButton
                label={t('more')}
                disabled={size >= queue.maxPartySize}
                onClick={() => setPartySize(Math.min(queue.maxPartySize, size + 1))}
                className="border border-line"
                icon={<PlusIcon width={18} height={18} />}
              />
            </span>
          </div>
          <p className="text-xs text-ink-muted">{t('limit', { count: queue.maxPartySize })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
