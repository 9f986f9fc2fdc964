'use client';

import { useTranslations } from 'next-intl';
import type { ConsoleQueueTicket, ConsoleTicketAction } from '@/api/contracts/queue-console';
import { Button } from '@/components/ui/button';
import { useFormatSeoulTime } from '@/hooks/use-format-seoul-time';
import { cx } from '@/lib/cx';
import { TicketName } from './ticket-name';

/** The actions taken with one press (a cancel asks for a reason first). */
type QuickAction = Exclude<ConsoleTicketAction, 'CANCEL'>;

type Props = {
  ticket: ConsoleQueueTicket;
  /** The console's clock (use-now.ts); null before hydration. */
  now: number | null;
  /** The action running on this ticket, if any. */
  pending: string | null;
  /** Another ticket's action is running: one at a time. */
  busy: boolean;
  onAction: (action: QuickAction) => void;
  onCancel: () => void;
};

const minutesBetween = (from: string, now: number) => Math.max(0, Math.floor((now - Date.parse(from)) / 60_000));

/**
 * One team of the live line: number, name (nickname or walk-in note), party, how they
 * joined, where they stand ("called 3 min ago") and the actions that fit. A called team may
 * be told to come in (once), marked entered, or, once the grace period has run out, a
 * no-show; a waiting or called team may be cancelled. Until the no-show is allowed its
 * button says from when.
 */
export function TicketRow({ ticket, now, pending, busy, onAction, onCancel }: Props) {
  const t = useTranslations('queueConsole.tickets');
  const time = useFormatSeoulTime();
  const called = ticket.status === 'CALLED';
  const admitted = called && ticket.admittedAt !== null;
  const noShowAt = ticket.noShowFrom ? Date.parse(ticket.noShowFrom) : null;
  const noShowReady = noShowAt !== null && now !== null && now >= noShowAt;
  const noShowHintId = `ticket-${ticket.id}-no-show`;

  const ago = (minutes: number, justNow: 'calledNow' | 'admittedNow', later: 'calledAgo' | 'admittedAgo') =>
    minutes === 0 ? t(justNow) : t(later, { minutes });
  const since = !called
    ? t('joinedAt', { time: time(ticket.createdAt) })
    : admitted
      ? now === null
        ? t('admittedAt', { time: time(ticket.admittedAt!) })
        : ago(minutesBetween(ticket.admittedAt!, now), 'admittedNow', 'admittedAgo')
      : now === null
        ? t('calledAt', { time: time(ticket.calledAt!) })
        : ago(minutesBetween(ticket.calledAt!, now), 'calledNow', 'calledAgo');

  const actionButton = (
    action: QuickAction,
    label: string,
    extra: { disabled?: boolean; describedBy?: string } = {},
  ) => (
    <Button
      size="sm"
      variant={action === 'NO_SHOW' ? 'outline' : 'primary'}
      loading={pending === action}
      disabled={extra.disabled || (busy && pending !== action)}
      aria-describedby={extra.describedBy}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );

  return (
    <article
      aria-label={t('number', { number: ticket.ticketNumber })}
      className={cx('rounded-card border p-3', called ? 'border-brand bg-brand-soft/40' : 'border-line')}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-title font-bold tabular-nums">{t('number', { number: ticket.ticketNumber })}</p>
        <TicketName ticket={ticket} />
        <span className="ms-auto rounded-full border border-current px-2 py-0.5 text-label font-semibold">
          {called ? (admitted ? t('status.ADMITTED') : t('status.CALLED')) : t('status.REGISTERED')}
        </span>
      </div>
      <p className="mt-1 text-label text-ink-muted tabular-nums">
        {since}
        {called && noShowAt !== null && !noShowReady ? (
          <span id={noShowHintId}>
            {' · '}
            {now === null
              ? t('noShowFrom', { time: time(ticket.noShowFrom!) })
              : t('noShowIn', { time: time(ticket.noShowFrom!), minutes: Math.ceil((noShowAt - now) / 60_000) })}
          </span>
        ) : null}
      </p>
      {/* Toasts keep off these (toast-placement.ts): quick calls must not cover the next tap. */}
      <div
        role="group"
        aria-label={t('actionsLabel', { number: ticket.ticketNumber })}
        data-toast-avoid
        className="mt-2 flex flex-wrap gap-2"
      >
        {called && !admitted ? actionButton('ADMIT', t('admit')) : null}
        {called ? actionButton('ENTER', t('enter')) : null}
        {called
          ? actionButton('NO_SHOW', t('noShow'), {
              disabled: !noShowReady,
              describedBy: noShowReady ? undefined : noShowHintId,
            })
          : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </article>
  );
}
