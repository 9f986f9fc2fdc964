'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SearchFilters } from '@/lib/search/search-params';
import { Button } from '@/components/ui/button';
import { SlidersIcon } from '@/components/ui/icons/sliders';
import { Spinner } from '@/components/ui/spinner';
import { countActiveFilters } from './active-filters';

// The filters' chips, date inputs and sort are fetched when the panel first opens (or the
// pointer comes near its button): most visits to the list and the map never open them, and
// on a phone they would fill the first screen (decision 028).
const loadFilterBar = () => import('./search-filter-bar');
const SearchFilterBar = lazy(() => loadFilterBar().then((m) => ({ default: m.SearchFilterBar })));

type Props = {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** The map has no list order: it hides the sort (and doesn't count it). */
  showSort?: boolean;
  /** The panel's id, for the button's aria-controls. */
  panelId: string;
};

/** Whether the filter panel is open: the page places the button and the panel apart. */
export function useFilterPanel() {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed), so a half-made choice survives.
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    toggle: () => {
      setMounted(true);
      setOpen((current) => !current);
    },
  };
}

/** The button that opens and closes the filters, with how many are on while they are hidden. */
export function FilterToggleButton({
  filters,
  showSort = true,
  panelId,
  open,
  onToggle,
}: Pick<Props, 'filters' | 'showSort' | 'panelId'> & { open: boolean; onToggle: () => void }) {
  const t = useTranslations('search.filters');
  const count = countActiveFilters(filters, { withSort: showSort });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={open}
      aria-controls={panelId}
      // Read as one phrase ('Filters, 5 applied'); the badge is its visible short form.
      aria-label={count ? t('toggleActive', { count }) : undefined}
      onClick={onToggle}
      // Warm the panel's code before the tap lands.
      onPointerEnter={() => void loadFilterBar()}
      onFocus={() => void loadFilterBar()}
      icon={<SlidersIcon width={16} height={16} />}
    >
      {t('toggle')}
      {count ? (
        <span aria-hidden="true" className="rounded-full bg-brand-strong px-1.5 text-caption text-white">
          {count}
        </span>
      ) : null}
    </Button>
  );
}

/** The filters themselves, loaded on first open and kept while the page lives. */
export function SearchFilterPanel({
  filters,
  onChange,
  showSort = true,
  panelId,
  open,
  mounted,
  className,
}: Props & { open: boolean; mounted: boolean; className?: string }) {
  return (
    <div id={panelId} hidden={!open} className={className}>
      {mounted ? (
        <Suspense
          fallback={
            <div className="flex min-h-24 items-center justify-center text-ink-muted" aria-busy="true">
              <Spinner />
            </div>
          }
        >
          <SearchFilterBar filters={filters} onChange={onChange} showSort={showSort} />
        </Suspense>
      ) : null}
    </div>
  );
}
