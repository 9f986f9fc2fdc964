'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { NotificationPage } from '@/api/contracts/notifications';
import { notificationQueries, useMarkRead } from '@/api/notifications';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons/bell';
import { PagedList } from '@/components/ui/paged-list';
import { TextSkeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { cx } from '@/lib/cx';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '@/lib/constants';
import { formatSeoulDateWithWeekday } from '@/lib/format-date';
import type { Locale } from '@/lib/locales';
import { seoulDayKey } from '@/lib/period-type';

type Item = NotificationPage['content'][number];

/**
 * My notifications (/notifications): newest first, under day headings, one kind at a time
 * if I choose (each kind's chip has a dot while something in it is unread). Opening one
 * marks it read and goes where it points; 'mark all read' clears the dots.
 */
export function NotificationList({ lang, today }: { lang: Locale; today: string }) {
  const t = useTranslations('notifications');
  const locale = useLocale();
  const [group, setGroup] = useState<NotificationGroup | null>(null);
  const list = useInfiniteQuery(notificationQueries.list(group, lang));
  const unread = useQuery(notificationQueries.unread());
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const yesterday = seoulDayKey(Date.parse(`${today}T12:00:00+09:00`) - 86_400_000);
  const dayLabel = (day: string) =>
    day === today
      ? t('today')
      : day === yesterday
        ? t('yesterday')
        : formatSeoulDateWithWeekday(`${day}T12:00:00+09:00`, locale);

  return (
    <section aria-labelledby="notifications-title" className="px-4 pt-6 pb-12">
      {/* Wraps rather than overflows: 'Mark all read' and 'Settings' are long in English. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h1 id="notifications-title" className="text-xl font-bold">
          {t('title')}
        </h1>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={!unread.data?.existsUnread || markRead.isPending}
            onClick={() => markRead.mutate({})}
          >
            {t('readAll')}
          </Button>
          <Link
            href="/notifications/settings"
            className="inline-flex min-h-tap items-center px-3 text-label font-semibold"
          >
            {t('settingsLink')}
          </Link>
        </div>
      </div>

      <div role="radiogroup" aria-label={t('groupsLabel')} className="-mx-4 mt-3 flex gap-1 overflow-x-auto px-4 pb-1">
        {([null, ...NOTIFICATION_GROUPS] as const).map((value) => {
          const hasUnread = value ? unread.data?.existsUnreadByGroups[value] : unread.data?.existsUnread;
          return (
            <label
              key={value ?? 'ALL'}
              className="relative inline-flex min-h-tap shrink-0 cursor-pointer items-center rounded-full border border-line px-3 text-label text-ink-muted has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:font-semibold has-[:checked]:text-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-strong"
            >
              <input
                type="radio"
                name="notification-group"
                checked={group === value}
                onChange={() => setGroup(value)}
                className="sr-only"
              />
              {t(`groups.${value ?? 'ALL'}`)}
              {hasUnread ? (
                <>
                  <span aria-hidden="true" className="ms-1 size-1.5 rounded-full bg-brand" />
                  <span className="sr-only">{t('unreadInGroup')}</span>
                </>
              ) : null}
            </label>
          );
        })}
      </div>

      <PagedList
        query={list}
        items={items}
        skeleton={
          <div className="mt-3">
            {[0, 1, 2].map((row) => (
              <TextSkeleton key={row} lines={2} className="py-3" />
            ))}
          </div>
        }
        empty={{
          icon: <BellIcon />,
          title: group ? t('emptyGroup', { group: t(`groups.${group}`) }) : t('empty'),
          description: t('emptyDescription'),
          action: (
            <Link href="/notifications/settings" className="text-label font-semibold underline">
              {t('settingsLink')}
            </Link>
          ),
        }}
        errorLabel={t('loadError')}
        loadMoreLabel={t('loadMore')}
      >
        {(loaded) =>
          groupByDay(loaded).map(([day, dayItems]) => (
            <section key={day} aria-labelledby={`notifications-${day}`} className="mt-4">
              <h2 id={`notifications-${day}`} className="text-label font-semibold text-ink-muted">
                {dayLabel(day)}
              </h2>
              <ul className="mt-1 divide-y divide-line">
                {dayItems.map((item) => (
                  <li key={item.id}>
                    <NotificationItem item={item} onOpen={() => !item.isRead && markRead.mutate({ ids: [item.id] })} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </PagedList>
    </section>
  );
}

function groupByDay(items: Item[]): [string, Item[]][] {
  const days = new Map<string, Item[]>();
  for (const item of items) {
    const day = seoulDayKey(item.createdAt);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days];
}

function NotificationItem({ item, onOpen }: { item: Item; onOpen: () => void }) {
  const t = useTranslations('notifications');
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Seoul',
  }).format(new Date(item.createdAt));
  const content = (
    <>
      <span className="flex items-center gap-2 text-xs text-ink-muted">
        <span>{t(`groups.${item.group}`)}</span>
        <time dateTime={item.createdAt}>{time}</time>
        {!item.isRead ? (
          <>
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
            <span className="sr-only">{t('unreadItem')}</span>
          </>
        ) : null}
      </span>
      <span className={cx('block text-body leading-snug', item.isRead ? 'font-normal' : 'font-semibold')}>
        {item.title}
      </span>
      {item.body ? <span className="line-clamp-2 block text-label text-ink-muted">{item.body}</span> : null}
    </>
  );
  const className = 'flex w-full flex-col gap-0.5 py-3 text-start hover:bg-canvas';
  return item.link ? (
    <Link href={item.link} onClick={onOpen} className={className}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={onOpen} className={className}>
      {content}
    </button>
  );
}
