import { expect, test, type APIRequestContext } from './fixtures/test';
import {
  checkArticleJsonLd,
  checkEventJsonLd,
  isArticleNode,
  isEventNode,
  jsonLdNodes,
} from '../lib/seo/json-ld-rules';

/**
 * What a crawler gets, over the whole seeded site: the sitemap index and its children, then
 * every pop-up, pass pop-up and magazine page in all four languages, checked for complete
 * structured data (lib/seo/json-ld-rules.ts), canonical and hreflang links, social tags and
 * an honest <html lang>. No browser: plain HTTP with a crawler's User-Agent, as Googlebot
 * fetches (Next then puts all metadata in <head>).
 *
 * Seed facts (server/db/seed): 84 public spots, spots 85 and 86 soft-deleted, magazine posts
 * with every block type, some pop-ups without an entry fee or organizer.
 */

const CRAWLER = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
const LANGS = ['ko', 'en', 'ja', 'zh'] as const;
type Lang = (typeof LANGS)[number];

/** Path and query of an absolute sitemap URL: the server's PUBLIC_BASE_URL may differ from baseURL. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

function langOfPath(path: string): Lang {
  const first = path.split('/')[1];
  return (LANGS as readonly string[]).includes(first) ? (first as Lang) : 'ko';
}

/** The page without its language prefix: /en/popup/3 -> /popup/3. */
function basePath(path: string): string {
  const lang = langOfPath(path);
  if (lang === 'ko') return path;
  const rest = path.slice(lang.length + 1);
  return rest || '/';
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

function tags(html: string, element: 'link' | 'meta'): string[] {
  return [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
}

function metaContent(html: string, key: string): string | null {
  const tag = tags(html, 'meta').find((t) => attr(t, 'property') === key || attr(t, 'name') === key);
  return tag ? attr(tag, 'content') : null;
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) =>
    JSON.parse(m[1]),
  );
}

/** Runs `work` over `items`, at most `limit` at a time (the server has two cores). */
async function mapLimit<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

type SpotFacts = {
  type: string;
  entryFee: number | null;
  organizer: { name: string } | null;
  closeDate: string | null;
  content: string | null;
  website: Record<string, string>;
};

async function spotFacts(request: APIRequestContext, id: number): Promise<SpotFacts> {
  const res = await request.get(`/api/v1/spots/${id}`);
  expect(res.status(), `spot ${id}`).toBe(200);
  return (await res.json()).data;
}

/**
 * Recommended Event properties a page may lack because the seeded pop-up has no such
 * fact; anything else missing is a defect. Spots never have performers.
 */
