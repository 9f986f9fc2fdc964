'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { QueueTicket } from '@/api/contracts/queues';
import { ImageFrame } from '@/components/ui/image-frame';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';

type Status = QueueTicket['status'];

type PastKey = 'entered' | 'cancelled' | 'cancelledByManager' | 'noShow';

/** The word for an ended ticket, and its colour: who ended it matters to the reader. */
const PAST: Record<Exclude<Status, 'REGISTERED' | 'CALLED'>, { key: PastKey; tone: string }> = {
  ENTERED: { key: 'entered', tone: 'bg-success-soft text-success' },
  CANCELED: { key: 'cancelled', tone: 'bg-canvas text-ink-muted' },
  CANCELED_BY_MANAGER: { key: 'cancelledByManager', tone: 'bg-warning-soft text-warning' },
  NO_SHOW: { key: 'noShow', tone: 'bg-brand-soft text-brand-strong' },
};

/**
 * One of my tickets in the list of /waiting: the pop-up, the line, my number and party, and
 * where it stands (teams ahead, the entry call, come in now, or how it ended), the whole card leading to
 * the ticket's own page (/waiting/{id}). `day` is the date the ticket was taken, for ended ones.
 */
export function MyWaitingCard({ ticket, day }: { ticket: QueueTicket; day?: string }) {
  const t = useTranslations('myWaitings');
  const locale = useLocale();
  return (
    <Link
      href={`/waiting/${ticket.id}`}
      className="flex gap-3 rounded-xl border border-line p-3 hover:bg-canvas focus-visible:bg-canvas"
    >
      <ImageFrame
        src={ticket.spot.file?.path ?? null}
        alt=""
        sizes="64px"
        fallbackLabel={t('noImage')}
        className="aspect-square w-16 shrink-0 rounded-control"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h3 className="line-clamp-2 text-body leading-snug font-semibold">{ticket.spot.title}</h3>
        <p
          lang={ticket.queue.titleLocale !== locale ? ticket.queue.titleLocale : undefined}
          className="truncate text-label text-ink-muted"
        >
          {ticket.queue.title}
        </p>
        <p className="text-label tabular-nums">
          {t('ticketNumber', { number: ticket.ticketNumber })} · {t('partySize', { count: ticket.partySize })}
          {day ? <span className="text-ink-muted"> · {day}</span> : null}
        </p>
        <StatusLine ticket={ticket} />
      </div>
    </Link>
  );
}

function StatusLine({ ticket }: { ticket: QueueTicket }) {
  const t = useTranslations('myWaitings.status');
  if (ticket.status === 'REGISTERED') {
    return (
      <p className="text-label font-semibold tabular-nums">
        {ticket.teamsAhead === 0 ? t('nextUp') : t('teamsAhead', { count: ticket.teamsAhead })}
        {ticket.estimatedWaitMinutes !== null
          ? ` · ${t('estimatedWait', { minutes: ticket.estimatedWaitMinutes })}`
          : null}
      </p>
    );
  }
  if (ticket.status === 'CALLED') {
    // A called ticket is first 'wait on site', then, once the store admits me, 'come in now'.
    return (
      <p className="self-start rounded-full bg-brand-soft px-2 py-0.5 text-label font-semibold text-brand-strong">
        {ticket.admittedAt ? t('canEnter') : t('called')}
      </p>
    );
  }
  const { key, tone } = PAST[ticket.status];
  return <p className={cx('self-start rounded-full px-2 py-0.5 text-label font-semibold', tone)}>{t(key)}</p>;
}
