'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { reviewQueries } from '@/api/reviews';
import { ImageViewerHost } from '@/components/shared/gallery/image-viewer-host';
import type { Locale } from '@/lib/locales';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { PagedList } from '@/components/ui/paged-list';
import { TextSkeleton } from '@/components/ui/skeleton';
import { MyReviewItem } from './my-review-item';

/**
 * My review history (/history/mypicks/review): my registered reviews, newest first, a page at
 * a time, each editable and deletable, with its visit date. The page prefetches the first
 * page on the server; photos open the same full-screen viewer as the pop-up page.
 */
export function MyReviews({ lang }: { lang: Locale }) {
  const t = useTranslations('review.history');
  const query = useInfiniteQuery(reviewQueries.mine(lang));
  const { data } = query;
  const reviews = data?.pages.flatMap((page) => page.content) ?? [];
  const total = data?.pages[0]?.page.totalElements ?? 0;

  return (
    <section aria-labelledby="my-reviews-title" className="px-4 pt-6 pb-12">
      <h1 id="my-reviews-title" className="text-xl font-bold">
        {t('title')} {data ? <span className="text-base text-ink-muted">{t('total', { count: total })}</span> : null}
      </h1>
      <PagedList
        query={query}
        items={reviews}
        skeleton={
          <div className="mt-2 divide-y divide-line">
            {[0, 1].map((row) => (
              <TextSkeleton key={row} lines={3} className="py-4" />
            ))}
          </div>
        }
        empty={{ icon: <PencilIcon />, title: t('empty') }}
        errorLabel={t('loadError')}
        loadMoreLabel={t('loadMore')}
      >
        {(items) => (
          <ul className="mt-2 divide-y divide-line">
            {items.map((review) => (
              <li key={review.reviewId} className="pb-4">
                <MyReviewItem review={review} lang={lang} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ImageViewerHost />
    </section>
  );
}
