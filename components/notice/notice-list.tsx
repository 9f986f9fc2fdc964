'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Notice } from '@/api/contracts/notices';
import { noticeQueries } from '@/api/notices';
import { Link } from '@/i18n/navigation';
import { LabelChip } from '@/components/ui/label-chip';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState, TextSkeleton } from '@/components/ui/skeleton';
import { formatSeoulDate } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';

/**
 * /notice: published notices, pinned ones first and marked, newest next, each a link to its
 * page. The first page is server-rendered; 'load more' asks for the next. Titles come in the
 * reader's language where translated; those still in Korean are marked lang="ko".
 */
export function NoticeList() {
  const t = useTranslations('notice');
  const lang = useLocale() as Locale;
  const { data, isPending, isError, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage, ...query } =
    useInfiniteQuery(noticeQueries.list({}, lang));

  if (isPending) {
    return (
      <LoadingState className="divide-y divide-line border-y border-line">
        {[0, 1, 2].map((row) => (
          <TextSkeleton key={row} lines={2} className="px-gutter py-4" />
        ))}
      </LoadingState>
    );
  }
  if (isError && !data) return <LoadError message={t('loadError')} onRetry={() => refetch()} retrying={isFetching} />;

  const seen = new Set<number>();
  const notices = data.pages.flatMap((page) => page.content).filter((n) => !seen.has(n.id) && seen.add(n.id));
  if (notices.length === 0) return <EmptyState icon={<InboxIcon />} title={t('empty')} />;

  return (
    <>
      <ul aria-label={t('listLabel')} className="divide-y divide-line border-y border-line">
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeRow notice={notice} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <LoadError message={t('loadError')} onRetry={() => fetchNextPage()} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <LoadMoreButton label={t('loadMore')} onClick={() => fetchNextPage()} loading={isFetchingNextPage} />
      ) : null}
    </>
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
  const t = useTranslations('notice');
  const locale = useLocale();
  return (
    <Link href={`/notice/${notice.id}`} className="group flex flex-col gap-1 px-4 py-4 hover:bg-canvas">
      <span className="flex items-start gap-2">
        {notice.isPinned ? (
          <LabelChip tone="brand" className="mt-0.5">
            {t('pinned')}
          </LabelChip>
        ) : null}
        <span
          lang={notice.titleLocale !== locale ? notice.titleLocale : undefined}
          className="line-clamp-2 text-base font-semibold group-hover:underline"
        >
          {notice.title}
        </span>
      </span>
      <time dateTime={notice.publishedAt} className="text-xs text-ink-muted">
        {formatSeoulDate(notice.publishedAt, locale)}
      </time>
    </Link>
  );
}
