import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpotSearchItem } from '@/api/contracts/search';
import { MapSearch } from '@/components/search-map/map-search';
import { DEFAULT_MAP_VIEW, type MapView } from '@/components/search-map/map-view';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { searchItem } from '../utils/search-item';
import { server } from '../utils/msw-server';

// maplibre needs WebGL; at the module edge it is replaced by a small camera model that keeps
// a centre and zoom, derives bounds from them, fires moveend after each move and puts HTML
// markers into the map container (as maplibre does), so the markers are real DOM.
const maps = vi.hoisted(() => [] as FakeMapLike[]);
type FakeMapLike = {
  center: { lng: number; lat: number };
  zoom: number;
  jumpTo: (options: { center?: [number, number]; zoom?: number }) => void;
  easeTo: ReturnType<typeof vi.fn>;
  flyTo: ReturnType<typeof vi.fn>;
  fitBounds: ReturnType<typeof vi.fn>;
};

vi.mock('@/components/shared/map/load-maplibre', async () => {
  const { FakeEvented } = await import('../utils/fake-evented');
  class FakeMap extends FakeEvented {
    container: HTMLElement;
    center: { lng: number; lat: number };
    zoom: number;
    touchZoomRotate = { disableRotation: () => {} };
    easeTo = vi.fn((options: { center?: [number, number]; zoom?: number }) => this.jumpTo(options));
    flyTo = vi.fn((options: { center?: [number, number]; zoom?: number }) => this.jumpTo(options));
    /** To the box's centre at zoom 15 (the model has no screen size to fit a box into). */
    fitBounds = vi.fn((box: [[number, number], [number, number]]) =>
      this.jumpTo({ center: [(box[0][0] + box[1][0]) / 2, (box[0][1] + box[1][1]) / 2], zoom: 15 }),
    );
    constructor(options: { container: HTMLElement; center: [number, number]; zoom: number }) {
      super();
      this.container = options.container;
      this.center = { lng: options.center[0], lat: options.center[1] };
      this.zoom = options.zoom;
      maps.push(this);
      setTimeout(() => this.fire('load'), 0);
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    /** A phone-sized view: about 1.6 km × 2.2 km at zoom 14, halving per zoom level. */
    getBounds() {
      const halfLat = 0.01 * 2 ** (14 - this.zoom);
      const halfLng = 0.009 * 2 ** (14 - this.zoom);
      return {
        getSouth: () => this.center.lat - halfLat,
        getNorth: () => this.center.lat + halfLat,
        getWest: () => this.center.lng - halfLng,
        getEast: () => this.center.lng + halfLng,
      };
    }
    jumpTo({ center, zoom }: { center?: [number, number]; zoom?: number }) {
      if (center) this.center = { lng: center[0], lat: center[1] };
      if (zoom !== undefined) this.zoom = zoom;
      this.fire('moveend', {});
    }
    addControl() {}
    setStyle() {}
    remove() {}
  }
  class Marker {
    element: HTMLElement;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat() {
      return this;
    }
    addTo(map: FakeMap) {
      map.container.appendChild(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  }
  class NavigationControl {}
  class AttributionControl {}
  const setWorkerUrl = () => {};
  const getVersion = () => 'test';
  return { maplibre: { Map: FakeMap, Marker, NavigationControl, AttributionControl, setWorkerUrl, getVersion } };
});

// Next's App Router feeds history.replaceState into useSearchParams; the stand-in does too.
vi.mock('next/navigation', async () => {
  const React = await import('react');
  const subscribe = (onChange: () => void) => {
    window.addEventListener('test:url', onChange);
    return () => window.removeEventListener('test:url', onChange);
  };
  return {
    useSearchParams: () => {
      const search = React.useSyncExternalStore(subscribe, () => window.location.search);
      return React.useMemo(() => new URLSearchParams(search), [search]);
    },
    usePathname: () => window.location.pathname,
    useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
  };
});

const t = ko.searchMap;
/** The canvas arrives through a dynamic import: the first marker may take a moment. */
const LAZY = { timeout: 5000 };

const realReplaceState = window.history.replaceState.bind(window.history);
beforeEach(() => {
  maps.length = 0;
  window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
    realReplaceState(...args);
    window.dispatchEvent(new Event('test:url'));
  };
  realReplaceState(null, '', '/popup/map');
  act(() => useToastStore.setState({ toasts: [] }));
  // The keyword box asks for suggestions while it is being typed in (search-suggestions.test.tsx).
  server.use(http.get('*/api/v1/search/suggestions', () => HttpResponse.json(ok({ keyword: '', items: [] }))));
});
afterEach(() => {
  window.history.replaceState = realReplaceState;
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.restoreAllMocks();
});

/** Answers GET /v1/spots/map with `spots` (inside any bounds) and records each query. */
function answerMap(spots: SpotSearchItem[], { truncated = false } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/spots/map', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(ok({ content: spots, truncated }));
    }),
  );
  return queries;
}

