'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { consoleLiveUrl, queueConsoleQueries, useReloadConsoleLine } from '@/api/queue-console';
import { LoadError } from '@/components/ui/empty-state';
import { LoadingState, TextSkeleton } from '@/components/ui/skeleton';
import { useQueueLive } from '@/hooks/use-queue-live';
import { ActiveTickets } from './active-tickets';
import { CallNextButton } from './call-next-button';
import { ConsoleHeader } from './console-header';
import { DoorQr } from './door-qr';
import { QueueEventLog } from './queue-event-log';
import { RecentTickets } from './recent-tickets';

// The two forms bring zod and react-hook-form: fetched with their own chunk, after the page's
// first load (decision 028), still rendered on the server.
const WalkInForm = lazy(() => import('./walk-in-form').then((m) => ({ default: m.WalkInForm })));
const QueueSettings = lazy(() => import('./queue-settings').then((m) => ({ default: m.QueueSettings })));

/** How often the line is reloaded while the live stream is down (or the browser has none). */
const POLL_MS = 10_000;
/** A slow safety net while the stream is up. */
const LIVE_POLL_MS = 60_000;

/**
 * The operator console of one waiting line (/console/queues/{id}), made for a tablet or a
 * laptop at the door and still usable on a phone: the line's status and counts, the big
 * "call next" button, the live list with each ticket's actions, a walk-in form, the store's
 * rules, the door QR, and what happened (finished tickets, the audit log).
 *
 * Live: the line's server-sent events reload it on `ready` and on every `change` (from any
 * device or app process); while the stream is not open the page polls every 10 s. Each
 * write answers the fresh line, which replaces the cached one at once (api/queue-console.ts).
 */
export function QueueConsole({ queueId }: { queueId: number }) {
  const t = useTranslations('queueConsole');
  const live = useQueueLive(consoleLiveUrl(queueId), useReloadConsoleLine(queueId));
  const line = useQuery({
    ...queueConsoleQueries.line(queueId),
    refetchInterval: live === 'live' ? LIVE_POLL_MS : POLL_MS,
  });

  if (!line.data) {
    return line.isError ? (
      <LoadError message={t('loadError')} onRetry={() => void line.refetch()} retrying={line.isFetching} />
    ) : (
      <LoadingState className="px-gutter py-8">
        <TextSkeleton lines={6} />
      </LoadingState>
    );
  }

  const queue = line.data;
  return (
    // The app's column is a phone's width; on a tablet or a laptop the console steps out of
    // it to use the screen (centred on the column, a margin each side for a scrollbar).
    <div className="bg-surface md:relative md:left-1/2 md:w-[calc(100vw-2rem)] md:max-w-6xl md:-translate-x-1/2">
      <ConsoleHeader queue={queue} live={live} />
      <div className="grid gap-8 px-gutter pt-4 pb-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-10 md:px-6">
        <div className="flex min-w-0 flex-col gap-6">
          <CallNextButton queue={queue} />
          <ActiveTickets queue={queue} />
          <RecentTickets tickets={queue.recent} />
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          <Suspense fallback={<FormPlaceholder />}>
            <WalkInForm queue={queue} />
          </Suspense>
          <DoorQr queueId={queue.id} title={queue.title} />
          <Suspense fallback={<FormPlaceholder />}>
            <QueueSettings queue={queue} />
          </Suspense>
          <QueueEventLog queueId={queue.id} />
        </div>
      </div>
    </div>
  );
}

function FormPlaceholder() {
  return (
    <LoadingState>
      <TextSkeleton lines={4} />
    </LoadingState>
  );
}
