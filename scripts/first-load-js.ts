/**
 * First-load JavaScript per route: the chunks `next build` lists for a route in
 * .next/diagnostics/route-bundle-stats.json, each gzipped at level 9 (what a CDN serves),
 * summed. `npm run bench -- --only=js` prints every route; scripts/check-first-load-js.ts
 * holds the routes below to their budgets in `npm test` (decision 028).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets (KiB gzip -9, first load), the one place they are set (issue 10). */
export const FIRST_LOAD_BUDGETS_KIB: Readonly<Record<string, number>> = {
  '/[lang]': 165,
  '/[lang]/popup/list': 165,
  // A filtered list: the same page, cached per filter set (decision 026).
  '/[lang]/popup/list/filtered/[query]': 165,
  '/[lang]/popup/[id]': 175,
  // The same pop-up detail on another tab, and at its pass address.
  '/[lang]/popup/[id]/tab/[tab]': 175,
  '/[lang]/pass/popups/[id]': 175,
  '/[lang]/pass/popups/[id]/tab/[tab]': 175,
};

export type RouteStats = { route: string; firstLoadChunkPaths?: string[] };

/** Next's per-route list of first-load chunks, or null before a build. */
export function readRouteStats(root: string): RouteStats[] | null {
  const statsPath = path.join(root, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(statsPath)) return null;
  return JSON.parse(readFileSync(statsPath, 'utf8')) as RouteStats[];
}

/** A route's first-load JavaScript in KiB, and how many files it is. */
export function firstLoadJs(root: string, entry: RouteStats): { kib: number; files: number } {
  const files = entry.firstLoadChunkPaths ?? [];
  let bytes = 0;
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) throw new Error(`${file} (listed for ${entry.route}) is missing: build again`);
    bytes += gzipSync(readFileSync(full), { level: 9 }).length;
  }
  return { kib: bytes / 1024, files: files.length };
}
