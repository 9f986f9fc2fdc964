import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test';
import { contrastAgainstBackground } from './fixtures/contrast';
import { expectNothingCovers, shownShareOfPicture } from './fixtures/uncovered';

// Its tests are independent (a fresh user each): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

// Issue 31's measure of done: a visitor's first minute, in each language, on a phone.
type Lang = 'ko' | 'en' | 'ja' | 'zh';
type Words = {
  languageSuggestion: { label: string; switch: string; dismiss: string };
  search: { bar: { label: string; keyword: string }; results: { label: string } };
  popup: {
    pick: { label: string };
    gallery: { label: string; openHero: string; close: string; zoomIn: string };
    actionBar: { label: string };
  };
};
const WORDS = Object.fromEntries(
  (['ko', 'en', 'ja', 'zh'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8')) as Words,
  ]),
) as Record<Lang, Words>;
const prefix = (lang: Lang) => (lang === 'ko' ? '' : `/${lang}`);

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const lang of ['ko', 'en', 'ja', 'zh'] as const) {
  test(`the first minute in ${lang}: home, search, list, a pop-up, its pictures and back`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    for (const size of [
      { width: 390, height: 844 },
      { width: 320, height: 568 },
    ]) {
      await page.setViewportSize(size);
      const at = `${lang} at ${size.width} px`;

      // Home: the search box first.
      await page.goto(`${prefix(lang)}/`);
      const searchbox = page.getByRole('search', { name: w.search.bar.label }).getByRole('searchbox', {
        name: w.search.bar.keyword,
      });
      await expect(searchbox).toBeVisible();
      await expectNoSidewaysScroll(page, `home, ${at}`);
      await searchbox.fill('성수');
      await searchbox.press('Enter');

      // The list.
      const results = page.getByRole('list', { name: w.search.results.label });
      await expect(results.getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScroll(page, `the list, ${at}`);
      const listUrl = page.url();

      // A pop-up: for its first five seconds nothing covers its title, its pick button or
      // the main action at the bottom.
      await results.getByRole('link').first().click();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // The bottom bar, there though it may have stepped aside (then it is off screen and not
      // checked); wherever it is on screen, nothing covers it either.
      const bar = page.locator('[data-detail-bar]');
      await expect(bar).toBeAttached();
      await expect(bar).toHaveAttribute('aria-label', w.popup.actionBar.label);
      await expectNothingCovers(
        page,
        [title, page.getByRole('button', { name: w.popup.pick.label }).first(), bar],
        5_000,
      );
      await expectNoSidewaysScroll(page, `a pop-up, ${at}`);
      // Its artwork is whole.
      const opener = page.getByRole('button', { name: w.popup.gallery.openHero });
      expect(await shownShareOfPicture(opener.locator('img'))).toBeGreaterThan(0.99);

      // The picture viewer: its way out and its controls stand out (3:1 at least).
      await opener.click();
      const viewer = page.getByRole('dialog', { name: w.popup.gallery.label });
      await expect(viewer).toBeVisible();
      const close = viewer.getByRole('button', { name: w.popup.gallery.close });
      for (const control of [close, viewer.getByRole('button', { name: w.popup.gallery.zoomIn })]) {
        expect(await contrastAgainstBackground(control), `${at}: a viewer control`).toBeGreaterThanOrEqual(3);
      }
      await close.click();
      await expect(viewer).toBeHidden();
      await expect(opener).toBeFocused();

      // Back to the list it came from.
      await page.goBack();
      await expect(page).toHaveURL(listUrl);
      await expect(results.getByRole('article').first()).toBeVisible();
    }
  });
}

test.describe('a reader whose browser speaks English', () => {
  // A browser as it comes: English, and nothing answered yet.
  test.use({ locale: 'en-US', storageState: { cookies: [], origins: [] } });

  test('is offered English once on a Korean page, never redirected', async ({ page, request }) => {
    const en = WORDS.en.languageSuggestion;
    // Crawlers and everyone get the page they asked for, whatever their language.
    const res = await request.get('/popup/1?tab=MAP', { headers: { 'accept-language': 'en-US,en' }, maxRedirects: 0 });
    expect(res.status()).toBe(200);

    await page.goto('/popup/1?tab=MAP');
    const offer = page.getByRole('region', { name: en.label });
    await expect(offer).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await offer.getByRole('link', { name: en.switch }).click();
    await expect(page).toHaveURL(/\/en\/popup\/1\?tab=MAP$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Answered: Korean pages no longer ask.
    await page.goto('/');
    await expect(page.getByRole('search').first()).toBeVisible();
    // Hydrated and settled: the offer, had it come, would be there by now.
    await page.waitForLoadState('networkidle');
    await expect(offer).toBeHidden();
  });

  test('declined, it is not made again', async ({ page }) => {
    const en = WORDS.en.languageSuggestion;
    await page.goto('/');
    const offer = page.getByRole('region', { name: en.label });
    await offer.getByRole('button', { name: en.dismiss }).click();
    await expect(offer).toBeHidden();
    await page.goto('/popup/list');
    await page.waitForLoadState('networkidle');
    await expect(offer).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});
