import { expect, test, type Locator, type Page } from './fixtures/test';

// Both maps start through one hook (components/shared/map/use-maplibre-map.ts): maplibre arrives after the
// page, the zoom buttons are finger-sized and named in the page's language. Seed spot 9
// is a running pop-up in Seoul with neighbours (server/db/seed).
const SPOT = 9;

/** A control a finger can hit: at least 44 × 44 CSS pixels. */
async function expectTapSize(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

function zoomOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('zoom'));
}

test('search map: the zoom buttons are 44 px and zoom the map', async ({ page }) => {
  await page.goto('/popup/map');
  await expect(page.getByRole('region', { name: '팝업스토어 지도' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]zoom=14(&|$)/);
  const zoomIn = page.getByRole('button', { name: '지도 확대' });
  const zoomOut = page.getByRole('button', { name: '지도 축소' });
  await expectTapSize(zoomIn);
  await expectTapSize(zoomOut);
  // Nothing covers them: not 'my location' above them, nor the tab bar below the map.
  await zoomIn.click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(14);
  const zoomed = zoomOf(page);
  await zoomOut.click();
  await expect.poll(() => zoomOf(page)).toBeLessThan(zoomed);
  const tabBar = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
  const buttons = await zoomOut.boundingBox();
  if (tabBar && buttons) expect(buttons.y + buttons.height).toBeLessThanOrEqual(tabBar.y);
});

test('detail map: the spot and its neighbours on the map, controls in the page’s language', async ({
  page,
  request,
}) => {
  const detail = (await (await request.get(`/api/v1/spots/${SPOT}?lang=en`)).json()).data;
  const nearby = (
    await (
      await request.get(
        `/api/v1/spots/recommendations?recommendationType=NEARBY&excludedSpotId=${SPOT}&size=20&lang=en`,
      )
    ).json()
  ).data as { title: string }[];

  await page.goto(`/en/popup/${SPOT}?tab=MAP`);
  await expect(page.getByRole('region', { name: `Map of ${detail.title}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `${detail.title} (this pop-up)` })).toBeVisible();
  // Neighbours stand alone as links or are counted in clusters; no two tap targets overlap.
  const links = page.getByRole('link', { name: /^Nearby pop-up: / });
  const clusters = page.getByRole('button', { name: /pop-ups here, zoom in$/ });
  const onMap = async () => {
    const counts = await clusters.evaluateAll((buttons) =>
      buttons.map((button) => Number(button.getAttribute('data-cluster-count'))),
    );
    return (await links.count()) + counts.reduce((sum, count) => sum + count, 0);
  };
  if (nearby.length) await expect.poll(onMap).toBeGreaterThan(0);
  expect(await onMap()).toBeLessThanOrEqual(nearby.length);
  const boxes = (await page.locator('a[aria-label^="Nearby pop-up: "], button[data-cluster-count]').all()).map(
    (marker) => marker.boundingBox(),
  );
  const rects = (await Promise.all(boxes)).filter((box) => box !== null);
  for (let i = 0; i < rects.length; i += 1)
    for (let j = i + 1; j < rects.length; j += 1) {
      const [a, b] = [rects[i], rects[j]];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `markers ${i} and ${j} overlap`).toBe(true);
    }
  // A cluster opens up when tapped: more single pins than before.
  if (await clusters.count()) {
    const before = await links.count();
    await clusters.first().click();
    await expect.poll(() => links.count()).toBeGreaterThan(before);
  }
  await expect(page.getByText('Loading the map')).toHaveCount(0);
  await expectTapSize(page.getByRole('button', { name: 'Zoom in the map' }));
  await expectTapSize(page.getByRole('button', { name: 'Zoom out the map' }));
});