/** The camera comes from the address, as on a reload or a shared link. */
function renderMap(view: MapView = DEFAULT_MAP_VIEW) {
  const url = new URL(window.location.href);
  if (view !== DEFAULT_MAP_VIEW) {
    url.searchParams.set('lat', String(view.latitude));
    url.searchParams.set('lng', String(view.longitude));
    url.searchParams.set('zoom', String(view.zoom));
  }
  window.history.replaceState(null, '', `${url.pathname}${url.search}`);
  return renderWithProviders(<MapSearch mapStyleUrl={null} />);
}

function map() {
  const current = maps.at(-1);
  if (!current) throw new Error('no map yet');
  return current;
}

/** Moves the camera the way a drag or pinch would (moveend included). */
function moveMap(center: [number, number], zoom = map().zoom) {
  act(() => map().jumpTo({ center, zoom }));
}

// Four pop-ups within ~100 m in Seongsu: one cluster at the default zoom.
const seongsu = [1, 2, 3, 4].map((id) =>
  searchItem({
    id,
    title: `성수 팝업 ${id}`,
    area: { latitude: 37.5418 + id * 0.0002, longitude: 127.0563 + id * 0.0002, region2Depth: '성동구' },
  }),
);

describe('MapSearch: data, clusters and the URL', () => {
  it('searches the first view with the URL’s filters and keeps the view in the URL', async () => {
    realReplaceState(null, '', '/popup/map?keyword=%EC%84%B1%EC%88%98&categories=BENEFIT,WAITING&sort=review');
    const queries = answerMap(seongsu);
    renderMap({ latitude: 37.5418, longitude: 127.0563, zoom: 14 });

    const cluster = await screen.findByRole('button', { name: ko.map.clusterLabel.replace('{count}', '4') }, LAZY);
    expect(cluster).toHaveTextContent('4');
    expect(queries).toHaveLength(1);
    const query = queries[0];
    expect(query.get('keyword')).toBe('성수');
    expect(query.get('categories')).toBe('BENEFIT,WAITING');
    expect(query.get('lang')).toBe('ko');
    expect(Number(query.get('swLat'))).toBeCloseTo(37.5318, 4);
    expect(Number(query.get('neLng'))).toBeCloseTo(127.0653, 4);
    // The map has no list order; the sort stays in the URL for the way back to the list.
    expect(query.get('sort')).toBeNull();

    // The view joins the filters in the address; the list link keeps the filters.
    expect(window.location.search).toContain('lat=37.5418&lng=127.0563&zoom=14');
    expect(window.location.search).toContain('categories=BENEFIT%2CWAITING');
    expect(screen.getByRole('link', { name: t.listView })).toHaveAttribute(
      'href',
      '/popup/list?keyword=%EC%84%B1%EC%88%98&categories=BENEFIT%2CWAITING&sort=review',
    );
    // A screen reader hears how many pop-ups the area has.
    expect(screen.getByText('이 지역 팝업 4개')).toBeInTheDocument();
  });

  it('splits a cluster into markers when it is activated (click or Enter)', async () => {
    answerMap(seongsu);
    renderMap();
    const cluster = await screen.findByRole('button', { name: /팝업 4개 모음/ }, LAZY);
    await userEvent.click(cluster);
    expect(map().easeTo).toHaveBeenCalledWith(expect.objectContaining({ zoom: expect.any(Number) }));
    const zoom = map().zoom;
    expect(zoom).toBeGreaterThan(14);
    expect(zoom).toBeLessThanOrEqual(16);
    // Smaller groups or single pop-ups now: more markers than the one cluster.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /모음|^성수 팝업/ }).length).toBeGreaterThan(1));
    expect(window.location.search).toContain(`zoom=${Math.round(zoom * 100) / 100}`);

    // Keyboard: Enter on a remaining cluster, or every pop-up is single already.
    const next = screen.queryAllByRole('button', { name: /모음/ })[0];
    if (next) {
      next.focus();
      await userEvent.keyboard('{Enter}');
    } else {
      moveMap([map().center.lng, map().center.lat], 16);
    }
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /모음/ })).toHaveLength(0));
    for (const spot of seongsu) expect(screen.getByRole('button', { name: spot.title })).toBeInTheDocument();
  });

  it("offers 'search this area' only after the map left the searched area", async () => {
    const queries = answerMap(seongsu);
    renderMap();
    await screen.findByRole('button', { name: /모음/ }, LAZY);
    expect(screen.queryByRole('button', { name: t.searchHere })).not.toBeInTheDocument();

    // A nudge is not a new area.
    moveMap([127.0565, 37.542]);
    expect(screen.queryByRole('button', { name: t.searchHere })).not.toBeInTheDocument();
    // Zooming in on a complete answer neither.
    moveMap([127.0563, 37.5418], 15);
    expect(screen.queryByRole('button', { name: t.searchHere })).not.toBeInTheDocument();

    // Jamsil, 5 km away.
    moveMap([127.098, 37.5115], 14);
    const searchHere = screen.getByRole('button', { name: t.searchHere });
    expect(queries).toHaveLength(1);
    await userEvent.click(searchHere);
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Number(queries[1].get('swLat'))).toBeCloseTo(37.5015, 4);
    expect(screen.queryByRole('button', { name: t.searchHere })).not.toBeInTheDocument();
  });

  it('searches the same area again when a filter changes, and writes it to the URL', async () => {
    const queries = answerMap(seongsu);
    renderMap();
    await screen.findByRole('button', { name: /모음/ }, LAZY);
    const toggle = screen.getByRole('button', { name: ko.search.filters.toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: ko.search.filters.category.BENEFIT }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('categories')).toBe('BENEFIT');
    expect(queries[1].get('swLat')).toBe(queries[0].get('swLat'));
    expect(new URLSearchParams(window.location.search).get('categories')).toBe('BENEFIT');
    expect(new URLSearchParams(window.location.search).get('lat')).toBe('37.5418');
    expect(screen.getByRole('link', { name: t.listView })).toHaveAttribute('href', '/popup/list?categories=BENEFIT');
    // The map has no order to choose.
    expect(screen.queryByLabelText(ko.search.filters.sort.label)).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: ko.search.bar.keyword }), '말차{Enter}');
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(3));
    expect(queries[2].get('keyword')).toBe('말차');
    expect(queries[2].get('categories')).toBe('BENEFIT');
  });

  it('searches a keyword beyond the view, fits the camera to the results and closes the filters', async () => {
    // Three pop-ups in Jamsil, 5 km from the Seongsu view the map opens on.
    const jamsil = [1, 2, 3].map((id) =>
      searchItem({
        id: 20 + id,
        title: `잠실 팝업 ${id}`,
        area: { latitude: 37.5113 + id * 0.0002, longitude: 127.0978 + id * 0.0002, region2Depth: '송파구' },
      }),
    );
    const queries = answerMap(jamsil);
    renderMap();
    await waitFor(() => expect(queries).toHaveLength(1), LAZY);
    const toggle = screen.getByRole('button', { name: ko.search.filters.toggle });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.type(screen.getByRole('combobox', { name: ko.search.bar.keyword }), '잠실{Enter}');
    // The panel gives the map back.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The keyword is searched across the country, not inside the Seongsu view.
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(2));
    expect(queries[1].get('keyword')).toBe('잠실');
    expect(Number(queries[1].get('swLat'))).toBeLessThanOrEqual(33.5);
    expect(Number(queries[1].get('neLng'))).toBeGreaterThanOrEqual(131);

    // The camera fits the results, with room for the search panel and the controls.
    await waitFor(() => expect(map().fitBounds).toHaveBeenCalledTimes(1));
    const [box, options] = map().fitBounds.mock.calls[0] as [number[][], Record<string, unknown>];
    expect(box[0][0]).toBeCloseTo(127.098, 6);
    expect(box[0][1]).toBeCloseTo(37.5115, 6);
    expect(box[1][0]).toBeCloseTo(127.0984, 6);
    expect(box[1][1]).toBeCloseTo(37.5119, 6);
    expect(options).toMatchObject({ maxZoom: 16, padding: expect.objectContaining({ top: expect.any(Number) }) });
    // The view moved to Jamsil (and the address says so), and that view is the searched area.
    expect(window.location.search).toContain('lat=37.5117&lng=127.0982');
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(3));
    expect(Number(queries.at(-1)?.get('swLat'))).toBeGreaterThan(37.4);
    expect(await screen.findByRole('button', { name: /팝업 3개 모음/ })).toBeInTheDocument();

    // Later pans use the view again.
    moveMap([126.923, 37.556], 14);
    await userEvent.click(screen.getByRole('button', { name: t.searchHere }));
    await waitFor(() => expect(Number(queries.at(-1)?.get('swLat'))).toBeCloseTo(37.546, 3));
    expect(queries.at(-1)?.get('keyword')).toBe('잠실');
  });

  it('says when only the most popular pop-ups are shown, and zooming in then offers more', async () => {
    answerMap(seongsu, { truncated: true });
    renderMap();
    expect(await screen.findByText(t.truncated.replace('{count}', '4'))).toBeInTheDocument();
    moveMap([127.0563, 37.5418], 15);
    expect(screen.getByRole('button', { name: t.searchHere })).toBeInTheDocument();
  });

  it('says a keyword found nothing anywhere, not only in this area', async () => {
    answerMap([]);
    renderMap();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: ko.search.bar.keyword }), '없는팝업{Enter}');
    expect(await screen.findByText(t.emptyKeyword.replace('{keyword}', '없는팝업'))).toBeInTheDocument();
    expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
  });

  it('says when the area has nothing, and offers a retry when loading fails', async () => {
    answerMap([]);
    const first = renderMap();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('*/api/v1/spots/map', () =>
        HttpResponse.json({ data: null, result: { code: 50000000, desc: 'ERROR' } }, { status: 500 }),
      ),
    );
    renderMap();
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    answerMap(seongsu);
    await userEvent.click(screen.getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByRole('button', { name: /팝업 4개 모음/ })).toBeInTheDocument();
  });
});

