'use client';

import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from '@/api/notifications';

/** One query for every dot on the page (the header's and the tab bar's share it). */
export function UnreadDotQuery({ label, className }: { label: string; className: string }) {
  const { data } = useQuery(notificationQueries.unread());
  if (!data?.existsUnread) return null;
  return (
    <>
      <span aria-hidden="true" data-unread-dot="" className={className} />
      <span className="sr-only">{label}</span>
    </>
  );
}
