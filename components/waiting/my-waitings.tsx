'use client';

import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { QueueTicket } from '@/api/contracts/queues';
import { queueQueries } from '@/api/queues';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { EndlessListFooter } from '@/components/ui/endless-list-footer';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { LoadingState, RowSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { formatSeoulDateWithWeekday } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { MyWaitingCard } from './my-waiting-card';

/** How often the lines I am in are refreshed while the page is visible (as on the ticket page). */
const REFRESH_MS = 15_000;

/** A called ticket needs me now: those come first, the rest keep the server's newest-first order. */
const calledFirst = (a: QueueTicket, b: QueueTicket) => Number(b.status === 'CALLED') - Number(a.status === 'CALLED');

/**
 * My waitings (/waiting): a banner when a line has called me, the lines I am in now (kept
 * fresh by polling, which TanStack Query pauses while the tab is hidden) and, below, the
 * ended ones a page at a time. Each card opens its ticket page.
 */
export function MyWaitings({ lang }: { lang: Locale }) {
  const t = useTranslations('myWaitings');
  const locale = useLocale();
  const summary = useQuery({ ...queueQueries.summary(lang), refetchInterval: REFRESH_MS });
  const active = useQuery({ ...queueQueries.active(lang), refetchInterval: REFRESH_MS });
  const past = useInfiniteQuery(queueQueries.past(lang));
  useRefreshPastWhenActiveChanges(active.data?.content, lang);

  const activeTickets = [...(active.data?.content ?? [])].sort(calledFirst);
  const pastTickets = past.data?.pages.flatMap((page) => page.content) ?? [];
  const nearest = summary.data?.nearest;

  return (
    <section aria-labelledby="my-waitings-title" className="px-4 pt-6 pb-12">
      <h1 id="my-waitings-title" className="text-xl font-bold">
        {t('title')}
      </h1>

      <div aria-live="polite">{nearest?.status === 'CALLED' ? <NearCallBanner ticket={nearest} /> : null}</div>

      <section aria-labelledby="my-waitings-active" className="mt-6">
        <h2 id="my-waitings-active" className="text-lg font-bold">
          {t('activeTitle')}{' '}
          {active.data ? (
            <span className="text-body text-ink-muted tabular-nums">
              {t('count', { count: active.data.page.totalElements })}
            </span>
          ) : null}
        </h2>
        {active.isError && !active.data ? (
          <LoadError message={t('loadError')} onRetry={() => void active.refetch()} retrying={active.isFetching} />
        ) : !active.data ? (
          <LoadingState className="mt-3">
            <RowSkeleton count={2} />
          </LoadingState>
        ) : activeTickets.length === 0 ? (
          <EmptyState
            icon={<TicketIcon />}
            title={t('activeEmpty')}
            description={t('activeEmptyDescription')}
            action={
              <Link href="/popup/list" className={buttonClassName({ variant: 'primary' })}>
                {t('browse')}
              </Link>
            }
          />
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {activeTickets.map((ticket) => (
              <li key={ticket.id}>
                <MyWaitingCard ticket={ticket} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-waitings-past" className="mt-10">
        <h2 id="my-waitings-past" className="text-lg font-bold">
          {t('pastTitle')}
        </h2>
        {past.isError && !past.data ? (
          <LoadError message={t('loadError')} onRetry={() => void past.refetch()} retrying={past.isFetching} />
        ) : !past.data ? (
          <LoadingState className="mt-3">
            <RowSkeleton count={3} />
          </LoadingState>
        ) : pastTickets.length === 0 ? (
          <EmptyState size="compact" title={t('pastEmpty')} />
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {pastTickets.map((ticket) => (
              <li key={ticket.id}>
                <MyWaitingCard ticket={ticket} day={formatSeoulDateWithWeekday(ticket.createdAt, locale)} />
              </li>
            ))}
          </ul>
        )}
        <EndlessListFooter query={past} label={t('loadMore')} />
      </section>
    </section>
  );
}

/** The line that has called me (the earliest call): go there now. */
function NearCallBanner({ ticket }: { ticket: QueueTicket }) {
  const t = useTranslations('myWaitings.nearCall');
  const admitted = ticket.admittedAt !== null;
  return (
    <Link
      href={`/waiting/${ticket.id}`}
      className="mt-4 flex flex-col gap-1 rounded-xl bg-brand-soft p-4 text-brand-strong hover:bg-brand-soft/80"
    >
      <strong className="text-body font-bold">{admitted ? t('canEnterTitle') : t('title')}</strong>
      <span className="text-label text-ink">
        {t(admitted ? 'canEnterDescription' : 'description', { title: ticket.spot.title, number: ticket.ticketNumber })}
      </span>
      <span className="text-label font-semibold underline">{t('action')}</span>
    </Link>
  );
}

/**
 * A ticket that leaves the active list (entered, cancelled by the store, a no-show) belongs
 * in the ended list, which is not polled: it is reloaded when the active tickets change.
 */
function useRefreshPastWhenActiveChanges(active: QueueTicket[] | undefined, lang: Locale) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const key = active?.map((ticket) => `${ticket.id}:${ticket.status}`).join() ?? null;
  useEffect(() => {
    if (key === null) return;
    if (seen.current !== null && seen.current !== key) {
      void queryClient.invalidateQueries({ queryKey: queueQueries.past(lang).queryKey });
    }
    seen.current = key;
  }, [key, lang, queryClient]);
}