describe('MapSearch: a keyword in the link', () => {
  it('opens on the keyword’s results when the link has a keyword and no view (the list’s map link)', async () => {
    realReplaceState(null, '', '/popup/map?keyword=%EC%9E%A0%EC%8B%A4');
    const jamsil = [1, 2].map((id) =>
      searchItem({
        id: 30 + id,
        title: `잠실 팝업 ${id}`,
        area: { latitude: 37.5113 + id * 0.0002, longitude: 127.0978 + id * 0.0002, region2Depth: '송파구' },
      }),
    );
    const queries = answerMap(jamsil);
    renderWithProviders(<MapSearch mapStyleUrl={null} />);
    await waitFor(() => expect(map().fitBounds).toHaveBeenCalledTimes(1), LAZY);
    expect(queries[0].get('keyword')).toBe('잠실');
    expect(Number(queries[0].get('swLat'))).toBeLessThanOrEqual(33.5);
    expect(window.location.search).toContain('lat=37.5116&lng=127.0981');
    // The view it landed on is the searched area from now on.
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Number(queries[1].get('swLat'))).toBeGreaterThan(37.4);
    expect(await screen.findByRole('button', { name: /팝업 2개 모음/ })).toBeInTheDocument();
  });
});

describe('MapSearch: the basemap', () => {
  it('says when the basemap’s tiles cannot load, and the markers keep working', async () => {
    answerMap(seongsu);
    renderMap();
    const cluster = await screen.findByRole('button', { name: /팝업 4개 모음/ }, LAZY);
    expect(screen.queryByText(ko.map.basemapUnavailable)).not.toBeInTheDocument();
    act(() =>
      (map() as unknown as { fire: (type: string, event: unknown) => void }).fire('error', {
        error: new Error('Failed to fetch'),
        sourceId: 'openmaptiles',
        tile: {},
      }),
    );
    expect(screen.getByText(ko.map.basemapUnavailable)).toBeInTheDocument();
    await userEvent.click(cluster);
    expect(map().zoom).toBeGreaterThan(14);
  });
});

