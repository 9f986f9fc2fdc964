import { expect, test, type Page } from './fixtures/test';

// Issue 15, the search UI on a 390 px phone (decision 058). Seed facts (server/db/seed): the
// Seongsu pop-ups carry the tag '성수' (plan-spots.ts AREA_TAGS) and sit in 성수동1가/2가, so
// the suggestions for 'ㅅㅅ' (initial consonants) include 성수; refreshSearchTerms runs at the
// end of the seed.

test.use({ viewport: { width: 390, height: 844 } });

const STORAGE_KEY = 'popspot:recent-searches';

const box = (page: Page) => page.getByRole('combobox', { name: '검색어' });
const results = (page: Page) => page.getByRole('list', { name: '검색 결과' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: '추천 검색어' });
const recent = (page: Page) => page.getByRole('listbox', { name: '최근 검색어' });

test('search: initial consonants suggest 성수, choosing it searches, and it becomes a recent search that survives a reload', async ({
  page,
}) => {
  await page.goto('/popup/list');
  await expect(results(page).getByRole('article').first()).toBeVisible();

  // 'ㅅㅅ' typed as a Korean reader would: the list offers 성수 (a tag or an area). Typed again
  // if the first keys came before the page hydrated.
  const seongsu = suggestions(page).getByRole('option', { name: /^성수\s*(태그|지역|브랜드)$/ });
  await expect(async () => {
    await box(page).fill('');
    await box(page).pressSequentially('ㅅㅅ');
    await expect(seongsu).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');

  // The arrow keys walk the options while the box keeps focus.
  await box(page).press('ArrowDown');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);

  // Choosing it searches 성수: the address, the box and the results say so.
  await seongsu.click();
  await expect(page).toHaveURL(/\/popup\/list\?keyword=%EC%84%B1%EC%88%98$/);
  await expect(box(page)).toHaveValue('성수');
  await expect(suggestions(page)).toBeHidden();
  await expect(results(page).getByRole('heading', { name: /성수/ }).first()).toBeVisible();

  // A typed search is recorded too, newest first.
  await box(page).fill('잠실');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/keyword=%EC%9E%A0%EC%8B%A4$/);

  // After a reload the empty, focused box offers them (kept on the device only).
  await page.reload();
  await expect(box(page)).toHaveValue('잠실');
  await expect(async () => {
    await page.getByRole('button', { name: '검색어 지우기' }).click();
    await expect(page).toHaveURL(/\/popup\/list$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(box(page)).toBeFocused();
  await expect(recent(page).getByRole('option')).toHaveText(['잠실', '성수']);

  // One deleted with its button, then the rest with 'clear all'.
  await page.getByRole('button', { name: '‘잠실’ 삭제' }).click();
  await expect(recent(page).getByRole('option')).toHaveText(['성수']);
  await expect(box(page)).toBeFocused();
  await page.getByRole('button', { name: '전체 삭제' }).click();
  await expect(recent(page)).toBeHidden();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();

  // Still gone after a reload.
  await page.reload();
  await box(page).click();
  await expect(box(page)).toBeFocused();
  await expect(recent(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('search on a phone: the filters wait behind a button with their count, and the first result is on the first screen', async ({
  page,
}) => {
  // An area and an order: the area is the one filter behind the button, and in sight as a
  // chip; the order shows on the list.
  await page.goto('/popup/list?regionGroups=SEONGSU&sort=close_date');
  const filters = page.getByRole('button', { name: /^필터(,|$)/ });
  await expect(filters).toHaveAccessibleName('필터, 1개 적용됨');
  await expect(
    page.getByRole('list', { name: '적용된 필터' }).getByRole('button', { name: '‘성수’ 필터 해제' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('close_date');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: '지역' })).toBeHidden();

  // The first card is on the first screen, with nothing scrolled.
  const firstCard = results(page).getByRole('article').first();
  await expect(firstCard).toBeInViewport({ ratio: 0.5 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The filters open as a sheet that holds the focus; Escape closes it and focus goes back.
  // (Pressed again if the first press came before the page hydrated.)
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(async () => {
    await filters.click();
    await expect(sheet).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    sheet.getByRole('group', { name: '지역' }).getByRole('button', { name: '성수', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();
  await expect(page).toHaveURL(/\?regionGroups=SEONGSU&sort=close_date$/);
});

test('search on a phone: words typed together and on the wrong keyboard find what was meant (decision 068)', async ({
  page,
}) => {
  await page.goto('/popup/list');
  await expect(results(page).getByRole('article').first()).toBeVisible();

  // 성수팝업, run together as people type it: Seongsu's pop-ups (the flagship is seed pop-up 1).
  await expect(async () => {
    await box(page).fill('성수팝업');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/keyword=%EC%84%B1%EC%88%98%ED%8C%9D%EC%97%85$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(results(page).getByRole('heading', { name: /모노하우스 성수 플래그십 팝업/ })).toBeVisible();
  // What the visitor meant: no correction line.
  await expect(page.getByText(/한글 자판으로|결과가 없어/)).toBeHidden();

  // tjdtn: 성수 typed with the keyboard left on English; the list says what it searched.
  await box(page).fill('tjdtn');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/keyword=tjdtn$/);
  await expect(
    page.getByRole('status').filter({ hasText: '‘tjdtn’를 한글 자판으로 읽은 ‘성수’ 결과를 보여 드려요' }),
  ).toBeVisible();
  await expect(results(page).getByRole('heading', { name: /성수/ }).first()).toBeVisible();
});
