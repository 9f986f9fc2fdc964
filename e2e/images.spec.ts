import { expect, test } from './fixtures/test';

// Seed spot 1, the flagship: a hero, detail images, recommendations below (server/db/seed).
const SPOT = 1;

test('the pop-up page preloads its hero in AVIF with high priority; images lower down wait', async ({
  page,
  request,
}) => {
  const detail = (await (await request.get(`/api/v1/spots/${SPOT}`)).json()).data;
  const heroPath: string = detail.files[0].path;
  const heroStem = heroPath.replace(/\.webp$/, '');
  const heroRequests: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith(heroStem)) heroRequests.push(pathname);
  });

  await page.goto(`/popup/${SPOT}`);

  // The preload in <head> names the same AVIF candidates as the hero's <picture>, so the
  // browser fetches one file, early and first.
  const preload = page.locator(`head link[rel="preload"][as="image"][imagesrcset*="${heroStem}.w"]`);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  const hero = page.getByRole('button', { name: '대표 이미지 크게 보기' }).locator('img');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  const source = hero.locator('xpath=preceding-sibling::source[@type="image/avif"]');
  expect(await source.getAttribute('srcset')).toBe(await preload.getAttribute('imagesrcset'));
  expect(await source.getAttribute('sizes')).toBe(await preload.getAttribute('imagesizes'));
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(shown).toMatch(new RegExp(`^${heroStem}\\.w\\d+\\.avif$`));
  expect(heroRequests).toEqual([shown]); // neither the original nor a second format

  // The variant is served for a year, as immutable, in its own type.
  const variant = await request.get(shown);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/avif');
  expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Pictures further down (the recommendations, fetched when scrolled near) load lazily,
  // decoded off the main thread, in AVIF too; the hero stays the page's only high-priority image.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lower = page.getByRole('region', { name: '비슷한 팝업' }).locator('img').first();
  await expect(lower).toBeAttached();
  const top = await lower.evaluate((img) => img.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeGreaterThan(page.viewportSize()!.height);
  await expect(lower).toHaveAttribute('loading', 'lazy');
  await expect(lower).toHaveAttribute('decoding', 'async');
  await expect(lower).not.toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await lower.scrollIntoViewIfNeeded();
  await expect
    .poll(() => lower.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/\.w\d+\.avif$/);
});
