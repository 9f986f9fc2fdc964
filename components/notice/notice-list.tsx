'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Notice } from '@/api/contracts/notices';
import { noticeQueries } from '@/api/notices';
import { Link } from '@/i18n/navigation';
import { formatSeoulDate } from '@/lib/format-date';

/**
 * /notice: published notices, pinned ones first and marked, newest next, each a link to its
 * page. The first page is server-rendered; 'load more' asks for the next. Notices are
 * written in Korean only, so their titles are marked lang="ko".
 */
export function NoticeList() {
  const t = useTranslations('notice');
  const common = useTranslations('common');
  const { data, isPending, isError, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage, ...query } =
    useInfiniteQuery(noticeQueries.list());

  if (isPending) {
    return (
      <p role="status" className="px-4 py-10 text-center text-sm text-ink-muted">
        {common('loading')}
      </p>
    );
  }
  if (isError && !data) return <Failure message={t('loadError')} onRetry={() => refetch()} busy={isFetching} />;

  const seen = new Set<number>();
  const notices = data.pages.flatMap((page) => page.content).filter((n) => !seen.has(n.id) && seen.add(n.id));
  if (notices.length === 0) return <p className="px-4 py-10 text-center text-sm text-ink-muted">{t('empty')}</p>;

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
        <Failure message={t('loadError')} onRetry={() => fetchNextPage()} busy={isFetchingNextPage} />
      ) : hasNextPage ? (
        <div className="flex justify-center px-4 py-6">
          <button
            type="button"
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
            className="inline-flex h-11 min-w-40 items-center justify-center rounded-full border border-line px-5 text-sm font-semibold hover:bg-canvas disabled:opacity-50"
          >
            {isFetchingNextPage ? common('loading') : t('loadMore')}
          </button>
        </div>
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
          <span className="mt-0.5 shrink-0 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-bold text-brand-strong">
            {t('pinned')}
          </span>
        ) : null}
        <span lang="ko" className="line-clamp-2 text-base font-semibold group-hover:underline">
          {notice.title}
        </span>
      </span>
      <time dateTime={notice.publishedAt} className="text-xs text-ink-muted">
        {formatSeoulDate(notice.publishedAt, locale)}
      </time>
    </Link>
  );
}

function Failure({ message, onRetry, busy }: { message: string; onRetry: () => void; busy: boolean }) {
  const common = useTranslations('common');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        className="inline-flex h-11 items-center rounded-full border border-line px-5 font-semibold disabled:opacity-50"
      >
        {common('retry')}
      </button>
    </div>
  );
}
