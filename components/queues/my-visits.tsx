'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { MyVisit } from '@/api/contracts/queues';
import { queueQueries } from '@/api/queues';
import { reviewQueries } from '@/api/reviews';
import { buttonClassName } from '@/components/ui/button-styles';
import { TicketIcon } from '@/components/ui/icons/ticket';
import { ImageFrame } from '@/components/ui/image-frame';
import { PagedList } from '@/components/ui/paged-list';
import { RowSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { formatSeoulDateWithWeekday } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { spotPagePath } from '@/lib/spot-path';
import { writeReviewPath } from '@/lib/write-review-intent';

/**
 * My visits (/history/myvisits): the pop-ups I entered through a waiting line, newest first,
 * each with the day, the party and a way to my review of it (read it, or write one). A
 * pop-up hidden or deleted since keeps its line, without a link.
 *
 * 'Write a review' goes to the pop-up's reviews tab asking it to open the editor on arrival
 * (lib/write-review-intent.ts): a draft, or the reader's review of it to edit. The editor's
 * code (`preloadReviewEditor`, from the page: features do not import each other) and its list
 * of satisfaction items start loading when the link is hovered, focused or touched, so the
 * form is ready by the time the page is.
 */
export function MyVisits({ lang, preloadReviewEditor }: { lang: Locale; preloadReviewEditor?: () => void }) {
  const t = useTranslations('visits');
  const query = useInfiniteQuery(queueQueries.visits(lang));
  const { data } = query;
  const visits = data?.pages.flatMap((page) => page.content) ?? [];
  const total = data?.pages[0]?.page.totalElements ?? 0;

  return (
    <section aria-labelledby="my-visits-title" className="px-4 pt-6 pb-12">
      <h1 id="my-visits-title" className="text-xl font-bold">
        {t('title')}{' '}
        {data ? <span className="text-base text-ink-muted tabular-nums">{t('total', { count: total })}</span> : null}
      </h1>
      <PagedList
        query={query}
        items={visits}
        skeleton={<RowSkeleton count={3} className="mt-3" />}
        empty={{
          icon: <TicketIcon />,
          title: t('empty'),
          description: t('emptyDescription'),
          action: (
            <Link href="/popup/list" className={buttonClassName({ variant: 'primary' })}>
              {t('browse')}
            </Link>
          ),
        }}
        errorLabel={t('loadError')}
        loadMoreLabel={t('loadMore')}
      >
        {(items) => (
          <ul className="mt-3 flex flex-col divide-y divide-line">
            {items.map((visit) => (
              <li key={visit.ticketId} className="py-3">
                <VisitRow visit={visit} lang={lang} preloadReviewEditor={preloadReviewEditor} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

type RowProps = { visit: MyVisit; lang: Locale; preloadReviewEditor?: () => void };

function VisitRow({ visit, lang, preloadReviewEditor }: RowProps) {
  const t = useTranslations('visits');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const preloadEditor = () => {
    preloadReviewEditor?.();
    void queryClient.prefetchQuery(reviewQueries.metrics(lang));
  };
  const { spot } = visit;
  const title = (
    <span lang={spot.contentLocale === locale ? undefined : spot.contentLocale} className="line-clamp-2">
      {spot.title}
    </span>
  );
  return (
    <article className="flex gap-3">
      <ImageFrame
        src={spot.file?.path ?? null}
        alt=""
        sizes="80px"
        fallbackLabel={t('noImage')}
        className="aspect-square w-20 shrink-0 rounded-control"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-body leading-snug font-semibold">
          {spot.available ? (
            <Link href={spotPagePath(spot)} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {!spot.available ? <p className="text-xs text-ink-muted">{t('unavailable')}</p> : null}
        <p className="text-label text-ink-muted">
          {t('enteredOn', { date: formatSeoulDateWithWeekday(visit.enteredAt, locale), count: visit.partySize })}
        </p>
        <div className="mt-1">
          {visit.myReviewId !== null ? (
            <Link href="/history/mypicks/review" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {t('readReview')}
            </Link>
          ) : spot.available ? (
            <Link
              href={writeReviewPath(spot)}
              onPointerEnter={preloadEditor}
              onFocus={preloadEditor}
              onTouchStart={preloadEditor}
              className={buttonClassName({ variant: 'primary', size: 'sm' })}
            >
              {t('writeReview')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
