// Copies maplibre-gl's web worker into public/ (run by npm's postinstall).
//
// maplibre-gl 6 starts its worker from a URL next to its own module file. Once Next has
// bundled the library that URL points into .next/static chunks where no worker exists
// ("Worker failed to load"), so the map sets the worker URL to /maplibre-gl-worker.mjs
// (components/shared/map/load-maplibre.ts) and this script puts the matching file there. It is
// copied rather than committed so that it always matches the installed version.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
const target = path.join(root, 'public/maplibre-gl-worker.mjs');

if (!existsSync(source)) {
  // A production install without the map (or a partial install) must not fail on this.
  console.warn(`copy-maplibre-worker: ${path.relative(root, source)} not found, skipped`);
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
  console.log(`copy-maplibre-worker: ${path.relative(root, target)}`);
}
