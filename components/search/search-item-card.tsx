import { useLocale, useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { SpotCard } from '@/components/ui/spot-card';
import { cardFromListItem } from '@/components/ui/spot-card-data';
import { QueueLine } from '@/components/shared/queue-line';
import { formatDistance } from '@/lib/format-distance';
import { SearchPickButton } from './search-pick-button';

/**
 * One search result (the spec's popup search item): the row card, its features and the pick
 * button. Rendered on the server for a list's first page (SearchFirstPage), in the browser
 * for the pages after it (SearchResults); only the pick button is an island.
 */
export function SearchItemCard({
  item,
  listUpdatedAt = 0,
  priority = false,
}: {
  item: SpotSearchItem;
  /** When the list holding `item` was fetched; 0 (default) for the server-rendered page. */
  listUpdatedAt?: number;
  /** The list's first card: its picture is preloaded (the page's largest paint), not lazy. */
  priority?: boolean;
}) {
  const t = useTranslations('search.card');
  const locale = useLocale();
  const features = [
    item.hasPreReservation ? t('preReservation') : null,
    item.hasQueueConfig ? t('waiting') : null,
  ].filter((label): label is string => label !== null);
  const distance = item.distance !== null ? t('distance', { distance: formatDistance(item.distance, locale) }) : null;
  // Its open waiting line with the estimated wait ("12팀 · 약 25분"), above the distance.
  const detail =
    item.queue || distance ? (
      <>
        {item.queue ? <QueueLine queue={item.queue} className="block font-semibold text-brand-strong" /> : null}
        {distance ? <span className="block">{distance}</span> : null}
      </>
    ) : undefined;
  return (
    <SpotCard
      spot={cardFromListItem(item)}
      layout="row"
      imageSizes="112px"
      priority={priority}
      headingLevel={2}
      detail={detail}
      features={features}
      action={<SearchPickButton item={item} listUpdatedAt={listUpdatedAt} />}
    />
  );
}
