'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { OperableQueue, QueueEvent } from '@/api/contracts/queue-console';
import { queueConsoleQueries } from '@/api/queue-console';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState, TextSkeleton } from '@/components/ui/skeleton';
import { useFormatSeoulTime } from '@/hooks/use-format-seoul-time';

type Status = OperableQueue['status'];
// Not the contract's list: a value from api/contracts brings zod into the first load.
const STATUSES: Record<Status, true> = { READY: true, IN_PROGRESS: true, HOLD: true, CLOSED: true };
const isStatus = (value: unknown): value is Status => typeof value === 'string' && value in STATUSES;

/** What an event's detail adds to its action: the new status, the changed rules, a reason, a party. */
function useDetailWords() {
  const t = useTranslations('queueConsole');
  return (event: QueueEvent): string | null => {
    const detail = event.detail ?? {};
    switch (event.action) {
      case 'STATUS':
        return isStatus(detail.from) && isStatus(detail.to)
          ? t('log.statusDetail', { from: t(`queueStatus.${detail.from}`), to: t(`queueStatus.${detail.to}`) })
          : null;
      case 'SETTINGS': {
        const parts: string[] = [];
        if (typeof detail.remoteJoinEnabled === 'boolean')
          parts.push(t(detail.remoteJoinEnabled ? 'log.remoteJoinOn' : 'log.remoteJoinOff'));
        if (typeof detail.maxPartySize === 'number') parts.push(t('log.maxPartySize', { count: detail.maxPartySize }));
        if (typeof detail.noShowGraceMinutes === 'number')
          parts.push(t('log.grace', { minutes: detail.noShowGraceMinutes }));
        return parts.join(', ') || null;
      }
      case 'CANCEL':
        return typeof detail.reason === 'string' ? t('recent.reason', { reason: detail.reason }) : null;
      case 'JOIN':
      case 'WALK_IN':
        return typeof detail.partySize === 'number' ? t('tickets.partySize', { count: detail.partySize }) : null;
      default:
        return null;
    }
  };
}

/**
 * The line's audit log, newest first: what happened, to which number, by whom and when,
 * a page at a time ('more'). Reloaded with the line on every live change.
 */
export function QueueEventLog({ queueId }: { queueId: number }) {
  const t = useTranslations('queueConsole.log');
  const time = useFormatSeoulTime();
  const detailOf = useDetailWords();
  const events = useInfiniteQuery(queueConsoleQueries.events(queueId));
  const items = events.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <section aria-labelledby="console-log-title">
      <h2 id="console-log-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      {events.isError && !events.data ? (
        <LoadError
          size="compact"
          message={t('loadError')}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : !events.data ? (
        <LoadingState className="mt-2">
          <TextSkeleton lines={4} />
        </LoadingState>
      ) : items.length === 0 ? (
        <EmptyState size="compact" title={t('empty')} />
      ) : (
        <ol className="mt-2 divide-y divide-line rounded-card border border-line">
          {items.map((event) => {
            const detail = detailOf(event);
            return (
              <li key={event.id} className="flex flex-col gap-0.5 px-3 py-2 text-label">
                <p className="flex flex-wrap gap-x-2">
                  <time dateTime={event.createdAt} className="text-ink-muted tabular-nums">
                    {time(event.createdAt, { withDate: true })}
                  </time>
                  <strong className="font-semibold">{t(`action.${event.action}`)}</strong>
                  {event.ticketNumber !== null ? (
                    <span className="tabular-nums">{t('ticket', { number: event.ticketNumber })}</span>
                  ) : null}
                </p>
                <p className="text-caption text-ink-muted break-words">
                  {t('actor', { actor: event.actor ?? t('unknownActor') })}
                  {detail ? ` · ${detail}` : null}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {events.hasNextPage ? (
        <LoadMoreButton
          label={t('more')}
          onClick={() => void events.fetchNextPage()}
          loading={events.isFetchingNextPage}
        />
      ) : null}
    </section>
  );
}
