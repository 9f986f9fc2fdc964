'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { SpotSearchItem } from '@/api/contracts/search';
import { searchQueries } from '@/api/search';
import { MapPlaceholder } from '@/components/shared/map/map-placeholder';
import { SearchBar } from '@/components/shared/search-filters/search-bar';
import { SearchCorrection } from '@/components/shared/search-filters/search-correction';
import {
  FilterToggleButton,
  SearchFilterPanel,
  useFilterPanel,
} from '@/components/shared/search-filters/search-filter-panel';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { useGeolocation } from '@/hooks/use-geolocation';
import { useLeavingPage } from '@/hooks/use-leaving-page';
import { useLocationSearch } from '@/hooks/use-location-search';
import { useSearchFilters } from '@/hooks/use-search-filters';
import { Link } from '@/i18n/navigation';
import {
  parseSearchFilters,
  searchFiltersToParams,
  searchFiltersToQuery,
  type SearchFilters,
} from '@/lib/search/search-params';
import { showToast } from '@/stores/toast-store';
import { ListIcon } from '@/components/ui/icons/list';
import { LocateIcon } from '@/components/ui/icons/locate';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import type { Locale } from '@/lib/locales';
import {
  boundsToQuery,
  DEFAULT_ZOOM,
  hasMovedAway,
  KEYWORD_SEARCH_BOUNDS,
  parseMapView,
  resultsBounds,
  urlWithView,
  type MapViewport,
} from './map-view';
import type { CameraTarget } from './search-map-canvas';
import { SpotMapCard } from './spot-map-card';

/**
 * The canvas (supercluster, markers, and through useMaplibreMap maplibre-gl, about 1 MB) is
 * fetched after the page's own code has run: the page's first-load JavaScript stays that of
 * an ordinary page.
 */
const SearchMapCanvas = dynamic(() => import('./search-map-canvas').then((m) => m.SearchMapCanvas), {
  ssr: false,
  loading: () => <MapPlaceholder className="absolute inset-0" />,
});

/** Zoom for 'my location': close enough to see the pop-ups around the corner. */
const MY_LOCATION_ZOOM = DEFAULT_ZOOM + 1;
const NO_SPOTS: SpotSearchItem[] = [];

/**
 * /popup/map: the pop-ups inside the map's view with the list's filters. The searched area
 * is explicit: the map loads the pop-ups of its first view, and after the visitor moves
 * away, 'search this area' searches the new one (moving alone never refetches, so panning
 * around is free and the markers don't shift under the finger). The filters and the
 * camera live in the URL, so a reload or a shared link opens the same map.
 *
 * A keyword names a place or a brand anywhere ("잠실"), so a keyword search is not limited to
 * the view: it searches the whole country and the camera fits the results (then the view is
 * the searched area again, and later pans offer 'search this area' as usual). Submitting a
 * search closes the filter panel, so the results are in sight.
 */
