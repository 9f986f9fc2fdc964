import { describe, expect, it, vi } from 'vitest';
import { GET as childSitemap } from '@/app/sitemap/[name]/route';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import robots from '@/app/robots';
import { escapeXml, urlsetXml } from '@/lib/seo/sitemap-xml';
import { magazinePosts, notices } from '@/server/db/schema';
import { buildSitemapFile, buildSitemapIndex } from '@/server/services/seo/build-sitemap';
import { listStaticSitemapPages } from '@/server/services/seo/list-sitemap-entries';
import { insertPartner, insertSpot } from '../utils/fixtures';
import { setupTestApp } from '../utils/test-app';

// Outside Next there is no page cache: record what the routes attach to their cached answer.
const attached = vi.hoisted(() => [] as string[][]);
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, _keys: string[], options: { tags: string[] }) => {
    attached.push(options.tags);
    return fn;
  },
}));

const ctx = setupTestApp();
// server/env.ts default (tests set no PUBLIC_BASE_URL).
const ORIGIN = 'http://localhost:3000';
const HOUR = 3600_000;

async function child(name: string) {
  return childSitemap(new Request(`${ORIGIN}/sitemap/${name}`), { params: Promise.resolve({ name }) });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const urlElements = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);

/** The <url> element whose <loc> is exactly `loc`. */
function urlFor(xml: string, loc: string): string | undefined {
  return urlElements(xml).find((u) => u.startsWith(`<loc>${loc}</loc>`));
}

