'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { reviewQueries } from '@/api/reviews';
import { ImageViewerHost } from '@/components/shared/gallery/image-viewer-host';
import type { Locale } from '@/lib/locales';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { EndlessListFooter } from '@/components/ui/endless-list-footer';
import { LoadingState, TextSkeleton } from '@/components/ui/skeleton';
import { MyReviewItem } from './my-review-item';

/**
 * My review history (/history/mypicks/review): my registered reviews, newest first, a page at
 * a time, each editable and deletable, with its visit date. The page prefetches the first
 * page on the server; photos open the same full-screen viewer as the pop-up page.
 */
export function MyReviews({ lang }: { lang: Locale }) {
  const t = useTranslations('review.history');
  const query = useInfiniteQuery(reviewQueries.mine(lang));
  const { data, isError, isFetching, refetch } = query;
  const reviews = data?.pages.flatMap((page) => page.content) ?? [];
  const total = data?.pages[0]?.page.totalElements ?? 0;

  return (
    <section aria-labelledby="my-reviews-title" className="px-4 pt-6 pb-12">
      <h1 id="my-reviews-title" className="text-xl font-bold">
        {t('title')} {data ? <span className="text-base text-ink-muted">{t('total', { count: total })}</span> : null}
      </h1>
      {isError && !data ? (
        <LoadError message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <LoadingState className="mt-2 divide-y divide-line">
          {[0, 1].map((row) => (
            <TextSkeleton key={row} lines={3} className="py-4" />
          ))}
        </LoadingState>
      ) : reviews.length === 0 ? (
        <EmptyState icon={<PencilIcon />} title={t('empty')} />
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.reviewId} className="pb-4">
              <MyReviewItem review={review} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      <EndlessListFooter query={query} label={t('loadMore')} />
      <ImageViewerHost />
    </section>
  );
}