export function MapSearch({ mapStyleUrl }: { mapStyleUrl: string | null }) {
  const t = useTranslations('searchMap');
  const geo = useTranslations('geolocation');
  const common = useTranslations('common');
  const lang = useLocale() as Locale;
  const { filters, setFilters } = useSearchFilters({ scrollToTop: false });
  // The camera in the URL (a reload or a shared link). The page is one cached shell for every
  // URL: the canvas starts after hydration (it is never server-rendered), from the address.
  const initialView = parseMapView(new URLSearchParams(useLocationSearch('')));
  const cardId = useId();
  const panelId = useId();
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const [searched, setSearched] = useState<MapViewport | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [target, setTarget] = useState<CameraTarget | null>(null);
  // Over the map, not a sheet: the keyword box stays usable with the filters open.
  const filterPanel = useFilterPanel({ sheetOnPhone: false });
  const { position, locating, locate } = useGeolocation();
  const searchAfterMove = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const mapRegion = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const keywordSearch = useRef(0);
  const started = useRef(false);
  const fitKeywordRef = useRef<(next: SearchFilters, view: MapViewport) => Promise<void>>(null);
  const [cardRef, cardHeight] = useElementHeight<HTMLDivElement>();

  const query = searched ? { ...searchFiltersToQuery(filters), ...boundsToQuery(searched.bounds), lang } : null;
  const result = useQuery({
    ...searchQueries.map(query ?? { swLat: 0, swLng: 0, neLat: 0, neLng: 0 }),
    enabled: query !== null,
    // Filters or area changed: keep the old markers until the new answer is in.
    placeholderData: keepPreviousData,
  });
  const spots = result.data?.content ?? NO_SPOTS;
  const truncated = result.data?.truncated ?? false;
  const selected = useMemo(() => spots.find((spot) => spot.id === selectedId) ?? null, [spots, selectedId]);
  const canSearchHere = searched !== null && viewport !== null && hasMovedAway(searched, viewport, truncated);

  const leavingRef = useLeavingPage(isMapPath);
  const onViewChange = useCallback(
    (next: MapViewport) => {
      setViewport(next);
      // The first view is searched at once; after 'my location', the view it flew to.
      const searchThis = searchAfterMove.current;
      searchAfterMove.current = false;
      setSearched((current) => (current === null || searchThis ? next : current));
      // A link with a keyword but no view (the list's map link): the keyword's results, fitted.
      if (!started.current) {
        started.current = true;
        const params = new URLSearchParams(window.location.search);
        const keyword = params.get('keyword')?.trim();
        if (keyword && !params.has('lat')) void fitKeywordRef.current?.(parseSearchFilters(params), next);
      }
      // A camera event can still fire while a link is taking the visitor away (a tab, the card's
      // detail link, the list link): the view belongs to the map page's URL only, and writing it
      // during the navigation would cancel it.
      if (leavingRef.current || !isMapPath(window.location.pathname)) return;
      const href = urlWithView(window.location.href, next);
      if (href !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        // null state on purpose: Next copies its own entry state in (as useSearchFilters does).
        window.history.replaceState(null, '', href);
      }
    },
    [leavingRef],
  );

  const onSelect = useCallback((spot: SpotSearchItem, trigger: HTMLElement) => {
    returnFocus.current = trigger;
    setSelectedId((current) => (current === spot.id ? null : spot.id));
  }, []);

  const closeCard = useCallback(() => {
    setSelectedId(null);
    const trigger = returnFocus.current;
    returnFocus.current = null;
    // The marker may be gone (clustered away after a zoom): then back to the map.
    if (trigger?.isConnected) trigger.focus();
    else mapRegion.current?.focus();
  }, []);

  async function goToMyLocation() {
    if (locating) return;
    const { position: found, error } = await locate();
    if (error) {
      showToast({ message: geo(error) });
      return;
    }
    if (!found) return;
    searchAfterMove.current = true;
    setTarget({ ...found, zoom: MY_LOCATION_ZOOM, key: Date.now() });
  }

  /**
   * The keyword box: the filters take the keyword (and the URL), the panel closes, and a
   * keyword is searched across the country; when its answer is in, the camera fits the
   * results and the view it lands on becomes the searched area. An empty keyword searches the
   * current view again.
   */
  async function searchKeyword(keyword: string) {
    const next: SearchFilters = { ...filters, keyword };
    setFilters(next);
    if (filterPanel.open) filterPanel.toggle();
    setSelectedId(null);
    ++keywordSearch.current;
    if (!viewport) return;
    if (!keyword) {
      setSearched(viewport);
      return;
    }
    await fitKeyword(next, viewport);
  }

  /** Searches `next` (with its keyword) across the country, then fits the camera to the results. */
  async function fitKeyword(next: SearchFilters, view: MapViewport) {
    const search = ++keywordSearch.current;
    setSearched({ ...view, bounds: KEYWORD_SEARCH_BOUNDS });
    try {
      const data = await queryClient.fetchQuery(
        searchQueries.map({ ...searchFiltersToQuery(next), ...boundsToQuery(KEYWORD_SEARCH_BOUNDS), lang }),
      );
      // A newer search (or a cleared box) has taken over meanwhile.
      if (search !== keywordSearch.current) return;
      const bounds = resultsBounds(data.content.map((spot) => spot.area));
      if (!bounds) return;
      searchAfterMove.current = true;
      setTarget({ bounds, key: Date.now() });
    } catch {
      // The map's own query shows the error and its retry.
    }
  }

  useEffect(() => {
    fitKeywordRef.current = fitKeyword;
  });

  const listQuery = searchFiltersToParams(filters).toString();

  return (
    // Between the header and the tab bar (each with its 1 px border): the map's lower corners,
    // where its controls are, stay above the bar.
    // An open card lifts the map's bottom controls (zoom, my location, attribution) above it
    // through --map-card-height (map-controls.css), so it never covers them.
    <div
      className="relative h-[calc(100dvh-var(--spacing-header)-var(--spacing-tabbar)-env(safe-area-inset-bottom)-2px)] min-h-96 overflow-hidden"
      style={{ '--map-card-height': `${selected ? cardHeight : 0}px` } as CSSProperties}
    >
      <h1 className="sr-only">{t('heading')}</h1>
      {/* maplibre makes its canvas the labelled map region; this wrapper only takes focus
          back when a closed card's marker is gone. */}
      <div ref={mapRegion} tabIndex={-1} data-search-map="" className="absolute inset-0 outline-none">
        <SearchMapCanvas
          initialView={initialView}
          styleUrl={mapStyleUrl}
          spots={spots}
          selectedId={selected?.id ?? null}
          cardId={cardId}
          onSelect={onSelect}
          onViewChange={onViewChange}
          target={target}
          position={position}
        />
      </div>

      {/* The top overlay lets the map be dragged between its pieces. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 z-20 flex flex-col items-center gap-2 p-3">
        <div className="pointer-events-auto flex w-full flex-col gap-2 rounded-2xl bg-surface/95 p-2 shadow-lg ring-1 ring-line">
          {/* On a phone the search box takes the whole first row, filters and list the second. */}
          <div className="flex flex-wrap items-center gap-2">
            <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
              <SearchBar keyword={filters.keyword} onSubmit={(keyword) => void searchKeyword(keyword)} />
            </div>
            <FilterToggleButton
              filters={filters}
              panelId={panelId}
              open={filterPanel.open}
              onToggle={filterPanel.toggle}
            />
            <Link
              href={`/popup/list${listQuery ? `?${listQuery}` : ''}`}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
            >
              <ListIcon width={16} height={16} />
              {t('listView')}
            </Link>
          </div>
          <SearchFilterPanel
            filters={filters}
            onChange={setFilters}
            panelId={panelId}
            panel={filterPanel}
            className="max-h-[50dvh] overflow-y-auto px-1 pb-1"
          />
        </div>

        {canSearchHere ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshIcon width={16} height={16} />}
            onClick={() => viewport && setSearched(viewport)}
            className="pointer-events-auto shadow-lg"
          >
            {t('searchHere')}
          </Button>
        ) : null}

        <div role="status" className="flex flex-col items-center gap-2 text-center text-xs">
          {result.isError ? (
            <p className="pointer-events-auto flex items-center gap-1 rounded-full bg-surface/95 py-0 pr-1 pl-4 text-ink shadow">
              {t('loadError')}
              <Button variant="ghost" size="sm" onClick={() => void result.refetch()} loading={result.isFetching}>
                {common('retry')}
              </Button>
            </p>
          ) : result.isFetching ? (
            <p className="rounded-full bg-surface/95 px-4 py-2 text-ink-muted shadow">{t('loading')}</p>
          ) : result.isSuccess ? (
            <>
              <p className="sr-only">{t('resultCount', { count: spots.length })}</p>
              {result.data.correctedKeyword && filters.keyword ? (
                <SearchCorrection
                  keyword={filters.keyword}
                  corrected={result.data.correctedKeyword}
                  kind={result.data.correctionKind}
                  className="rounded-full bg-surface/95 px-4 py-2 text-ink shadow"
                />
              ) : null}
              {truncated ? (
                <p className="rounded-full bg-surface/95 px-4 py-2 text-ink shadow">
                  {t('truncated', { count: spots.length })}
                </p>
              ) : null}
              {spots.length === 0 ? (
                <p className="rounded-full bg-surface/95 px-4 py-2 text-ink shadow">
                  {/* A keyword is searched across the country first: nothing there is not "this area". */}
                  {searched?.bounds === KEYWORD_SEARCH_BOUNDS && filters.keyword
                    ? t('emptyKeyword', { keyword: filters.keyword })
                    : t('empty')}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <button
        type="button"
        onClick={goToMyLocation}
        // Not disabled while locating: a disabled button would drop the keyboard focus.
        aria-busy={locating}
        // Above the map's zoom buttons (two 44 px buttons, 10 px from the corner), and with
        // them above an open card.
        className="absolute right-3 bottom-[calc(var(--map-card-height,0px)+8rem)] z-10 inline-flex size-11 items-center justify-center rounded-full bg-surface text-ink shadow-lg ring-1 ring-line aria-busy:text-ink-muted"
      >
        <LocateIcon width={20} height={20} />
        <span className="sr-only">{locating ? geo('locating') : t('myLocation')}</span>
      </button>

      {selected ? (
        <div ref={cardRef} className="pointer-events-none absolute inset-x-0 bottom-0 z-30 p-3">
          <SpotMapCard spot={selected} id={cardId} onClose={closeCard} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * An element's height in px, followed as it changes (the card's content, a rotated phone).
 * 0 until measured, and where ResizeObserver is missing.
 */
function useElementHeight<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, height] as const;
}

/** The map page in any language (/popup/map, /en/popup/map, ...). */
function isMapPath(pathname: string): boolean {
  return /\/popup\/map\/?$/.test(pathname);
}
