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
// The phone's sheet (and its draft) comes with its first opening, the filters' code with it.
const loadFilterSheet = () => import('./search-filter-sheet');
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

/** From this width (Tailwind's md) the filters open under their button; narrower, in a bottom sheet. */
const WIDE_SCREEN = '(min-width: 48rem)';

function warmFilters() {
  void loadFilterBar();
  if (!isWideScreen()) void loadFilterSheet();
}

function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;
}

export type FilterPanelProps = {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** The panel's id, for the button's aria-controls. */
  panelId: string;
};

/**
 * Whether the filters are open, and how: the page places the button and the panel apart. On a
 * phone (narrower than md) they open as a bottom sheet when `sheetOnPhone` (the list); the
 * map keeps its panel over the map, where the keyword box stays usable with it open.
 */
export function useFilterPanel({ sheetOnPhone = true }: { sheetOnPhone?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  // Once opened, the inline panel stays mounted (hidden when closed), so a half-made choice survives.
  const [mounted, setMounted] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return {
    open,
    mounted,
    /** Open as a bottom sheet (decided when it opens, from the screen's width). */
    sheet: open && sheet,
    /** The button that opened it: focus goes back there when the sheet closes. */
    opener,
    toggle: (trigger?: HTMLElement) => {
      if (open) {
        setOpen(false);
        return;
      }
      const asSheet = sheetOnPhone && !isWideScreen();
      setSheet(asSheet);
      if (!asSheet) setMounted(true);
      setOpener(trigger ?? null);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

type FilterPanel = ReturnType<typeof useFilterPanel>;

/** The button that opens and closes the filters, with how many are on while they are hidden. */
export function FilterToggleButton({
  filters,
  panelId,
  open,
  onToggle,
}: Pick<FilterPanelProps, 'filters' | 'panelId'> & {
  open: boolean;
  onToggle: (trigger: HTMLElement) => void;
}) {
  const t = useTranslations('search.filters');
  const count = countActiveFilters(filters);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={open}
      aria-controls={panelId}
      // Read as one phrase ('Filters, 5 applied'); the badge is its visible short form.
      aria-label={count ? t('toggleActive', { count }) : undefined}
      onClick={(event) => onToggle(event.currentTarget)}
      // Warm the panel's code before the tap lands.
      onPointerEnter={warmFilters}
      onFocus={warmFilters}
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

const filtersLoading = (
  <div className="flex min-h-24 items-center justify-center text-ink-muted" aria-busy="true">
    <Spinner />
  </div>
);

/**
 * The filters themselves. Under the button (wide screens, the map) they are loaded on first
 * open, kept while the page lives, and apply as they change. On a phone they are a bottom
 * sheet (ui/Dialog: focus stays inside, Escape, Back and a tap outside close it, focus returns
 * to the button) holding a draft: 'show results' applies it, closing any other way drops it.
 */
export function SearchFilterPanel({
  filters,
  onChange,
  panelId,
  panel,
  className,
}: FilterPanelProps & { panel: FilterPanel; className?: string }) {
  return (
    <>
      <div id={panel.sheet ? undefined : panelId} hidden={!panel.open || panel.sheet} className={className}>
        {panel.mounted ? (
          <Suspense fallback={filtersLoading}>
            <SearchFilterBar filters={filters} onChange={onChange} />
          </Suspense>
        ) : null}
      </div>
      {panel.sheet ? (
        <Suspense fallback={null}>
          <FilterSheet
            filters={filters}
            onChange={onChange}
            panelId={panelId}
            opener={panel.opener}
            onClose={panel.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
