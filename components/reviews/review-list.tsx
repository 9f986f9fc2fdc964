'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { reviewQueries } from '@/api/reviews';
import type { Locale } from '@/lib/locales';
import { spotQueries } from '@/api/spots';
import { DEFAULT_REVIEW_SORT, REVIEW_SORT_OPTIONS, type ReviewSortOption } from '@/lib/constants';
import { formatCappedCount } from '@/lib/format-count';
import { ReviewAuthor, ReviewCard } from './review-card';
import { ReviewHelpfulButton } from './review-helpful-button';
import { Chip } from '@/components/ui/chip';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/**
 * The reviews, newest / best scored / most helpful first (spec 9), a page at a time: the next
 * page is number + 1 while below totalPages (spec 7). 'More' loads it, and so does reaching
 * the end of the list where IntersectionObserver exists. Changing the sort, or the 'visit
 * verified only' toggle (decision 042), keeps the old list on screen until the new one arrives.
 *
 * The heading's count is the tab's (the spot's review count, prefetched by the page, capped
 * the same way), so the two never disagree; while it is unknown a placeholder stands in, and
 * if it can't be had the heading shows no number rather than a false 0. With the toggle on,
 * the number is the filtered list's total instead.
 */
export function ReviewList({ spotId, lang }: { spotId: number; lang: Locale }) {
  const t = useTranslations('review.list');
  const [sort, setSort] = useState<ReviewSortOption>(DEFAULT_REVIEW_SORT);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  // Without the filter the key stays { sort }, the one the page prefetches.
  const filter = verifiedOnly ? { sort, verifiedOnly } : { sort };
  const query = useInfiniteQuery({ ...reviewQueries.list(spotId, filter, lang), placeholderData: keepPreviousData });
  const { data, isError, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch, isPlaceholderData } =
    query;
  const moreRef = useRef<HTMLButtonElement>(null);

  // Reaching the 'more' button loads the next page by itself.
  useEffect(() => {
    const button = moreRef.current;
    if (!button || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const reviews = data?.pages.flatMap((page) => page.content) ?? [];
  const spotCount = useQuery(spotQueries.reviewCount(spotId));
  // With the filter on, the heading counts what it keeps: the filtered list's own total.
  const listTotal = data && !isPlaceholderData ? data.pages[0].page.totalElements : undefined;
  const count = verifiedOnly
    ? {
        data: listTotal === undefined ? undefined : { count: listTotal },
        isPending: listTotal === undefined && isFetching,
      }
    : spotCount;

  return (
    <section aria-labelledby="review-list-heading" className="px-4 pt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="review-list-heading" className="text-base font-bold">
          {t('heading')}{' '}
          {count.data ? (
            <span className="text-ink-muted tabular-nums">{formatCappedCount(count.data.count)}</span>
          ) : count.isPending ? (
            <span aria-hidden="true" className="inline-block h-4 w-6 animate-pulse rounded bg-canvas align-middle" />
          ) : null}
        </h3>
        <div role="radiogroup" aria-label={t('sortLabel')} className="flex gap-1">
          {REVIEW_SORT_OPTIONS.map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-full px-2.5 py-1 text-xs text-ink-muted has-[:checked]:bg-ink has-[:checked]:font-semibold has-[:checked]:text-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-strong"
            >
              <input
                type="radio"
                name={`review-sort-${spotId}`}
                value={option}
                checked={sort === option}
                onChange={() => setSort(option)}
                className="sr-only"
              />
              {t(`sort.${option}`)}
            </label>
          ))}
        </div>
      </div>
      <Chip pressed={verifiedOnly} onClick={() => setVerifiedOnly((on) => !on)} className="mt-2">
        {t('verifiedOnly')}
      </Chip>

      {isError && !data ? (
        <LoadError message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data && reviews.length === 0 && !isPlaceholderData ? (
        <EmptyState icon={<PencilIcon />} title={t(verifiedOnly ? 'emptyVerified' : 'empty')} />
      ) : (
        <ul
          aria-busy={!data || isPlaceholderData || undefined}
          className={`divide-y divide-line ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {reviews.map((review) => (
            <li key={review.reviewId}>
              <ReviewCard
                header={
                  <ReviewAuthor
                    nickname={review.user.nickname ?? t('withdrawnUser')}
                    imageUrl={review.user.profileImageUrl}
                    mine={review.isMine}
                    verified={review.visitVerified}
                  />
                }
                author={review.user.nickname ?? t('withdrawnUser')}
                score={review.score}
                content={review.content}
                createdAt={review.createdAt}
                visitDate={review.visitDate}
                metrics={review.metrics}
                files={review.files}
                footer={<ReviewHelpfulButton spotId={spotId} review={review} />}
              />
            </li>
          ))}
        </ul>
      )}

      {hasNextPage ? (
        <LoadMoreButton
          ref={moreRef}
          label={t('loadMore')}
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
        />
      ) : null}
    </section>
  );
}
