'use client';

import { useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PickButton } from '@/components/shared/pick-button';
import { useNewestPickId } from '@/hooks/use-newest-pick-id';

type Props = {
  item: SpotSearchItem;
  /** When the list holding `item` was fetched; 0 for a server-rendered (everyone's) page. */
  listUpdatedAt: number;
};

/**
 * The card's pick toggle: a fixed name with the title (many on a page). Its own island, so
 * a card rendered on the server needs no other code in the browser.
 */
export function SearchPickButton({ item, listUpdatedAt }: Props) {
  const t = useTranslations('search.card');
  const pickId = useNewestPickId(item.id, item.pickId, listUpdatedAt);
  return (
    <PickButton
      spot={{ id: item.id, title: item.title, imageUrl: item.file?.path }}
      pickId={pickId}
      label={t('pick', { title: item.title })}
      tone="muted"
    />
  );
}
