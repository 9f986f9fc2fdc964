'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { reviewQueries } from '@/api/reviews';
import { ImageViewerHost } from '@/components/gallery/image-viewer-host';
import type { Locale } from '@/lib/locales';
import { MyReviewItem } from './my-review-item';

/**
 * My review history (/history/mypicks/review): my registered reviews, newest first, a page at
 * a time, each editable and deletable, with its visit date. The page prefetches the first
 * page on the server; photos open the same full-screen viewer as the pop-up page.
 */
export function MyReviews({ lang }: { lang: Locale }) {
  const t = useTranslations('review.history');
  const { data, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    reviewQueries.mine(lang),
  );
  const reviews = data?.pages.flatMap((page) => page.content) ?? [];
  const total = data?.pages[0]?.page.totalElements ?? 0;

  return (
    <section aria-labelledby="my-reviews-title" className="px-4 pt-6 pb-12">
      <h1 id="my-reviews-title" className="text-xl font-bold">
        {t('title')} {data ? <span className="text-base text-ink-muted">{t('total', { count: total })}</span> : null}
      </h1>
      {isError && !data ? (
        <p className="py-10 text-center text-sm text-ink-muted">
          {t('loadError')}{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold text-ink underline">
            {t('retry')}
          </button>
        </p>
      ) : data && reviews.length === 0 ? (
        <p className="py-16 text-center text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <ul aria-busy={!data || undefined} className="mt-2 divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.reviewId} className="pb-4">
              <MyReviewItem review={review} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <button
          type="button"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-xl border border-line text-sm font-semibold disabled:text-ink-muted"
        >
          {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </button>
      ) : null}
      <ImageViewerHost />
    </section>
  );
}
