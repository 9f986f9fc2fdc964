import { expect, test, type Page } from './fixtures/test';
import { shownShareOfPicture } from './fixtures/uncovered';

// Seed facts (server/db/seed): several pop-ups in Seongsu (성수동1가/2가, titles such as
// '모노하우스 성수 플래그십 팝업'), and more than one page (20) of pop-ups that have not ended.

const results = (page: Page) => page.getByRole('list', { name: '검색 결과' });
const total = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+개의 팝업$/ });

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The scroll position once it has stopped moving (the same for five frames in a row). */
async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

test('search list: keyword, filter in the URL, endless scroll, back keeps the list and the scroll position', async ({
  page,
}) => {
  // From home through the tab bar's search entry.
  await page.goto('/');
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/popup\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '팝업 찾기' })).toBeVisible();

  // The plain list is server-rendered: its first page of links is in the HTML.
  const html = await (await page.request.get('/popup/list')).text();
  expect(html).toMatch(/href="\/popup\/\d+"/);

  // A partial Korean keyword finds the Seongsu pop-ups.
  const searchbox = page.getByRole('combobox', { name: '검색어' });
  await searchbox.fill('성수');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/\/popup\/list\?keyword=%EC%84%B1%EC%88%98$/);
  await expect(results(page).getByRole('heading', { name: /성수/ }).first()).toBeVisible();
  await expect(total(page)).toBeVisible();

  // The order is on the list, in sight; it goes into the URL next to the keyword.
  // '필터' or '필터, N개 적용됨'; not the sheet's '필터 초기화'.
  const filters = page.getByRole('button', { name: /^필터(,|$)/ });
  const sheet = page.getByRole('dialog', { name: '필터' });
  const showResults = sheet.getByRole('button', { name: '결과 보기' });
  const sort = page.getByRole('combobox', { name: '정렬' });
  await expect(sort).toBeVisible();
  await sort.selectOption('open_date');
  await expect(page).toHaveURL(/[?&]sort=open_date/);
  await expect(page).toHaveURL(/[?&]keyword=%EC%84%B1%EC%88%98/);
  await expect(results(page).getByRole('heading', { name: /성수/ }).first()).toBeVisible();

  // A reload of that URL shows the same search (filters live in the URL only).
  await page.reload();
  await expect(page.getByRole('combobox', { name: '검색어' })).toHaveValue('성수');
  await expect(sort).toHaveValue('open_date');
  await expect(filters).toHaveAccessibleName('필터');

  // On a phone the filters open from their button as a sheet, and apply with its 'show
  // results' (decision 058). A region chip is a toggle whose state is in the URL too.
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  const seongsuChip = sheet.getByRole('group', { name: '지역' }).getByRole('button', { name: '성수', exact: true });
  await seongsuChip.click();
  await expect(seongsuChip).toHaveAttribute('aria-pressed', 'true');
  await showResults.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/[?&]regionGroups=SEONGSU/);
  await expect(filters).toHaveAccessibleName('필터, 1개 적용됨');
  // Applied, it stays in sight as a chip, and one tap on it takes it off.
  const active = page.getByRole('list', { name: '적용된 필터' });
  await active.getByRole('button', { name: '‘성수’ 필터 해제' }).click();
  await expect(page).not.toHaveURL(/regionGroups=/);
  await expect(active).toBeHidden();
  await expect(filters).toHaveAccessibleName('필터');
  await expect(page).toHaveURL(/[?&]sort=open_date/);

  // Without the keyword the list is long enough to scroll through more than one page.
  await page.getByRole('button', { name: '검색어 지우기' }).click();
  await expect(page).toHaveURL(/\/popup\/list\?sort=open_date$/);
  const listUrl = page.url();
  const cards = results(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(total(page)).toHaveText(/^(2[1-9]|[3-9]\d|\d{3,})개의 팝업$/);
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);

  // Endless scrolling: reaching the end loads the next page.
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(20);
  const loaded = await cards.count();
  const titles = await results(page).getByRole('heading').allTextContents();

  // Open a pop-up from the second page, well down the list.
  const hrefs = await results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((href, i) => i >= 21 && /^\/popup\/\d+$/.test(href));
  expect(index, 'a regular pop-up on the second page').toBeGreaterThan(0);
  const target = results(page).getByRole('link').nth(index);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -120);
  const before = await settledScrollY(page);
  expect(before).toBeGreaterThan(1500);

  const searchCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/spots') searchCalls.push(url.search);
  });

  await target.click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[index]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back: the same pages from the browser's cache, no refetch, at the same place.
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(cards).toHaveCount(loaded);
  expect(await results(page).getByRole('heading').allTextContents()).toEqual(titles);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 200);
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(200);
  await expect(sort).toHaveValue('open_date');
  expect(searchCalls, 'the list was not fetched again').toEqual([]);
});

test('search list: filtered URLs are not indexed, the plain list is', async ({ request }) => {
  const plain = await (await request.get('/popup/list')).text();
  expect(plain).toMatch(/<link rel="canonical" href="[^"]*\/popup\/list"/);
  expect(plain).not.toMatch(/<meta name="robots" content="noindex/);

  const filtered = await (await request.get('/popup/list?keyword=%EC%84%B1%EC%88%98&categories=BENEFIT')).text();
  expect(filtered).toMatch(/<link rel="canonical" href="[^"]*\/popup\/list"/);
  expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"/);
});

test('home: the search box comes first, before any ranking, and searches the list', async ({ page }) => {
  await page.goto('/');
  const searchbox = page.getByRole('search', { name: '팝업 검색' }).getByRole('searchbox', { name: '검색어' });
  const ranking = page.getByRole('heading', { name: /검색어 순위|인기 검색어/ });
  await expect(searchbox).toBeVisible();
  // Above the first row of pop-ups and the keyword ranking, in the first screen.
  const box = (await searchbox.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height / 2);
  if (await ranking.count()) expect((await ranking.boundingBox())!.y).toBeGreaterThan(box.y);
  // The first pop-ups' artwork is whole in its card.
  const firstCardPicture = page.locator('main article img').first();
  expect(await shownShareOfPicture(firstCardPicture)).toBeGreaterThan(0.99);
  await searchbox.fill('성수');
  await searchbox.press('Enter');
  await expect(page).toHaveURL(/\/popup\/list\?keyword=%EC%84%B1%EC%88%98/);
  await expect(page.getByRole('combobox', { name: '검색어' })).toHaveValue('성수');
});
