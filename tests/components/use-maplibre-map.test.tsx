import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Maplibre } from '@/components/shared/map/use-maplibre-map';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ko from '@/locales/ko.json';
import { FakeEvented } from '../utils/fake-evented';
import { server } from '../utils/msw-server';

/** A vector style as a tile host serves it: a street-name label and a road-number shield. */
const STYLE = {
  version: 8,
  sources: {},
  layers: [
    { id: 'road_label', type: 'symbol', source: 'openmaptiles', layout: { 'text-field': '{name}' } },
    { id: 'highway-shield', type: 'symbol', source: 'openmaptiles', layout: { 'text-field': '{ref}' } },
  ],
};

/** The style's host, at the network edge. */
function serveStyle(url: string, style: typeof STYLE) {
  server.use(http.get(url, () => HttpResponse.json(style)));
}

// maplibre needs WebGL: at the module edge it is a recording stand-in (fakeMaplibreModule,
// below). It runs when the module is first imported, so `imports` tells whether (and when)
// the library was fetched; `gate` holds the import back, like a slow network; `failImport`
// makes the fetch fail, like a chunk that cannot be loaded.
const state = {
  imports: 0,
  failImport: false,
  /** Set to make the Map constructor throw, as maplibre does without WebGL. */
  failStart: false,
  gate: Promise.resolve() as Promise<void>,
  maps: [] as FakeMap[],
  markers: [] as FakeMarker[],
  setWorkerUrl: (_url: string) => {},
};

class FakeMap extends FakeEvented {
  controls: { control: unknown; position: string }[] = [];
  touchZoomRotate = { disableRotation: () => {} };
  removed = 0;
  styles: unknown[] = [];
  constructor(public options: Record<string, unknown>) {
    super();
    if (state.failStart) throw new Error('Failed to initialize WebGL');
    state.maps.push(this);
  }
  addControl(control: unknown, position: string) {
    this.controls.push({ control, position });
    return this;
  }
  setStyle(style: unknown) {
    this.styles.push(style);
    return this;
  }
  remove() {
    this.removed += 1;
  }
}

class FakeMarker {
  lngLats: [number, number][] = [];
  added: FakeMap | null = null;
  removed = 0;
  constructor(public options: { element: HTMLElement; anchor: string }) {
    state.markers.push(this);
  }
  setLngLat(lngLat: [number, number]) {
    this.lngLats.push(lngLat);
    return this;
  }
  /** Into the map's container, as maplibre does, so the content is in the document. */
  addTo(map: FakeMap) {
    this.added = map;
    (map.options.container as HTMLElement | undefined)?.appendChild(this.options.element);
    return this;
  }
  remove() {
    this.removed += 1;
    this.options.element.remove();
  }
}

class NavigationControl {
  constructor(public options: unknown) {}
}

class AttributionControl {
  constructor(public options: unknown) {}
}

/** The stand-in module; registered anew for each test's fresh module graph. */
async function fakeMaplibreModule() {
  state.imports += 1;
  await state.gate;
  if (state.failImport) throw new Error('Loading chunk failed');
  return {
    maplibre: {
      Map: FakeMap,
      Marker: FakeMarker,
      NavigationControl,
      AttributionControl,
      getVersion: () => '6.17.0',
      setWorkerUrl: (url: string) => state.setWorkerUrl(url),
    },
  };
}

type HookModule = typeof import('@/components/shared/map/use-maplibre-map');
type MarkerModule = typeof import('@/components/ui/map-marker');
type IntlModule = typeof import('next-intl');
type Modules = { hook: HookModule; marker: MarkerModule; intl: IntlModule };

/**
 * Fresh modules per test: the hook keeps the loaded library for the whole page, so each
 * test starts from a page that has not loaded it yet. next-intl is re-imported with them
 * so the provider and the hook share one context.
 */
async function freshModules(): Promise<Modules> {
  vi.resetModules();
  vi.doMock('@/components/shared/map/load-maplibre', fakeMaplibreModule);
  const [hook, marker, intl] = await Promise.all([
    import('@/components/shared/map/use-maplibre-map'),
    import('@/components/ui/map-marker'),
    import('next-intl'),
  ]);
  return { hook, marker, intl };
}

let modules: Modules;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  Object.assign(state, { imports: 0, failImport: false, failStart: false, gate: Promise.resolve() });
  state.maps.length = 0;
  state.markers.length = 0;
  state.setWorkerUrl = vi.fn();
  // The hook notes failures with console.warn; the tests check them instead of printing.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  modules = await freshModules();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Providers({ children }: { children: ReactNode }) {
  const { NextIntlClientProvider } = modules.intl;
  return (
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      {children}
    </NextIntlClientProvider>
  );
}

type HarnessProps = { styleUrl?: string | null; name?: string };