// First in the file, so the database is still empty: only the legal documents have a date.
describe('sitemap of a site with no content yet', () => {
  it('dates the static file by its newest page, here the legal documents in force', async () => {
    const pages = await listStaticSitemapPages(ctx.db, new Date('2026-11-23T00:00:00Z'));
    expect(pages.find((page) => page.path === '/')?.lastmod).toBeNull();
    expect(pages.find((page) => page.path === '/terms')?.lastmod?.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    const index = await buildSitemapIndex(ctx.db, { origin: ORIGIN });
    expect(index).toContain(
      `<sitemap><loc>${ORIGIN}/sitemap/static.xml</loc><lastmod>2026-10-31T15:00:00Z</lastmod></sitemap>`,
    );
  });
});

describe('sitemap', () => {
  it('lists public content in four languages with hreflang alternates and lastmod, and nothing hidden', async () => {
    const edited = new Date('2026-11-10T03:04:05.678Z');
    const store = await insertSpot(ctx.db, {
      title: '공개 팝업',
      updatedAt: edited,
      activatedAt: new Date('2026-11-01'),
    });
    const pass = await insertSpot(ctx.db, { title: '패스 팝업', type: 'PARTNER' });
    const deleted = await insertSpot(ctx.db, { deletedAt: new Date() });
    const inactive = await insertSpot(ctx.db, { activatedAt: null });
    const scheduled = await insertSpot(ctx.db, { activatedAt: new Date(Date.now() + 24 * HOUR) });
    const [post, draft, hidden, future] = await ctx.db
      .insert(magazinePosts)
      .values([
        { title: '발행 글', status: 'PUBLISHED', publishedAt: new Date(Date.now() - HOUR) },
        { title: '초안', status: 'DRAFT' },
        { title: '숨김', status: 'HIDDEN', publishedAt: new Date(Date.now() - HOUR) },
        { title: '예약', status: 'PUBLISHED', publishedAt: new Date(Date.now() + HOUR) },
      ])
      .returning();
    const partner = await insertPartner(ctx.db);
    const gone = await insertPartner(ctx.db, { deletedAt: new Date() });
    const [notice, unpublished, removedNotice] = await ctx.db
      .insert(notices)
      .values([
        { title: '공지', content: '내용', publishedAt: new Date(Date.now() - HOUR) },
        { title: '초안 공지', content: '내용' },
        { title: '삭제 공지', content: '내용', publishedAt: new Date(Date.now() - HOUR), deletedAt: new Date() },
      ])
      .returning();

    const indexRes = await sitemapIndex();
    expect(indexRes.status).toBe(200);
    expect(indexRes.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = await indexRes.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    expect(files).toEqual([
      `${ORIGIN}/sitemap/static.xml`,
      `${ORIGIN}/sitemap/popups-1.xml`,
      `${ORIGIN}/sitemap/pass-popups-1.xml`,
      `${ORIGIN}/sitemap/magazine-1.xml`,
      `${ORIGIN}/sitemap/partners-1.xml`,
      `${ORIGIN}/sitemap/notices-1.xml`,
    ]);
    expect(index).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/sitemap>/);

    const bodies = new Map<string, string>();
    for (const file of files) {
      const name = file.split('/').pop()!;
      const res = await child(name);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      bodies.set(name, await res.text());
    }
    const all = [...bodies.values()].join('\n');

    // A pop-up: four <url>s, each with the same five alternates and the row's updated_at.
    const popups = bodies.get('popups-1.xml')!;
    expect(popups).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [
      `${ORIGIN}/popup/${store.id}`,
      `${ORIGIN}/en/popup/${store.id}`,
      `${ORIGIN}/ja/popup/${store.id}`,
      `${ORIGIN}/zh/popup/${store.id}`,
    ]) {
      const url = urlFor(popups, loc);
      expect(url, loc).toBeDefined();
      expect(url).toContain('<lastmod>2026-11-10T03:04:05Z</lastmod>');
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="ko" href="${ORIGIN}/popup/${store.id}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/popup/${store.id}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${ORIGIN}/ja/popup/${store.id}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${ORIGIN}/zh/popup/${store.id}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/popup/${store.id}"/>`);
    }

    // Pass pop-ups are listed under their own page, not /popup/{id}.
    expect(locs(bodies.get('pass-popups-1.xml')!)).toEqual([
      `${ORIGIN}/pass/popups/${pass.id}`,
      `${ORIGIN}/en/pass/popups/${pass.id}`,
      `${ORIGIN}/ja/pass/popups/${pass.id}`,
      `${ORIGIN}/zh/pass/popups/${pass.id}`,
    ]);
    expect(all).not.toContain(`/popup/${pass.id}<`);
    expect(locs(bodies.get('magazine-1.xml')!)).toContain(`${ORIGIN}/en/${post.id}`);
    expect(locs(bodies.get('partners-1.xml')!)).toContain(`${ORIGIN}/ja/pass/partners/${partner.id}`);
    expect(locs(bodies.get('notices-1.xml')!)).toContain(`${ORIGIN}/zh/notice/${notice.id}`);

    for (const id of [deleted.id, inactive.id, scheduled.id]) expect(all).not.toContain(`/popup/${id}<`);
    for (const id of [draft.id, hidden.id, future.id]) expect(all).not.toContain(`${ORIGIN}/${id}<`);
    expect(all).not.toContain(`/pass/partners/${gone.id}<`);
    for (const id of [unpublished.id, removedNotice.id]) expect(all).not.toContain(`/notice/${id}<`);

    // The list pages, in four languages, dated by the newest change of what they list.
    const staticLocs = locs(bodies.get('static.xml')!);
    for (const path of [
      '',
      '/popup/list',
      '/popup/map',
      '/magazine',
      '/notice',
      '/pass',
      '/pass/popups',
      '/pass/partners',
    ]) {
      expect(staticLocs).toContain(`${ORIGIN}${path || '/'}`);
      for (const lang of ['en', 'ja', 'zh']) expect(staticLocs).toContain(`${ORIGIN}/${lang}${path}`);
    }
    expect(urlFor(bodies.get('static.xml')!, `${ORIGIN}/en/popup/list`)).toMatch(/<lastmod>[^<]+<\/lastmod>/);

    // The legal documents (the version in force, dated by its effective day), not their old versions.
    for (const path of ['/terms', '/terms/service', '/terms/privacy', '/terms/location', '/terms/marketing']) {
      expect(staticLocs).toContain(`${ORIGIN}${path}`);
      for (const lang of ['en', 'ja', 'zh']) expect(staticLocs).toContain(`${ORIGIN}/${lang}${path}`);
    }
    expect(urlFor(bodies.get('static.xml')!, `${ORIGIN}/ja/terms/privacy`)).toContain(
      '<lastmod>2026-10-31T15:00:00Z</lastmod>',
    );
    expect(staticLocs.filter((loc) => /\/terms\/[a-z]+\/\d/.test(loc))).toEqual([]);
  });

  it('answers 404 for files that do not exist', async () => {
    for (const name of ['popups-99.xml', 'popups-0.xml', 'unknown-1.xml', 'popups.xml', 'static-1.xml', '..%2Fetc']) {
      expect((await child(name)).status, name).toBe(404);
    }
  });

  it('splits a section into files of at most the per-file limit', async () => {
    // 9 <url> per file: two pages (8 URLs) per file with four languages each.
    const options = { origin: ORIGIN, urlsPerFile: 9 };
    for (let i = 0; i < 5; i++) await insertSpot(ctx.db, { title: '분할 팝업' });
    const index = await buildSitemapIndex(ctx.db, options);
    const popupFiles = locs(index).filter((loc) => loc.includes('/sitemap/popups-'));
    // Public non-pass spots: 1 from the first test + 5 here = 6 pages, 2 per file.
    expect(popupFiles).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap/popups-${n}.xml`));
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const xml = (await buildSitemapFile(ctx.db, `popups-${n}.xml`, options))!;
      expect(urlElements(xml).length).toBeLessThanOrEqual(9);
      expect(urlElements(xml)).toHaveLength(8);
      ids.push(...locs(xml).filter((l) => !l.includes('/en/') && !l.includes('/ja/') && !l.includes('/zh/')));
    }
    // Every pop-up exactly once, in id order, across the files.
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a.split('/').pop()) - Number(b.split('/').pop())));
    expect(await buildSitemapFile(ctx.db, 'popups-4.xml', options)).toBeNull();
  });
});

describe('sitemap caching', () => {
  it('is cached with the tags of everything it lists, until the next Seoul midnight at the latest', async () => {
    attached.length = 0;
    await sitemapIndex();
    await child('static.xml');
    expect(attached).toHaveLength(2);
    for (const tags of attached) {
      expect(tags).toEqual(expect.arrayContaining(['spots', 'magazines', 'partners', 'notices']));
      const until = tags.find((tag) => tag.startsWith('until:'));
      expect(Number(until?.slice('until:'.length)) * 1000).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    }
  });
});

describe('sitemap XML', () => {
  it('escapes URLs', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ path: '/popup/1?x=1&y=2', lastmod: null }], 'https://popspot.example');
    expect(xml).toContain('<loc>https://popspot.example/popup/1?x=1&amp;y=2</loc>');
    expect(xml).not.toContain('<lastmod>');
  });
});

describe('robots.txt', () => {
  it('opens public pages, closes the API and personal areas, and names the sitemap', () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${ORIGIN}/sitemap.xml`);
    const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
    expect(rule.allow).toBe('/');
    for (const path of [
      '/api/',
      '/mypage',
      '/history/',
      '/login',
      '/waiting',
      '/community/chat',
      '/console',
      '/en/mypage',
      '/zh/waiting',
      '/ja/console',
      '/reservation/',
      '/en/myreservation',
    ]) {
      expect(rule.disallow).toContain(path);
    }
  });
});