function allowedMissingEvent(facts: SpotFacts): Set<string> {
  const allowed = new Set(['performer', 'performer.name']);
  if (facts.entryFee === null) {
    for (const p of ['offers', 'offers.url', 'offers.price', 'offers.priceCurrency', 'offers.availability'])
      allowed.add(p);
    allowed.add('offers.validFrom');
  }
  if (!facts.organizer) ['organizer', 'organizer.name', 'organizer.url'].forEach((p) => allowed.add(p));
  if (!facts.website.WEB || !/^https?:\/\//.test(facts.website.WEB)) allowed.add('organizer.url');
  if (!facts.closeDate) allowed.add('endDate');
  if (!facts.content?.replace(/<[^>]*>/g, '').trim()) allowed.add('description');
  return allowed;
}

/** Article pages must be complete; the author's URL is optional in Google's list. */
const ALLOWED_MISSING_ARTICLE = new Set(['author.url']);

async function sitemapUrls(request: APIRequestContext): Promise<{ files: string[]; urls: string[] }> {
  const index = await request.get('/sitemap.xml', { headers: CRAWLER });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  const files = locs(indexXml).map(pathOf);
  const urls: string[] = [];
  for (const file of files) {
    const res = await request.get(file, { headers: CRAWLER });
    expect(res.status(), file).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<urlset');
    urls.push(...locs(xml).map(pathOf));
  }
  return { files, urls };
}

test('the sitemap index lists child sitemaps that cover every kind of public page', async ({ request }) => {
  const { files, urls } = await sitemapUrls(request);
  expect(files).toContain('/sitemap/static.xml');
  expect(files.some((f) => /^\/sitemap\/popups-1\.xml$/.test(f))).toBe(true);
  expect(files.some((f) => /^\/sitemap\/pass-popups-1\.xml$/.test(f))).toBe(true);
  expect(files.some((f) => /^\/sitemap\/magazine-1\.xml$/.test(f))).toBe(true);
  for (const path of ['/', '/en/popup/list', '/ja/magazine', '/zh/pass/partners', '/notice']) {
    expect(urls).toContain(path);
  }
  // Deleted pop-ups are not listed.
  for (const id of [85, 86]) {
    for (const lang of LANGS) expect(urls).not.toContain(lang === 'ko' ? `/popup/${id}` : `/${lang}/popup/${id}`);
  }
  // Every page in all four languages.
  const bases = new Set(urls.map(basePath));
  for (const base of bases) {
    for (const lang of LANGS) expect(urls).toContain(lang === 'ko' ? base : `/${lang}${base === '/' ? '' : base}`);
  }
});

test('every pop-up, pass pop-up and magazine page has complete JSON-LD, canonical, hreflang and social tags', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const { urls } = await sitemapUrls(request);
  const pages = urls.filter((path) => /^\/(?:popup|pass\/popups)\/\d+$|^\/\d+$/.test(basePath(path)));
  expect(pages.filter((p) => /\/popup\/\d+$/.test(p)).length).toBeGreaterThan(0);
  expect(pages.filter((p) => /\/pass\/popups\/\d+$/.test(p)).length).toBeGreaterThan(0);
  expect(pages.filter((p) => /^\/\d+$/.test(basePath(p))).length).toBeGreaterThan(0);

  const facts = new Map<number, Promise<SpotFacts>>();
  const factsOf = (id: number) => {
    if (!facts.has(id)) facts.set(id, spotFacts(request, id));
    return facts.get(id)!;
  };
  const failures: string[] = [];
  const fail = (path: string, message: string): void => {
    failures.push(`${path}: ${message}`);
  };

  await mapLimit(pages, 4, async (path) => {
    const res = await request.get(path, { headers: CRAWLER, maxRedirects: 0 });
    if (res.status() !== 200) return fail(path, `status ${res.status()}`);
    const html = await res.text();
    const lang = langOfPath(path);
    const base = basePath(path);

    const htmlLang = /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1];
    if (htmlLang !== lang) fail(path, `<html lang="${htmlLang}">`);

    const links = tags(html, 'link');
    const canonical = links.find((t) => attr(t, 'rel') === 'canonical');
    if (!canonical || pathOf(attr(canonical, 'href') ?? 'http://x/none') !== path)
      fail(path, `canonical ${canonical ? attr(canonical, 'href') : 'missing'}`);
    const alternates = new Map(
      links
        .filter((t) => attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
        .map((t) => [attr(t, 'hreflang')!, pathOf(attr(t, 'href') ?? 'http://x/none')]),
    );
    for (const code of [...LANGS, 'x-default']) {
      const expected = code === 'ko' || code === 'x-default' ? base : `/${code}${base}`;
      if (alternates.get(code) !== expected) fail(path, `hreflang ${code} = ${alternates.get(code)}`);
    }
    if (!metaContent(html, 'og:image')) fail(path, 'no og:image');
    if (!metaContent(html, 'og:title')) fail(path, 'no og:title');
    if (metaContent(html, 'twitter:card') !== 'summary_large_image')
      fail(path, `twitter:card ${metaContent(html, 'twitter:card')}`);
    if (/<meta[^>]*name="robots"[^>]*noindex/i.test(html)) fail(path, 'noindex on a listed page');

    const nodes = jsonLdNodes(jsonLdOf(html));
    if (/^\/\d+$/.test(base)) {
      const article = nodes.find(isArticleNode);
      if (!article) return fail(path, 'no Article JSON-LD');
      const check = checkArticleJsonLd(article);
      if (check.missingRequired.length) fail(path, `Article missing ${check.missingRequired.join(', ')}`);
      const extra = check.missingRecommended.filter((p) => !ALLOWED_MISSING_ARTICLE.has(p));
      if (extra.length) fail(path, `Article missing recommended ${extra.join(', ')}`);
      if (check.invalid.length) fail(path, `Article invalid ${check.invalid.join(', ')}`);
      return;
    }
    const event = nodes.find(isEventNode);
    if (!event) return fail(path, 'no Event JSON-LD');
    const id = Number(base.split('/').pop());
    const spot = await factsOf(id);
    if (base.startsWith('/pass/') !== (spot.type === 'PARTNER')) fail(path, `spot type ${spot.type} on this path`);
    const check = checkEventJsonLd(event);
    if (check.missingRequired.length) fail(path, `Event missing ${check.missingRequired.join(', ')}`);
    const allowed = allowedMissingEvent(spot);
    const extra = check.missingRecommended.filter((p) => !allowed.has(p));
    if (extra.length) fail(path, `Event missing recommended ${extra.join(', ')}`);
    if (check.invalid.length) fail(path, `Event invalid ${check.invalid.join(', ')}`);
    if (typeof event.url === 'string' && pathOf(event.url) !== path) fail(path, `Event url ${event.url}`);
  });

  expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
});

