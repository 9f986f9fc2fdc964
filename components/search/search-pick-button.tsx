'use client';

import { useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { PickButton } from '@/components/shared/pick-button';

/** The card's pick toggle: a fixed name with the title (many on a page). */
export function SearchPickButton({ item, pickId }: { item: SpotSearchItem; pickId: number | null }) {
  const t = useTranslations('search.card');
  return (
    <PickButton
      spot={{ id: item.id, title: item.title, imageUrl: item.file?.path }}
      pickId={pickId}
      label={t('pick', { title: item.title })}
      tone="muted"
    />
  );
}