describe('MapSearch: markers', () => {
  // Zoom 16: no clusters; the view spans about 37.5393–37.5443, 127.0540–127.0586.
  const zoomedIn: MapView = { latitude: 37.5418, longitude: 127.0563, zoom: 16 };
  const here = { latitude: 37.5418, longitude: 127.0563, region2Depth: '성동구' };
  const north = { latitude: 37.543, longitude: 127.0575, region2Depth: '성동구' };
  const south = { latitude: 37.5405, longitude: 127.055, region2Depth: '성동구' };

  it('shows the picked state and the three feature flags on single markers', async () => {
    answerMap([
      searchItem({
        id: 1,
        title: '픽한 팝업 하나',
        pickId: 77,
        hasBenefit: true,
        hasQueueConfig: true,
        hasPreReservation: true,
        area: here,
      }),
      searchItem({ id: 2, title: '평범한 팝업', area: north }),
      searchItem({ id: 3, title: '웨이팅 팝업', hasQueueConfig: true, area: south }),
    ]);
    renderMap(zoomedIn);

    const picked = await screen.findByRole(
      'button',
      { name: '픽한 팝업 하나, 픽한 팝업, 혜택, 현장 대기, 사전예약' },
      LAZY,
    );
    expect(picked).toHaveAttribute('data-picked', 'true');
    expect(picked.querySelector('[data-testid="picked-heart"]')).not.toBeNull();
    expect([...picked.querySelectorAll('[data-flag]')].map((el) => el.getAttribute('data-flag'))).toEqual([
      'benefit',
      'waiting',
      'preReservation',
    ]);

    const plain = screen.getByRole('button', { name: '평범한 팝업' });
    expect(plain).toHaveAttribute('data-picked', 'false');
    expect(plain.querySelectorAll('[data-flag]')).toHaveLength(0);
    expect(plain.querySelector('[data-testid="picked-heart"]')).toBeNull();

    const waiting = screen.getByRole('button', { name: '웨이팅 팝업, 현장 대기' });
    expect([...waiting.querySelectorAll('[data-flag]')].map((el) => el.getAttribute('data-flag'))).toEqual(['waiting']);
    expect(picked).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a card for the tapped pop-up; Escape and the close button close it, focus returns', async () => {
    answerMap([
      searchItem({ id: 12, title: '말차 디저트 팝업', pickId: 5, hasBenefit: true, area: here }),
      searchItem({ id: 40, type: 'PARTNER', title: '패스 제휴 팝업', closeDate: null, file: null, area: north }),
    ]);
    renderMap(zoomedIn);

    const marker = await screen.findByRole('button', { name: /^말차 디저트 팝업/ }, LAZY);
    await userEvent.click(marker);
    const card = screen.getByRole('dialog', { name: '말차 디저트 팝업' });
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    expect(marker).toHaveAttribute('aria-controls', card.id);
    expect(within(card).getByRole('heading', { name: '말차 디저트 팝업' })).toHaveFocus();
    expect(within(card).getByText('성동구')).toBeInTheDocument();
    expect(within(card).getByText('2026.11.10 ~ 2026.11.30')).toBeInTheDocument();
    const features = within(card).getByRole('list', { name: t.features });
    expect(within(features).getByText(t.picked)).toBeInTheDocument();
    expect(within(features).getByText(t.flags.benefit)).toBeInTheDocument();
    expect(within(features).queryByText(t.flags.waiting)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /자세히 보기/ })).toHaveAttribute('href', '/popup/12');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marker).toHaveFocus();
    expect(marker).toHaveAttribute('aria-expanded', 'false');

    // A pass pop-up links to its pass page; no close date reads 'to be announced'.
    await userEvent.click(screen.getByRole('button', { name: '패스 제휴 팝업' }));
    const passCard = screen.getByRole('dialog', { name: '패스 제휴 팝업' });
    expect(within(passCard).getByRole('link', { name: /자세히 보기/ })).toHaveAttribute('href', '/pass/popups/40');
    expect(within(passCard).getByText(/~ 추후 공지/)).toBeInTheDocument();
    expect(within(passCard).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(within(passCard).getByRole('button', { name: ko.common.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '패스 제휴 팝업' })).toHaveFocus();
  });
});

