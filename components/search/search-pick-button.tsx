'use client';

import { useTranslations } from 'next-intl';
import type { SpotSearchItem } from '@/api/contracts/search';
import { HeartIcon } from '@/components/ui/icons';
import { useSearchPick } from './use-search-pick';

/** The card's pick toggle: a fixed name with the title (many on a page) and aria-pressed. */
export function SearchPickButton({ item, pickId }: { item: SpotSearchItem; pickId: number | null }) {
  const t = useTranslations('search.card');
  const { picked, pending, toggle } = useSearchPick(item, pickId);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-busy={pending || undefined}
      aria-label={t('pick', { title: item.title })}
      onClick={toggle}
      className={`inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-canvas ${
        picked ? 'text-brand' : 'text-ink-muted'
      }`}
    >
      <HeartIcon filled={picked} width={20} height={20} />
    </button>
  );
}
