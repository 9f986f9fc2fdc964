'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { magazineQueries } from '@/api/magazines';
import type { Locale } from '@/lib/locales';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { PagedList } from '@/components/ui/paged-list';
import { RowSkeleton } from '@/components/ui/skeleton';
import { MagazineCard } from '@/components/shared/magazine/magazine-card';
import { MAGAZINE_LIST_PAGE_SIZE } from './magazine-queries';

/**
 * The magazine's posts, newest first. The first page comes server-rendered; further pages
 * load when the end of the list scrolls into view, and a 'load more' button does the same
 * for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function MagazineList() {
  const locale = useLocale();
  const t = useTranslations('magazine');
  const query = useInfiniteQuery(magazineQueries.list({ size: MAGAZINE_LIST_PAGE_SIZE, lang: locale as Locale }));

  return (
    <PagedList
      query={query}
      items={query.data?.pages.flatMap((page) => page.content) ?? []}
      skeleton={<RowSkeleton />}
      empty={{ icon: <InboxIcon />, title: t('empty') }}
      errorLabel={t('loadError')}
      loadMoreLabel={t('loadMore')}
      loadingMoreLabel={t('loadingMore')}
      endLabel={t('end')}
      className="pb-10"
    >
      {(posts) => (
        <ul aria-label={t('listLabel')} className="mb-2 flex flex-col gap-1 px-2">
          {posts.map((post, i) => (
            <li key={post.id}>
              <MagazineCard post={post} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