/**
 * Link texts Lighthouse's link-text audit calls non-descriptive (lighthouse 12.8.2,
 * core/audits/seo/link-text.js: its en, ja and ko lists; it has none for zh). Matched as the
 * whole text of a link, trimmed and lower-cased, in any language, as Lighthouse does when a
 * link's language is unknown.
 */
const NON_DESCRIPTIVE_LINK_TEXTS = new Set([
  ...['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info'],
  ...['more information', 'right here', 'read more', 'see more', 'start', 'this'],
  ...['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示'],
  ...['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기'],
]);

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * What Lighthouse's SEO audits read from a page, checked on the server's HTML of every page the
 * sitemap lists but the pop-up and magazine pages (the test above covers their head; here one
 * of each): status 200, indexable, a title and a description, <html lang>, canonical and
 * hreflang, links with descriptive text and a crawlable href, images with alt; and the share
 * tags (og:title, og:url, a large card only with a picture). The bench's seo
 * section (`npm run bench -- --only=seo`) runs Lighthouse itself; this is its quick stand-in.
 */
test("every listed page answers what Lighthouse's SEO audits check", async ({ request }) => {
  test.setTimeout(300_000);
  const { urls } = await sitemapUrls(request);
  const content = /^\/(?:popup|pass\/popups)\/\d+$|^\/\d+$/;
  const firstOfKind = (kind: RegExp) => urls.find((path) => kind.test(basePath(path)))!;
  const samples = [/^\/popup\/\d+$/, /^\/pass\/popups\/\d+$/, /^\/\d+$/].map((kind) => basePath(firstOfKind(kind)));
  const pages = urls.filter((path) => !content.test(basePath(path)) || samples.includes(basePath(path)));
  for (const path of ['/', '/zh/notice', '/en/pass/partners', '/ja/terms/service']) expect(pages).toContain(path);
  expect(pages.some((p) => /^\/notice\/\d+$/.test(p))).toBe(true);
  expect(pages.some((p) => /^\/ja\/pass\/partners\/\d+$/.test(p))).toBe(true);

  const failures: string[] = [];
  const fail = (path: string, message: string): void => {
    failures.push(`${path}: ${message}`);
  };
  await mapLimit(pages, 4, async (path) => {
    const res = await request.get(path, { headers: CRAWLER, maxRedirects: 0 });
    if (res.status() !== 200) return fail(path, `status ${res.status()}`);
    if (/noindex/i.test(res.headers()['x-robots-tag'] ?? '')) fail(path, 'X-Robots-Tag noindex');
    const html = await res.text();
    const lang = langOfPath(path);
    const base = basePath(path);
    const head = html.slice(0, html.indexOf('</head>'));

    const htmlLang = /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1];
    if (htmlLang !== lang) fail(path, `<html lang="${htmlLang}">`);
    if (!/<title>[^<]*\S[^<]*<\/title>/.test(head)) fail(path, 'no <title>');
    if (!metaContent(head, 'description')?.trim()) fail(path, 'no meta description');
    if (/<meta[^>]*name="robots"[^>]*noindex/i.test(head)) fail(path, 'noindex on a listed page');

    const links = tags(head, 'link');
    const canonicals = links.filter((t) => attr(t, 'rel') === 'canonical');
    if (
      canonicals.length !== 1 ||
      pathOf(attr(canonicals[0], 'href') ?? 'http://x/none').replace(/\/$/, '') !== path.replace(/\/$/, '')
    )
      fail(path, `canonical ${canonicals.map((t) => attr(t, 'href')).join(', ') || 'missing'}`);
    const alternates = new Map(
      links
        .filter((t) => attr(t, 'rel') === 'alternate' && attr(t, 'hreflang'))
        .map((t) => [attr(t, 'hreflang')!, pathOf(attr(t, 'href') ?? 'http://x/none')]),
    );
    for (const code of [...LANGS, 'x-default']) {
      const expected = code === 'ko' || code === 'x-default' ? base : `/${code}${base === '/' ? '' : base}`;
      if (alternates.get(code) !== expected) fail(path, `hreflang ${code} = ${alternates.get(code)}`);
    }
    // A shared link previews as this page, in its language, with a card that fits what it has.
    if (!metaContent(head, 'og:title')) fail(path, 'no og:title');
    const ogUrl = metaContent(head, 'og:url');
    if (!ogUrl || pathOf(ogUrl).replace(/\/$/, '') !== path.replace(/\/$/, '')) fail(path, `og:url ${ogUrl}`);
    const ogLocale = metaContent(head, 'og:locale');
    if (ogLocale?.split('_')[0] !== lang) fail(path, `og:locale ${ogLocale}`);
    const card = metaContent(head, 'twitter:card');
    if (card !== (metaContent(head, 'og:image') ? 'summary_large_image' : 'summary'))
      fail(path, `twitter:card ${card}`);

    const body = html.slice(html.indexOf('<body'));
    for (const [, attrs, inner] of body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
      const tag = `<a${attrs}>`;
      const href = attr(tag, 'href');
      if (attr(tag, 'role') || href === null) continue;
      const text = decodeEntities(inner.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      if (href.trim() === '' || /^\s*(?:javascript|file):/i.test(href)) fail(path, `uncrawlable link ${tag}`);
      else if (NON_DESCRIPTIVE_LINK_TEXTS.has(text.toLowerCase()) && !/\bnofollow\b/.test(attr(tag, 'rel') ?? ''))
        fail(path, `link text "${text}" (${href})`);
    }
    for (const [img] of body.matchAll(/<img\b[^>]*>/gi)) {
      const decorative = /\saria-hidden="true"|\srole="(?:presentation|none)"/.test(img);
      if (attr(img, 'alt') === null && !decorative) fail(path, `image without alt ${img.slice(0, 120)}`);
    }
  });

  expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
});

