'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SpotQueue } from '@/api/contracts/spots';
import { useJoinQueue } from '@/api/queues';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { releaseDialogHistory } from '@/components/ui/dialog-history';
import { PartySizeInput } from '@/components/shared/party-size-input';
import { useRouter } from '@/i18n/client-navigation';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';

/**
 * The party size (up to the store's limit), then the ticket page. A refusal (the line was
 * paused meanwhile, the party too large) is told by the shared error toast, and the lines
 * refresh. Loaded only when someone taps 'join' (join-queue-button.tsx).
 */
export function JoinQueueDialog({ spotId, queue, onClose }: { spotId: number; queue: SpotQueue; onClose: () => void }) {
  const t = useTranslations('popup.queue.join');
  const lang = useLocale() as Locale;
  const router = useRouter();
  const join = useJoinQueue(spotId, lang);
  const [partySize, setPartySize] = useState(Math.min(2, queue.maxPartySize));

  // Awaited rather than mutate()'s callbacks: the joined line's refresh replaces the button
  // with 'my position', and an unmounted observer would never hear of the success.
  const submit = async () => {
    try {
      const ticket = await join.mutateAsync({ queueId: queue.id, partySize });
      showToast({ message: t('joined', { number: ticket.ticketNumber }) });
      // The dialog's history entry becomes this page's, or its clean-up would undo the push.
      releaseDialogHistory();
      router.push(`/waiting/${ticket.id}`);
    } catch {
      // The shared error toast says why; the lines have been refreshed.
    }
    onClose();
  };

  return (
    <ConfirmDialog
      role="dialog"
      title={t.rich('title', {
        line: queue.title,
        name: (chunks) => <span lang={queue.titleLocale !== lang ? queue.titleLocale : undefined}>{chunks}</span>,
      })}
      description={t('description', { count: queue.currentTeamCount })}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      pending={join.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <PartySizeInput
        value={partySize}
        max={queue.maxPartySize}
        onChange={setPartySize}
        hint={t('limit', { count: queue.maxPartySize })}
      />
    </ConfirmDialog>
  );
}
