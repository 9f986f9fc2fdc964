import * as maplibre from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';

/**
 * maplibre-gl, ready to use. This module is only reached through dynamic imports (the map
 * component is loaded with next/dynamic), so the library (about 1 MB) and its stylesheet
 * stay out of every page's first load.
 *
 * The worker: maplibre 6 looks for its worker next to its own module file, which after
 * bundling is a chunk URL where no worker exists ("Worker failed to load"). The postinstall
 * script copies the installed version's worker to public/, and the version query keeps a
 * browser from mixing a cached old worker with a new library.
 */
maplibre.setWorkerUrl(`/maplibre-gl-worker.mjs?v=${maplibre.getVersion()}`);

export { maplibre };
