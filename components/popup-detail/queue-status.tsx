'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SpotQueue } from '@/api/contracts/spots';
import { spotQueries } from '@/api/spots';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { UsersIcon } from '@/components/ui/icons/users';
import { JoinQueueButton } from './join-queue-button';
import { QUEUE_STATUS_ANCHOR } from './pre-reservation-links';

const STATUS_STYLES: Record<SpotQueue['status'], string> = {
  READY: 'bg-brand text-white',
  IN_PROGRESS: 'bg-brand-soft text-brand-strong',
  HOLD: 'bg-canvas text-ink',
  CLOSED: 'bg-canvas text-ended',
};

/** READY ('enter now') and IN_PROGRESS are the lines that take people (spec 4). */
function isActiveQueue(queue: Pick<SpotQueue, 'status'>): boolean {
  return queue.status === 'READY' || queue.status === 'IN_PROGRESS';
}

/**
 * On-site waiting lines of the pop-up (GET /v1/spots/{id}/spot-queues). Fetched in the
 * browser: the counts change by the minute and 'my position' is the reader's own, neither
 * belongs in the shared server render. Active lines come first.
 *
 * 'My position': a reader holding a ticket gets a link to it (/waiting/{myTicketId}); without
 * the id (an older answer) the 'you are in line' badge stays, never a link leading nowhere.
 * Whether a line can be joined is the server's `joinable`, the rules the join itself keeps.
 *
 * `children`: what the server rendered for the section under the lines (the best time to
 * go, decision 041), public and the same for everyone, so it is no code in the browser.
 */
export function QueueStatus({ spotId, children }: { spotId: number; children?: ReactNode }) {
  const t = useTranslations('popup.queue');
  const lang = useLocale() as Locale;
  const { data, isPending, isError, refetch } = useQuery(spotQueries.queues(spotId, lang));
  const common = useTranslations('common');

  let body: ReactNode;
  if (isPending) {
    body = <p className="text-sm text-ink-muted">{t('loading')}</p>;
  } else if (isError) {
    body = (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        {t('loadError')}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-ink underline">
          {common('retry')}
        </button>
      </p>
    );
  } else if (data.length === 0) {
    body = <p className="text-sm text-ink-muted">{t('empty')}</p>;
  } else {
    const sorted = [...data].sort((a, b) => Number(isActiveQueue(b)) - Number(isActiveQueue(a)));
    body = (
      <ul className="flex flex-col gap-2">
        {sorted.map((queue) => (
          <QueueRow key={queue.id} spotId={spotId} queue={queue} />
        ))}
      </ul>
    );
  }

  return (
    <section
      id={QUEUE_STATUS_ANCHOR}
      aria-labelledby={`${QUEUE_STATUS_ANCHOR}-title`}
      // The in-page link lands here; tabIndex lets it take focus for keyboard readers.
      tabIndex={-1}
      className="scroll-mt-16 border-t border-line px-4 py-5 outline-none"
    >
      <h2 id={`${QUEUE_STATUS_ANCHOR}-title`} className="mb-3 text-lg font-bold">
        {t('title')}
      </h2>
      <div aria-live="polite">{body}</div>
      {children}
    </section>
  );
}

function QueueRow({ spotId, queue }: { spotId: number; queue: SpotQueue }) {
  const t = useTranslations('popup.queue');
  const locale = useLocale();
  const closed = queue.status === 'CLOSED';
  const { joinable } = queue;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line p-3">
      <UsersIcon width={20} height={20} className="shrink-0 text-ink-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span lang={queue.titleLocale !== locale ? queue.titleLocale : undefined} className="truncate font-semibold">
            {queue.title}
          </span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[queue.status]}`}>
            {t(`status.${queue.status}`)}
          </span>
        </p>
        {queue.hasMine && queue.myTicketId ? (
          <Link
            href={`/waiting/${queue.myTicketId}`}
            className="self-start rounded-full border border-brand px-2 py-0.5 text-xs font-semibold text-brand-strong underline-offset-2 hover:underline"
          >
            {t('myPosition')}
          </Link>
        ) : queue.hasMine ? (
          <span className="self-start rounded-full border border-brand px-2 py-0.5 text-xs font-semibold text-brand-strong">
            {t('mine')}
          </span>
        ) : joinable.remote ? (
          <JoinQueueButton spotId={spotId} queue={queue} />
        ) : joinable.onSite ? (
          <span className="text-xs text-ink-muted">{t('onSiteOnly')}</span>
        ) : null}
      </div>
      <dl className="shrink-0 text-right">
        <dt className="text-xs text-ink-muted">{t('teams')}</dt>
        {/* A closed line has no meaningful count: '-' (spec 4). */}
        <dd className="text-base font-bold tabular-nums">
          {closed ? t('closedCount') : t('teamCount', { count: queue.currentTeamCount })}
        </dd>
        {/* For someone joining now; none while paused or closed, or without enough history (decision 041). */}
        {queue.status === 'IN_PROGRESS' && queue.estimatedWaitMinutes !== null ? (
          <>
            <dt className="mt-1 text-xs text-ink-muted">{t('waitLabel')}</dt>
            <dd className="text-sm font-semibold tabular-nums">
              {t('waitMinutes', { minutes: queue.estimatedWaitMinutes })}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
