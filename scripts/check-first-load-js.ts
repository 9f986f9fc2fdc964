/**
 * Fails (exit 1) when a route's first-load JavaScript is over its budget
 * (scripts/first-load-js.ts). Run by scripts/test.sh right after `next build`: a size check
 * on the build's output, not a timed test.
 */
import path from 'node:path';
import { FIRST_LOAD_BUDGETS_KIB, firstLoadJs, readRouteStats } from './first-load-js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const stats = readRouteStats(root);
if (!stats) {
  console.error('.next/diagnostics/route-bundle-stats.json is missing: run `npx next build` first');
  process.exit(1);
}

let over = 0;
console.log('first-load JavaScript (KiB gzip -9) against its budget');
for (const [route, budget] of Object.entries(FIRST_LOAD_BUDGETS_KIB)) {
  const entry = stats.find((candidate) => candidate.route === route);
  if (!entry) {
    console.error(`${route}: not in the build (renamed? update scripts/first-load-js.ts)`);
    over += 1;
    continue;
  }
  const { kib } = firstLoadJs(root, entry);
  const fits = kib <= budget;
  if (!fits) over += 1;
  console.log(`${fits ? 'ok  ' : 'OVER'} ${route.padEnd(28)} ${kib.toFixed(1).padStart(6)} / ${budget}`);
}
if (over > 0) {
  console.error(`\n${over} route(s) over budget: see docs/decisions/028-less-javascript.md for what each page loads`);
  process.exit(1);
}
