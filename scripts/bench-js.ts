/**
 * `npm run bench -- --only=js`: every page route's first-load JavaScript from the last build
 * (scripts/first-load-js.ts: the files `next build` lists per route, gzip -9, KiB). Builds once
 * if there is no build. The budgets live in first-load-js.ts; `npm test` enforces them.
 */
import { ensureBuild, printTable, root, type SummaryRow } from './bench-app';
import { FIRST_LOAD_BUDGETS_KIB, firstLoadJs, readRouteStats } from './first-load-js';

/** The three pages go into the summary; the same pages at other addresses only into the table. */
const SUMMARY_NAMES: Record<string, string> = {
  '/[lang]/popup/[id]': 'detail',
  '/[lang]': 'home',
  '/[lang]/popup/list': 'list',
};

export function benchJs(): SummaryRow[] {
  ensureBuild();
  const stats = readRouteStats(root);
  if (!stats) {
    console.log('\n[bench:js] .next/diagnostics/route-bundle-stats.json is missing (run next build)');
    return [{ section: 'js', what: 'skipped', value: 'no route-bundle-stats.json' }];
  }
  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  for (const entry of [...stats].sort((a, b) => a.route.localeCompare(b.route))) {
    const js = firstLoadJs(root, entry);
    const budget = FIRST_LOAD_BUDGETS_KIB[entry.route];
    const met = budget === undefined ? undefined : js.kib <= budget;
    rows.push([entry.route, js.kib.toFixed(1), String(js.files), budget ? `≤${budget} ${met ? 'ok' : 'OVER'}` : '']);
    const name = SUMMARY_NAMES[entry.route];
    if (name && budget) {
      summary.push({ section: 'js', what: name, value: `${js.kib.toFixed(1)} KiB`, target: `≤${budget} KiB`, met });
    }
  }
  console.log('\n[bench:js] first-load JavaScript per route (KiB, gzip -9), from the last build');
  printTable(['route', 'KiB', 'files', 'budget'], rows, 'lrrl');
  return summary;
}
