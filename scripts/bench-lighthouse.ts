/**
 * `npm run bench -- --only=lighthouse`: Lighthouse (the npm package, performance category only)
 * with its default mobile settings (a Moto G Power-sized screen, simulated slow 4G and 4x CPU
 * slowdown) driving Debian's Chromium through chrome-launcher, on the public pages, each
 * visited once first so it is served from the cache. Three runs per page; the median of each
 * figure. Only the bench uses Lighthouse, never the test path.
 * Targets (issue 10): performance at least 95, LCP under 2.0 s, TBT under 150 ms, CLS under 0.05.
 * BENCH_LIGHTHOUSE_RUNS changes the number of runs; CHROME_PATH the browser (/usr/bin/chromium).
 * A machine without a Korean font (Debian: fonts-noto-cjk) makes Chromium look up a fallback
 * for every Hangul run, which multiplies layout time far beyond a phone's: the bench says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, median, printTable, type SeededApp, type SummaryRow } from './bench-app';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = { score: 95, lcpMs: 2_000, tbtMs: 150, cls: 0.05 };

type Run = { score: number; lcp: number; tbt: number; cls: number; cpu: number; warnings: string[] };

export async function benchLighthouse(app: SeededApp): Promise<SummaryRow[]> {
  if (!existsSync(CHROME_PATH)) {
    console.log(
      `\n[bench:lighthouse] skipped: no browser at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`,
    );
    return [{ section: 'lighthouse', what: 'skipped', value: `no ${CHROME_PATH}` }];
  }
  const pages = [
    { name: '/popup/{id}', path: `/popup/${app.spotId}` },
    { name: '/popup/list', path: '/popup/list' },
    { name: '/ (home)', path: '/' },
    { name: '/magazine', path: '/magazine' },
  ];
  console.log(
    `\n[bench:lighthouse] mobile defaults (simulated throttling), performance only, ${RUNS} runs per page, medians; ${CHROME_PATH}`,
  );
  const koreanFonts = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (!koreanFonts) {
    console.log(
      '[bench:lighthouse] warning: no Korean font on this machine (apt-get install fonts-noto-cjk); layouts will cost far more than on a phone',
    );
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const results: { name: string; runs: Run[] }[] = [];
  try {
    for (const page of pages) {
      const url = `${app.base}${page.path}`;
      await (await fetch(url)).arrayBuffer(); // into the cache
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
          // Lighthouse's measure of this machine's CPU (its 4x slowdown is applied on top).
          cpu: lhr.environment.benchmarkIndex,
          warnings: lhr.runWarnings.map(String),
        });
      }
      console.log(
        `[bench:lighthouse] ${page.name}: scores ${runs.map((r) => r.score).join(', ')} (CPU benchmark index ${runs.map((r) => Math.round(r.cpu)).join(', ')})`,
      );
      for (const w of new Set(runs.flatMap((r) => r.warnings))) console.log(`    warning: ${w}`);
      results.push({ name: page.name, runs });
    }
  } finally {
    await chrome.kill();
  }

  const rows: string[][] = [];
  const summary: SummaryRow[] = [];
  for (const { name, runs } of results) {
    const m = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
    };
    const met = {
      score: m.score >= TARGET.score,
      lcp: m.lcp < TARGET.lcpMs,
      tbt: m.tbt < TARGET.tbtMs,
      cls: m.cls < TARGET.cls,
    };
    const all = met.score && met.lcp && met.tbt && met.cls;
    const mark = (ok: boolean) => (ok ? '' : ' !');
    rows.push([
      name,
      `${m.score}${mark(met.score)}`,
      `${(m.lcp / 1000).toFixed(2)} s${mark(met.lcp)}`,
      `${m.tbt.toFixed(0)} ms${mark(met.tbt)}`,
      `${m.cls.toFixed(3)}${mark(met.cls)}`,
      fmt.mark(all),
    ]);
    summary.push({
      section: 'lighthouse',
      what: `${name}: score, LCP, TBT, CLS`,
      value: `${m.score}, ${(m.lcp / 1000).toFixed(2)} s, ${m.tbt.toFixed(0)} ms, ${m.cls.toFixed(3)}`,
      target: `≥${TARGET.score}, <${TARGET.lcpMs / 1000} s, <${TARGET.tbtMs} ms, <${TARGET.cls}`,
      met: all,
    });
  }
  console.log('');
  printTable(['page (median of ' + RUNS + ')', 'performance', 'LCP', 'TBT', 'CLS', ''], rows, 'lrrrrl');
  console.log(
    `targets: performance ≥${TARGET.score}, LCP <${TARGET.lcpMs / 1000} s, TBT <${TARGET.tbtMs} ms, CLS <${TARGET.cls} (! marks a miss)`,
  );
  return summary;
}