describe("MapSearch: 'my location'", () => {
  function mockGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  }

  it('tells the visitor when location is denied or unavailable', async () => {
    answerMap(seongsu);
    renderMap();
    await screen.findByRole('button', { name: /모음/ }, LAZY);
    const button = screen.getByRole('button', { name: t.myLocation });

    mockGeolocation((_ok, fail) => fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    await userEvent.click(button);
    expect(await screen.findByText(ko.geolocation.denied)).toBeInTheDocument();

    mockGeolocation((_ok, fail) => fail?.({ code: 3, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    await userEvent.click(button);
    expect(await screen.findByText(ko.geolocation.unavailable)).toBeInTheDocument();

    // No Geolocation API at all.
    Reflect.deleteProperty(navigator, 'geolocation');
    act(() => useToastStore.setState({ toasts: [] }));
    await userEvent.click(button);
    expect(await screen.findByText(ko.geolocation.unavailable)).toBeInTheDocument();
    expect(map().flyTo).not.toHaveBeenCalled();
  });

  it('flies to the position, shows it and searches there', async () => {
    const queries = answerMap(seongsu);
    renderMap();
    await screen.findByRole('button', { name: /모음/ }, LAZY);
    mockGeolocation((success) => success({ coords: { latitude: 37.5115, longitude: 127.098 } } as GeolocationPosition));
    await userEvent.click(screen.getByRole('button', { name: t.myLocation }));
    await waitFor(() => expect(map().flyTo).toHaveBeenCalled());
    expect(map().flyTo.mock.calls[0][0]).toMatchObject({ center: [127.098, 37.5115], zoom: 15 });
    expect(screen.getByRole('img', { name: t.myPosition })).toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Number(queries[1].get('swLat'))).toBeCloseTo(37.5065, 4);
    expect(screen.queryByRole('button', { name: t.searchHere })).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
