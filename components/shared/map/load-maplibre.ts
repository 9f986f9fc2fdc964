import * as maplibre from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './map-controls.css';
import { pmtilesProtocol } from './map-pmtiles-protocol';

// Self-hosted PMTiles archives in a configured style (decision 053); the package itself is
// fetched only when a style asks for a pmtiles:// tile.
maplibre.addProtocol('pmtiles', pmtilesProtocol);

/**
 * maplibre-gl (about 1 MB) and its stylesheet, with the project's overrides after it. Only
 * `useMaplibreMap` (components/shared/map/use-maplibre-map.ts) reaches this module, through a dynamic
 * import, so none of it is ever part of a page's first load; the hook also points the
 * library at its worker before the first map starts.
 */
export { maplibre };
