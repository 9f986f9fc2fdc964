'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Notice } from '@/api/contracts/notices';
import { noticeQueries } from '@/api/notices';
import { Link } from '@/i18n/navigation';
import { LabelChip } from '@/components/ui/label-chip';
import { InboxIcon } from '@/components/ui/icons/inbox';
import { PagedList } from '@/components/ui/paged-list';
import { TextSkeleton } from '@/components/ui/skeleton';
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
  const query = useInfiniteQuery(noticeQueries.list({}, lang));
  // A notice can move to the next page while the reader pages (a new one pushes the rest): show it once.
  const seen = new Set<number>();
  const notices = (query.data?.pages ?? [])
    .flatMap((page) => page.content)
    .filter((n) => !seen.has(n.id) && seen.add(n.id));

  return (
    <PagedList
      query={query}
      items={notices}
      skeleton={
        <div className="divide-y divide-line border-y border-line">
          {[0, 1, 2].map((row) => (
            <TextSkeleton key={row} lines={2} className="px-gutter py-4" />
          ))}
        </div>
      }
      empty={{ icon: <InboxIcon />, title: t('empty') }}
      errorLabel={t('loadError')}
      loadMoreLabel={t('loadMore')}
      autoLoad={false}
    >
      {(items) => (
        <ul aria-label={t('listLabel')} className="divide-y divide-line border-y border-line">
          {items.map((notice) => (
            <li key={notice.id}>
              <NoticeRow notice={notice} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
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