test('robots.txt opens public pages, closes user areas and names the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ['/api/', '/mypage', '/history/', '/login', '/waiting', '/community/chat', '/en/mypage']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test('unknown pop-ups are 404; deleted ones say noindex; generated images answer', async ({ request }) => {
  for (const path of ['/popup/987654', '/en/popup/987654', '/popup/abc']) {
    expect((await request.get(path, { headers: CRAWLER })).status(), path).toBe(404);
  }
  for (const id of [85, 86]) {
    const res = await request.get(`/popup/${id}`, { headers: CRAWLER });
    // The page can only render the 'deleted content' dialog with 200; noindex keeps it out of search.
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex, nofollow"/i);
    expect(html).not.toContain('application/ld+json');
  }
  expect((await request.get('/sitemap/popups-999.xml')).status()).toBe(404);

  const { urls } = await sitemapUrls(request);
  const popupId = Number(
    urls
      .find((u) => /^\/popup\/\d+$/.test(u))!
      .split('/')
      .pop(),
  );
  const image = await request.get(`/og/popup/${popupId}?lang=ja`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toContain('public');
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
  expect((await request.get('/og/popup/85')).status()).toBe(404);
  expect((await request.get('/og/magazine/987654')).status()).toBe(404);
});

test('private pages are titled in their language and kept out of search', async ({ page, signIn }) => {
  await signIn();
  for (const [path, title] of [
    ['/mypage', '마이페이지'],
    ['/notifications', '알림'],
    ['/en/mypage', 'My page'],
    ['/en/notifications', 'Notifications'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex, nofollow"/i);
    expect(html, path).toContain(`<title>${title} | Popspot</title>`);
  }
});
