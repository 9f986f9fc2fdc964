/**
 * `npm run bench -- --only=js`: every page route's first-load JavaScript from the last build
 * (the files `next build` lists in `.next/diagnostics/route-bundle-stats.json`), gzip level 9
 * (what a CDN serves), in KiB. Builds once if there is no build.
 * Budgets (issue 10): the pop-up detail at most 175 KiB, home and the list at most 165.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, printTable, root, type SummaryRow } from './bench-app';

/** The three budgets go into the summary; the same pages at other addresses only into the table. */
const BUDGETS: Record<string, { name: string; kib: number; variant?: boolean }> = {
  '/[lang]/popup/[id]': { name: 'detail', kib: 175 },
  '/[lang]/popup/[id]/tab/[tab]': { name: 'detail (a tab)', kib: 175, variant: true },
  '/[lang]/pass/popups/[id]': { name: 'detail (pass)', kib: 175, variant: true },
  '/[lang]/pass/popups/[id]/tab/[tab]': { name: 'detail (pass, a tab)', kib: 175, variant: true },
  '/[lang]': { name: 'home', kib: 165 },
  '/[lang]/popup/list': { name: 'list', kib: 165 },
  '/[lang]/popup/list/filtered/[query]': { name: 'list (filtered)', kib: 165, variant: true },
};

type RouteStats = { route: string; firstLoadChunkPaths?: string[] };

function firstLoadJs(entry: RouteStats): { kib: number; files: number } {
  const files = entry.firstLoadChunkPaths ?? [];
  let bytes = 0;
  for (const f of files) {
    const p = path.join(root, f);
    if (existsSync(p)) bytes += gzipSync(readFileSync(p), { level: 9 }).length;
  }
  return { kib: bytes / 1024, files: files.length };
}

export function benchJs(): SummaryRow[] {
  ensureBuild();
  const statsPath = path.join(root, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(statsPath)) {
    console.log('\n[bench:js] .next/diagnostics/route-bundle-stats.json is missing (run next build)');
    return [{ section: 'js', what: 'skipped', value: 'no route-bundle-stats.json' }];
  }
  const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as RouteStats[];
  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  for (const entry of [...stats].sort((a, b) => a.route.localeCompare(b.route))) {
    const js = firstLoadJs(entry);
    const budget = BUDGETS[entry.route];
    const met = budget ? js.kib <= budget.kib : undefined;
    rows.push([
      entry.route,
      js.kib.toFixed(1),
      String(js.files),
      budget ? `${budget.name} ≤${budget.kib} ${met ? 'ok' : 'OVER'}` : '',
    ]);
    if (budget && !budget.variant) {
      summary.push({
        section: 'js',
        what: budget.name,
        value: `${js.kib.toFixed(1)} KiB`,
        target: `≤${budget.kib} KiB`,
        met,
      });
    }
  }
  console.log('\n[bench:js] first-load JavaScript per route (KiB, gzip -9), from the last build');
  printTable(['route', 'KiB', 'files', 'budget'], rows, 'lrrl');
  return summary;
}
