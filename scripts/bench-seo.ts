/**
 * `npm run bench -- --only=seo`: Lighthouse's SEO category (the npm package, its default mobile
 * settings, as bench-lighthouse.ts) on every public page in all four languages: Korean unprefixed,
 * /en, /ja and /zh. One run per page (the SEO audits read the document, they do not time it).
 * Prints each page's score and the ids of its failing audits with the elements they name.
 * Target (issue 15): 100 on every indexable page. The sign-in page is noindex on purpose (robots.ts
 * disallows it and its metadata says `noindex`), so there the target is that `is-crawlable` is its
 * only failing audit.
 * Unlike the timed sections this one is a yes-or-no check: it sets a non-zero exit code when a page
 * misses, so `npm run bench -- --only=seo` can gate a change. CHROME_PATH as bench-lighthouse.ts;
 * BENCH_SEO_LOCALES (e.g. `ko,en`) and BENCH_SEO_PAGES (names or parts of them, e.g. `home,notice`)
 * narrow the run.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES, type Locale } from '../lib/locales';
import { localizedPath } from '../lib/seo/alternates';
import { printTable, type SeededApp, type SummaryRow } from './bench-app';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Page = {
  name: string;
  /** The Korean path; other languages get their prefix. */
  path: string;
  /** Not meant to be indexed: is-crawlable is expected to fail, nothing else. */
  noindex?: boolean;
};

type Result = { page: Page; lang: Locale; score: number; failing: string[]; details: string[] };

/** The first link on a list page whose path matches `pattern` (a content page the list leads to). */
async function firstLink(base: string, listPath: string, pattern: RegExp): Promise<string | undefined> {
  const html = await (await fetch(`${base}${listPath}`)).text();
  for (const [, href] of html.matchAll(/href="([^"?#]+)"/g)) if (pattern.test(href)) return href;
  return undefined;
}

/** The public pages (the sitemap's kinds, the list pages and sign-in), with a seeded item of each kind. */
async function publicPages(app: SeededApp): Promise<Page[]> {
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'popup list', path: '/popup/list' },
    { name: 'popup map', path: '/popup/map' },
    { name: 'popup detail', path: `/popup/${app.spotId}` },
    { name: 'magazine', path: '/magazine' },
    { name: 'magazine post', path: '' },
    { name: 'notices', path: '/notice' },
    { name: 'notice', path: '' },
    { name: 'pass', path: '/pass' },
    { name: 'pass popups', path: '/pass/popups' },
    { name: 'pass popup', path: '' },
    { name: 'partners', path: '/pass/partners' },
    { name: 'partner', path: '' },
    { name: 'community', path: '/community' },
    { name: 'terms', path: '/terms' },
    { name: 'terms document', path: '' },
    { name: 'login', path: '/login', noindex: true },
  ];
  const details: Record<string, [string, RegExp]> = {
    'magazine post': ['/magazine', /^\/\d+$/],
    notice: ['/notice', /^\/notice\/\d+$/],
    'pass popup': ['/pass/popups', /^\/pass\/popups\/\d+$/],
    partner: ['/pass/partners', /^\/pass\/partners\/\d+$/],
    'terms document': ['/terms', /^\/terms\/[a-z-]+$/],
  };
  for (const page of pages) {
    const found = details[page.name];
    if (!found) continue;
    const href = await firstLink(app.base, ...found);
    if (!href) throw new Error(`no ${page.name} linked from ${found[0]} in the seeded data`);
    page.path = href;
  }
  const only = process.env.BENCH_SEO_PAGES?.split(',').map((s) => s.trim());
  return only ? pages.filter((p) => only.some((o) => p.name.includes(o))) : pages;
}

/** A short line for an element an audit names. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const parts = [
    typeof item.href === 'string' ? item.href : undefined,
    typeof item.text === 'string' ? `"${item.text}"` : undefined,
    node?.snippet,
    typeof item.source === 'object' ? (item.source as { snippet?: string }).snippet : undefined,
    typeof item.source === 'string' ? item.source : undefined,
    typeof item.index === 'number' ? `line ${item.index}` : undefined,
    typeof item.message === 'string' ? item.message : undefined,
  ].filter(Boolean);
  return parts.join(' ').slice(0, 200);
}

export async function benchSeo(app: SeededApp): Promise<SummaryRow[]> {
  if (!existsSync(CHROME_PATH)) {
    console.log(`\n[bench:seo] skipped: no browser at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
    process.exitCode = 1;
    return [{ section: 'seo', what: 'skipped', value: `no ${CHROME_PATH}` }];
  }
  const locales = (process.env.BENCH_SEO_LOCALES?.split(',') ?? LOCALES).filter((l): l is Locale =>
    (LOCALES as readonly string[]).includes(l),
  );
  const pages = await publicPages(app);
  console.log(
    `\n[bench:seo] Lighthouse SEO, mobile defaults, ${pages.length} pages × ${locales.join(', ')}; ${CHROME_PATH}`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const results: Result[] = [];
  try {
    for (const page of pages) {
      for (const lang of locales) {
        const url = `${app.base}${localizedPath(page.path, lang)}`;
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const category = lhr.categories.seo;
        const failing: string[] = [];
        const details: string[] = [];
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          // An audit that could not run is a miss; manual (structured data) and not-applicable ones have no score.
          const errored = audit.scoreDisplayMode === 'error';
          if (!errored && (audit.score === null || audit.score >= 1)) continue;
          failing.push(ref.id);
          const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
          details.push(`${ref.id}: ${audit.errorMessage ?? audit.explanation ?? audit.displayValue ?? audit.title}`);
          for (const item of items.slice(0, 5)) details.push(`    ${describeItem(item)}`);
          if (items.length > 5) details.push(`    … ${items.length - 5} more`);
        }
        const score = Math.round((category.score ?? 0) * 100);
        results.push({ page, lang, score, failing, details });
        console.log(
          `[bench:seo] ${localizedPath(page.path, lang)}: ${score}${failing.length ? ` (${failing.join(', ')})` : ''}`,
        );
        for (const line of details) console.log(`    ${line}`);
      }
    }
  } finally {
    await chrome.kill();
  }

  const met = (r: Result) => (r.page.noindex ? r.failing.join() === 'is-crawlable' : r.score === 100);
  const cell = (r: Result | undefined) =>
    r ? `${r.score}${r.failing.length ? ` ${r.failing.join(',')}` : ''}${met(r) ? '' : ' !'}` : '';
  console.log('');
  printTable(
    ['page', ...locales],
    pages.map((page) => [
      page.name + (page.noindex ? ' (noindex)' : ''),
      ...locales.map((lang) => cell(results.find((r) => r.page === page && r.lang === lang))),
    ]),
    'l' + 'l'.repeat(locales.length),
  );
  const missed = results.filter((r) => !met(r));
  console.log(
    `target: SEO 100 on every indexable page; on noindex pages is-crawlable is the only failing audit (! marks a miss): ${
      missed.length ? `${missed.length} of ${results.length} missed` : `all ${results.length} met`
    }`,
  );
  if (missed.length) process.exitCode = 1;
  return [
    {
      section: 'seo',
      what: `Lighthouse SEO, ${pages.length} public pages × ${locales.length} languages`,
      value: `${results.length - missed.length} of ${results.length} at target (lowest ${Math.min(...results.map((r) => r.score))})`,
      target: '100 (noindex: is-crawlable only)',
      met: missed.length === 0,
    },
  ];
}
