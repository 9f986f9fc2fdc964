import { expect, test, type Locator, type Page } from './fixtures/test';

// Seed facts (server/db/seed): most pop-ups are in Seoul, a dozen and more of them in
// Seongsu (성수동1가/2가, within about a kilometre of the map's default centre 37.5418,
// 127.0563), so the default view (Kakao level 5 = maplibre zoom 14) shows clusters there.
// No NEXT_PUBLIC_MAP_STYLE_URL in the e2e server: the map draws a plain background and the
// markers (HTML buttons) must work without any tiles.

/** maplibre wraps each HTML marker in .maplibregl-marker; ours are buttons inside. */
const clusters = (page: Page) => page.locator('.maplibregl-marker button[data-cluster-count]');
const pins = (page: Page) => page.locator('.maplibregl-marker button[aria-expanded]');

async function clusterCounts(page: Page): Promise<number[]> {
  return clusters(page).evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-cluster-count'))));
}

/**
 * Which of the markers a finger could tap: the search panel and the card float over the top
 * and bottom of the map, so a marker under them is not clickable (Playwright would wait).
 */
async function clickableIndexes(markers: Locator): Promise<number[]> {
  return markers.evaluateAll((buttons) =>
    buttons.flatMap((button, index) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && button.contains(hit) ? [index] : [];
    }),
  );
}

async function firstClickable(markers: Locator): Promise<Locator | null> {
  const [index] = await clickableIndexes(markers);
  return index === undefined ? null : markers.nth(index);
}

function zoomOf(url: string): number {
  return Number(new URL(url).searchParams.get('zoom'));
}

test('search map: clusters split when clicked, a marker opens its card, search this area', async ({ page }) => {
  await page.goto('/popup/map');
  await expect(page).toHaveTitle(/지도로 팝업 찾기/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/popup\/map$/);

  // The lazy map arrives, with its canvas labelled, and the first view is in the URL.
  await expect(page.getByRole('region', { name: '팝업스토어 지도' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lat=37\.5418&lng=127\.0563&zoom=14(&|$)/);

  // At least one cluster with a count, in Seongsu; take the biggest one in the clear.
  await expect(clusters(page).first()).toBeVisible();
  const counts = await clusterCounts(page);
  const reachable = await clickableIndexes(clusters(page));
  expect(reachable.length).toBeGreaterThan(0);
  const pick = reachable.reduce((best, index) => (counts[index] > counts[best] ? index : best));
  const biggest = counts[pick];
  expect(biggest).toBeGreaterThan(1);
  const cluster = clusters(page).nth(pick);
  await expect(cluster).toHaveText(String(biggest));
  await expect(cluster).toHaveAccessibleName(`팝업 ${biggest}개 모음, 눌러서 확대`);

  // Clicking it zooms to where it splits: smaller groups and/or single markers.
  await cluster.click();
  await expect.poll(() => zoomOf(page.url())).toBeGreaterThan(14);
  await expect
    .poll(async () => {
      const after = await clusterCounts(page);
      const items = after.length + (await pins(page).count());
      return items >= 2 && after.every((count) => count < biggest);
    })
    .toBe(true);

  // Keep opening clusters until a single pop-up marker is on screen (zoom 16 has none).
  for (let i = 0; i < 4 && !(await firstClickable(pins(page))); i += 1) {
    const zoom = zoomOf(page.url());
    const next = await firstClickable(clusters(page));
    if (!next) break;
    await next.click();
    await expect.poll(() => zoomOf(page.url())).toBeGreaterThan(zoom);
  }
  const pin = await firstClickable(pins(page));
  if (!pin) throw new Error('no single pop-up marker in the clear');
  await expect(pin).toBeVisible();
  const title = ((await pin.getAttribute('aria-label')) ?? '').split(', ')[0];
  expect(title.length).toBeGreaterThan(0);

  // The marker opens the card: title, link to the pop-up's page; Escape closes it.
  await pin.click();
  const card = page.getByRole('dialog', { name: title });
  await expect(card).toBeVisible();
  await expect(pin).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('heading', { name: title })).toBeFocused();
  const detail = card.getByRole('link', { name: /자세히 보기/ });
  await expect(detail).toHaveAttribute('href', /^\/(popup|pass\/popups)\/\d+$/);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(pin).toBeFocused();

  // A reload opens the same view (the camera lives in the URL).
  const viewUrl = page.url();
  await page.reload();
  await expect(pins(page).first()).toBeVisible();
  expect(page.url()).toBe(viewUrl);

  // Moving the map away offers 'search this area'; searching hides the offer again.
  const searchHere = page.getByRole('button', { name: '이 지역에서 검색' });
  await expect(searchHere).toBeHidden();
  await page.getByRole('region', { name: '팝업스토어 지도' }).focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(searchHere).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().includes('/api/v1/spots/map?'));
  await searchHere.click();
  expect((await answer).ok()).toBe(true);
  await expect(searchHere).toBeHidden();

  // Back to the top: open the card again and follow its link to the detail page.
  await page.goto(viewUrl);
  await expect(pins(page).first()).toBeVisible();
  const again = await firstClickable(pins(page));
  if (!again) throw new Error('no single pop-up marker in the clear');
  const againTitle = ((await again.getAttribute('aria-label')) ?? '').split(', ')[0];
  await again.click();
  await page
    .getByRole('dialog', { name: againTitle })
    .getByRole('link', { name: /자세히 보기/ })
    .click();
  await expect(page).toHaveURL(/\/(popup|pass\/popups)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(againTitle);
});

test('search map: filters from the list travel to the map and back', async ({ page }) => {
  const request = page.waitForRequest((r) => r.url().includes('/api/v1/spots/map?'));
  await page.goto('/popup/map?categories=BENEFIT&keyword=%EC%84%B1%EC%88%98');
  const query = new URL((await request).url()).searchParams;
  expect(query.get('categories')).toBe('BENEFIT');
  expect(query.get('keyword')).toBe('성수');
  await expect(page.getByRole('combobox', { name: '검색어' })).toHaveValue('성수');
  await expect(page.getByRole('button', { name: /필터/ })).toContainText('1');
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/popup\/list\?keyword=%EC%84%B1%EC%88%98&categories=BENEFIT$/);
});
