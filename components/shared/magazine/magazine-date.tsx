import { formatSeoulDate } from '@/lib/format-date';

/**
 * The date printed on a post: the editor's displayed day, else the publish instant, as a
 * Korean day written in the reader's language (`<time>` carries the machine-readable day).
 */
export function MagazineDate({
  displayedDate,
  publishedAt,
  locale,
  className,
}: {
  displayedDate: string | null;
  publishedAt?: string;
  locale: string;
  className?: string;
}) {
  const value = displayedDate ?? publishedAt;
  if (!value) return null;
  return (
    <time dateTime={value} lang={locale} className={className}>
      {formatSeoulDate(displayedDate ? `${displayedDate}T00:00:00+09:00` : value, locale)}
    </time>
  );
}