/** A map as the app's maps use it, with its state in words. */
function Harness({ styleUrl = null, name = 'map' }: HarnessProps) {
  const { map, containerRef, status, basemapFailed } = modules.hook.useMaplibreMap({
    center: { latitude: 37.5418, longitude: 127.0563 },
    zoom: 14,
    minZoom: 6,
    maxZoom: 19,
    label: '성수 지도',
    styleUrl,
    controls: 'bottom-right',
    cooperativeGestures: true,
  });
  return (
    <section aria-label={name}>
      <div data-testid={`${name}-container`} ref={containerRef} />
      <p data-testid={`${name}-status`}>{status}</p>
      <p data-testid={`${name}-instance`}>{map ? 'map' : 'none'}</p>
      {basemapFailed ? <p>basemap failed</p> : null}
    </section>
  );
}

function renderHarness(props: HarnessProps = {}) {
  const view = render(<Harness {...props} />, { wrapper: Providers });
  return {
    ...view,
    rerenderWith: (next: HarnessProps) => view.rerender(<Harness {...next} />),
  };
}

const status = (name = 'map') => screen.getByTestId(`${name}-status`).textContent;
const instance = (name = 'map') => screen.getByTestId(`${name}-instance`).textContent;

/** Lets the dynamic import and the state updates after it settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('useMaplibreMap: loading the library', () => {
  it('fetches maplibre only when a map mounts, and reports loading until the map is drawn', async () => {
    const gate = deferred();
    state.gate = gate.promise;
    // The hook's module is loaded, the library is not.
    expect(state.imports).toBe(0);

    renderHarness();
    await settle();
    expect(state.imports).toBe(1);
    expect(status()).toBe('loading');
    expect(instance()).toBe('none');
    expect(state.maps).toHaveLength(0);

    gate.release();
    await settle();
    expect(state.maps).toHaveLength(1);
    expect(instance()).toBe('map');
    // The map exists, its first style has not loaded yet.
    expect(status()).toBe('loading');
    act(() => state.maps[0].fire('load'));
    expect(status()).toBe('ready');
  });

  it('points maplibre at the versioned worker in public/ once, however many maps start', async () => {
    render(
      <>
        <Harness name="first" />
        <Harness name="second" />
      </>,
      { wrapper: Providers },
    );
    await settle();
    expect(state.maps).toHaveLength(2);
    expect(state.imports).toBe(1);
    expect(state.setWorkerUrl).toHaveBeenCalledTimes(1);
    expect(state.setWorkerUrl).toHaveBeenCalledWith('/maplibre-gl-worker.mjs?v=6.17.0');
  });

  it('starts the map on the container with the project’s style, options and labels', async () => {
    renderHarness();
    await settle();
    const [map] = state.maps;
    expect(map.options.container).toBe(screen.getByTestId('map-container'));
    const { container: _container, ...options } = map.options;
    expect(options).toMatchObject({
      center: [127.0563, 37.5418],
      zoom: 14,
      minZoom: 6,
      maxZoom: 19,
      cooperativeGestures: true,
      dragRotate: false,
      pitchWithRotate: false,
      trackResize: true,
    });
    // No style configured: the request-free background-only style.
    const { FALLBACK_MAP_STYLE } = await import('@/lib/map-style');
    expect(map.options.style).toEqual(FALLBACK_MAP_STYLE);
    // maplibre's own labels in the page's language.
    expect(map.options.locale).toMatchObject({
      'Map.Title': '성수 지도',
      'NavigationControl.ZoomIn': ko.map.zoomIn,
      'NavigationControl.ZoomOut': ko.map.zoomOut,
      'CooperativeGesturesHandler.MobileHelpText': ko.map.gestureHelpMobile,
    });
    // Zoom buttons where the caller wants them, the attribution out of their way.
    expect(map.options.attributionControl).toBe(false);
    expect(map.controls).toHaveLength(2);
    expect(map.controls[0].control).toBeInstanceOf(NavigationControl);
    expect(map.controls[0].control).toMatchObject({ options: { showCompass: false } });
    expect(map.controls[0].position).toBe('bottom-right');
    expect(map.controls[1].control).toBeInstanceOf(AttributionControl);
    expect(map.controls[1].control).toMatchObject({ options: { compact: true } });
    expect(map.controls[1].position).toBe('bottom-left');
  });
});

describe('useMaplibreMap: clean-up', () => {
  it('removes the map when the component unmounts', async () => {
    const view = renderHarness();
    await settle();
    const [map] = state.maps;
    expect(map.removed).toBe(0);
    view.unmount();
    expect(map.removed).toBe(1);
  });

  it('starts no map when the component is gone before the library arrives', async () => {
    const gate = deferred();
    state.gate = gate.promise;
    const view = renderHarness();
    await settle();
    view.unmount();
    gate.release();
    await settle();
    expect(state.maps).toHaveLength(0);
  });

  it('replaces the map when the style changes', async () => {
    serveStyle('https://tiles.example.com/style.json', STYLE);
    const view = renderHarness({ styleUrl: null });
    await settle();
    view.rerenderWith({ styleUrl: 'https://tiles.example.com/style.json' });
    await settle();
    expect(state.maps).toHaveLength(2);
    expect(state.maps[0].removed).toBe(1);
    expect((state.maps[1].options.style as { layers: { id: string }[] }).layers[0].id).toBe('road_label');
    expect(instance()).toBe('map');
  });
});

describe('useMaplibreMap: errors', () => {
  it('fails when the library cannot be fetched, and the next map tries again', async () => {
    state.failImport = true;
    const view = renderHarness();
    await settle();
    expect(status()).toBe('failed');
    expect(instance()).toBe('none');
    expect(warn).toHaveBeenCalledWith('map: could not load maplibre', expect.any(Error));
    view.unmount();

    state.failImport = false;
    renderHarness();
    await settle();
    expect(state.imports).toBe(2);
    expect(instance()).toBe('map');
  });

  it('fails when maplibre refuses to start (no WebGL)', async () => {
    state.failStart = true;
    renderHarness();
    await settle();
    expect(status()).toBe('failed');
    expect(instance()).toBe('none');
    expect(warn).toHaveBeenCalledWith('map: could not start', expect.any(Error));
  });

  it('starts on the plain background, with the notice, when the configured style cannot be loaded', async () => {
    server.use(http.get('https://tiles.example.com/style.json', () => HttpResponse.error()));
    renderHarness({ styleUrl: 'https://tiles.example.com/style.json' });
    await settle();
    const [map] = state.maps;
    const { FALLBACK_MAP_STYLE } = await import('@/lib/map-style');
    expect(map.options.style).toEqual(FALLBACK_MAP_STYLE);
    expect(screen.getByText('basemap failed')).toBeInTheDocument();
    act(() => map.fire('load'));
    expect(status()).toBe('ready');

    // Later errors (a tile) are only noted: the map keeps its markers and its style.
    act(() => map.fire('error', { error: new Error('tile 404') }));
    expect(map.styles).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('map:', 'tile 404');
  });
});

describe('useMaplibreMap: the basemap', () => {
  it('shows the style’s street and place names in the page’s language, the local name where there is none', async () => {
    serveStyle('https://tiles.openfreemap.org/styles/liberty', STYLE);
    renderHarness({ styleUrl: 'https://tiles.openfreemap.org/styles/liberty' });
    await settle();
    const [map] = state.maps;
    const [road, shield] = (map.options.style as { layers: { layout: Record<string, unknown> }[] }).layers;
    expect(road.layout['text-field']).toEqual(['coalesce', ['get', 'name:ko'], ['get', 'name']]);
    expect(shield.layout['text-field']).toBe('{ref}');
  });

  it('says so when the basemap’s tiles cannot be loaded, and keeps the style and the map', async () => {
    serveStyle('https://tiles.openfreemap.org/styles/liberty', STYLE);
    renderHarness({ styleUrl: 'https://tiles.openfreemap.org/styles/liberty' });
    await settle();
    const [map] = state.maps;
    act(() => {
      map.fire('style.load');
      map.fire('load');
    });
    expect(status()).toBe('ready');
    expect(screen.queryByText('basemap failed')).not.toBeInTheDocument();

    // A tile of the style's vector source fails (offline, a blocked host).
    act(() => map.fire('error', { error: new Error('Failed to fetch'), sourceId: 'openmaptiles', tile: {} }));
    expect(screen.getByText('basemap failed')).toBeInTheDocument();
    expect(map.styles).toHaveLength(0);
    expect(status()).toBe('ready');
    expect(instance()).toBe('map');
  });
});

describe('MapMarker', () => {
  it('puts its content on the map at its position, moves without re-creating, and leaves on unmount', async () => {
    const { MapMarker } = modules.marker;
    const { maplibre } = (await import('@/components/shared/map/load-maplibre')) as unknown as { maplibre: Maplibre };
    const container = document.body.appendChild(document.createElement('div'));
    const map = new FakeMap({ container }) as unknown as MapLibreMap;
    const show = (at: { latitude: number; longitude: number }) => (
      <MapMarker map={map} maplibre={maplibre} at={at} anchor="bottom" className="z-[5]">
        <button type="button">성수 팝업</button>
      </MapMarker>
    );
    const view = render(show({ latitude: 37.5, longitude: 127.05 }));
    expect(state.markers).toHaveLength(1);
    const [marker] = state.markers;
    expect(marker.added).toBe(map);
    expect(marker.options.anchor).toBe('bottom');
    expect(marker.lngLats.at(-1)).toEqual([127.05, 37.5]);
    // The content is React's, inside the element maplibre positions.
    expect(marker.options.element).toContainElement(screen.getByRole('button', { name: '성수 팝업' }));
    expect(marker.options.element).toHaveClass('z-[5]');

    view.rerender(show({ latitude: 37.6, longitude: 127.1 }));
    expect(state.markers).toHaveLength(1);
    expect(marker.lngLats.at(-1)).toEqual([127.1, 37.6]);

    view.unmount();
    expect(marker.removed).toBe(1);
    expect(container).toBeEmptyDOMElement();
    container.remove();
  });
});
