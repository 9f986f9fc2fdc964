'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { reviewQueries } from '@/api/reviews';
import { StoredImage } from '@/components/ui/stored-image';
import { openImageViewer } from '@/stores/image-viewer-store';

const PAGE_SIZE = 12;

/**
 * Every review photo of the pop-up, newest review first, in a row that scrolls sideways
 * (the tabs' swipe leaves it alone). A photo opens the page's full-screen viewer over the
 * photos loaded so far; the last place loads more. Hidden while there are none.
 */
export function ReviewImagesStrip({ spotId }: { spotId: number }) {
  const t = useTranslations('review.images');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    reviewQueries.images(spotId, PAGE_SIZE),
  );
  const files = data?.pages.flatMap((page) => page.content) ?? [];
  if (!files.length) return null;
  const images = files.map((file, i) => ({ src: file.path, alt: t('alt', { index: i + 1 }) }));
  const total = data?.pages[0]?.page.totalElements ?? files.length;

  return (
    <section aria-labelledby="review-images-heading" className="pt-4">
      <h3 id="review-images-heading" className="px-4 text-sm font-semibold">
        {t('heading')} <span className="text-ink-muted tabular-nums">{total}</span>
      </h3>
      <ul className="mt-2 flex gap-2 overflow-x-auto px-4 pb-1">
        {files.map((file, index) => (
          <li key={file.id} className="shrink-0">
            <button
              type="button"
              aria-label={t('open', { index: index + 1 })}
              onClick={(event) => openImageViewer(images, index, event.currentTarget)}
              className="block size-24 cursor-zoom-in overflow-hidden rounded-lg bg-canvas"
            >
              <StoredImage src={file.path} alt="" sizes="96px" className="size-full object-cover" />
            </button>
          </li>
        ))}
        {hasNextPage ? (
          <li className="shrink-0">
            <button
              type="button"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              className="flex size-24 items-center justify-center rounded-lg border border-line text-xs font-semibold text-ink-muted"
            >
              {isFetchingNextPage ? t('loading') : t('more')}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
