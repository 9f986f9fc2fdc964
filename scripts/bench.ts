/**
 * npm run bench: how fast Popspot serves, section by section (issue 10). A benchmark, not a
 * test: it prints numbers and targets, and never fails on them (but seo, a yes-or-no check).
 *
 *   pages       static file vs cached public pages vs an API read, 20 connections (bench-pages.ts)
 *   load        200 connections on a pop-up page while polling /api/health (bench-load.ts)
 *   api-reads   the browser's public API reads, a new-keyword search and signed-in reads vs a static file (bench-api-reads.ts)
 *   lighthouse  Lighthouse mobile on four public pages, median of three (bench-lighthouse.ts)
 *   seo         Lighthouse's SEO category on every public page in all four languages (bench-seo.ts);
 *               the one section that fails (exit code 1) when a page misses its target
 *   js          first-load JavaScript per route against the budgets (bench-js.ts)
 *   api-scale   the API on PostgreSQL with one and two app processes (bench-api-scale.ts)
 *   search      search and map queries at 1,000 and 100,000 pop-ups, EXPLAIN (bench-search.ts)
 *   search-quality  the judged queries' recall@10 and MRR per language on the demo data
 *               (bench-search-quality.ts, scripts/search-judged-queries.ts)
 *   rush        a thousand joins of one waiting line at once, their live pages and staff calls (bench-rush.ts)
 *
 * `npm run bench` runs them all and ends with a summary; `npm run bench -- --only=pages` (or
 * `--only=pages,load`) runs some. pages, load, lighthouse and seo share one server: the built app
 * (`next build` first if there is none) on a fresh seeded PGlite (bench-app.ts).
 * Environment: BENCH_PORT (3310; api-scale uses the next two, rush the two after), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (20), and each section's own, listed in its file.
 */
import { benchApiReads } from './bench-api-reads';
import { benchApiScale } from './bench-api-scale';
import {
  fmt,
  printTable,
  runCleanups,
  startSeededApp,
  withCleanups,
  type SeededApp,
  type SummaryRow,
} from './bench-app';
import { benchJs } from './bench-js';
import { benchLighthouse } from './bench-lighthouse';
import { benchLoad } from './bench-load';
import { benchPages } from './bench-pages';
import { benchRush } from './bench-rush';
import { benchSearch } from './bench-search';
import { benchSearchQuality } from './bench-search-quality';
import { benchSeo } from './bench-seo';

type Section = {
  name: string;
  /** Uses the shared seeded app. */
  app?: boolean;
  run: (app: SeededApp) => Promise<SummaryRow[]> | SummaryRow[];
};

const SECTIONS: Section[] = [
  { name: 'pages', app: true, run: (app) => benchPages(app) },
  { name: 'load', app: true, run: (app) => benchLoad(app) },
  { name: 'api-reads', app: true, run: (app) => benchApiReads(app) },
  { name: 'lighthouse', app: true, run: (app) => benchLighthouse(app) },
  { name: 'seo', app: true, run: (app) => benchSeo(app) },
  { name: 'js', run: () => benchJs() },
  { name: 'api-scale', run: () => benchApiScale() },
  { name: 'search', run: () => benchSearch() },
  { name: 'search-quality', run: () => benchSearchQuality() },
  { name: 'rush', run: () => benchRush() },
];

function selected(): Section[] {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return SECTIONS;
  const names = only.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !SECTIONS.some((s) => s.name === n));
  if (unknown.length) {
    throw new Error(
      `--only takes ${SECTIONS.map((s) => s.name).join(', ')} (comma-separated); got ${unknown.join(', ')}`,
    );
  }
  return SECTIONS.filter((s) => names.includes(s.name));
}

async function main() {
  const sections = selected();
  let shared: SeededApp | undefined;
  const summary: SummaryRow[] = [];
  const started = Date.now();
  for (const [i, section] of sections.entries()) {
    if (section.app) shared ??= await startSeededApp();
    // What a section starts (servers, databases, directories) goes when it ends.
    summary.push(...(await withCleanups(() => section.run(shared!))));
    // The shared server stops once no later section needs it (it would compete for the cores).
    if (shared && !sections.slice(i + 1).some((s) => s.app)) {
      await shared.stop();
      shared = undefined;
    }
  }
  if (sections.length > 1) {
    console.log(
      `\nPopspot bench summary (${((Date.now() - started) / 60_000).toFixed(1)} min; numbers only, only seo fails)`,
    );
    printTable(
      ['section', 'measure', 'value', 'target', ''],
      summary.map((r) => [r.section, r.what, r.value, r.target ?? '', fmt.mark(r.met)]),
      'lllll',
    );
  }
}

let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    console.error(`\n[bench] ${signal}: stopping servers, dropping databases`);
    void runCleanups().finally(() => process.exit(130));
  });
}

main()
  .then(() => runCleanups())
  .catch(async (error) => {
    console.error(error);
    await runCleanups();
    process.exit(1);
  });
