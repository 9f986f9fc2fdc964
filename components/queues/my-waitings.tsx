'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { QueueTicket } from '@/api/contracts/queues';
import { queueQueries } from '@/api/queues';
import { buttonClassName } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { QueryGate } from '@/components/ui/query-gate';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { RowSkeleton } from '@/components/ui/skeleton';
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
        <QueryGate query={active} skeleton={<RowSkeleton count={2} className="mt-3" />} errorLabel={t('loadError')}>
          {(data) =>
            data.content.length === 0 ? (
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
                {[...data.content].sort(calledFirst).map((ticket) => (
                  <li key={ticket.id}>
                    <MyWaitingCard ticket={ticket} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryGate>
      </section>

      <section aria-labelledby="my-waitings-past" className="mt-10">
        <h2 id="my-waitings-past" className="text-lg font-bold">
          {t('pastTitle')}
        </h2>
        <PagedList
          query={past}
          items={pastTickets}
          skeleton={<RowSkeleton count={3} className="mt-3" />}
          empty={{ size: 'compact', title: t('pastEmpty') }}
          errorLabel={t('loadError')}
          loadMoreLabel={t('loadMore')}
        >
          {(items) => (
            <ul className="mt-3 flex flex-col gap-2">
              {items.map((ticket) => (
                <li key={ticket.id}>
                  <MyWaitingCard ticket={ticket} day={formatSeoulDateWithWeekday(ticket.createdAt, locale)} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
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
