import path from 'node:path';
import { expect, test } from './fixtures/test';

// Decision 045: the company console's pop-up editor, end to end on the built app (no keyword
// of the seed's demo user matches the title, so other specs' notification counts stay). The demo's
// admin runs every company's console; the seed registers 페이퍼문 스튜디오 (decision 044).
const COMPANY = '페이퍼문 스튜디오';
/** A calendar day `offset` days from today (the period must be running whenever this runs). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

test('a pop-up from draft to public and back: image, English translation, period edit, unpublish (laptop)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByRole('button', { name: '관리자로 체험하기 (데모)' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The console's list, for the company chosen.
  await page.goto('/enterprise');
  await page.getByLabel('회사', { exact: true }).selectOption({ label: COMPANY });
  await page.getByRole('link', { name: '새 팝업 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 팝업' })).toBeVisible();

  const stamp = `${Date.now()}`.slice(-6);
  const title = `콘솔 이투이 스토어 ${stamp}`;
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByLabel('시작일').fill(day(-1));
  await page.getByLabel('종료일').fill(day(30));
  await page.getByLabel('지번 주소').fill('서울 성동구 성수동2가 300-1');
  // No geocoder on the test server: the editor says so, and the pin goes on the map by hand.
  await page.getByLabel('주소 검색').fill('성수동2가 300-1');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('주소 검색을 쓸 수 없어요')).toBeVisible();
  await page.locator('.maplibregl-canvas').click({ position: { x: 300, y: 150 } });
  await expect(page.getByLabel('위도')).not.toHaveValue('');
  await page.getByLabel('제목 (영어)').fill(`Console e2e pop-up ${stamp}`);
  await page.getByRole('button', { name: '만들기' }).click();
  await page.waitForURL(/\/enterprise\/popups\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Not public yet: its page is the deleted-content dialog (and that answer is cached).
  const visitor = await page.context().newPage();
  await visitor.goto(`/popup/${id}`);
  await expect(visitor.getByRole('alertdialog', { name: '삭제된 콘텐츠입니다' })).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'photo.png'));
  await expect(page.getByRole('img', { name: '이미지 1' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '공개하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '공개하기' }).click();
  await expect(page.getByText('공개했어요')).toBeVisible();

  // Public at once: the page (in English too) and the search.
  await visitor.goto(`/popup/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.goto(`/en/popup/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Console e2e pop-up ${stamp}` })).toBeVisible();
  await visitor.goto(`/popup/list?keyword=${encodeURIComponent(`스토어${stamp}`)}`);
  await expect(visitor.getByText(title).first()).toBeVisible();

  // The period changes, and the page follows.
  await page.getByLabel('종료일').fill(day(40));
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('저장했어요.')).toBeVisible();
  const detail = await page.request.get(`/api/v1/spots/${id}`);
  expect((await detail.json()).data.closeDate).toBe(day(40));

  // Unpublished: deleted content again.
  await page.getByRole('button', { name: '비공개로 전환' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '비공개로 전환' }).click();
  await expect(page.getByText('비공개로 전환했어요.')).toBeVisible();
  await visitor.goto(`/popup/${id}`);
  await expect(visitor.getByRole('alertdialog', { name: '삭제된 콘텐츠입니다' })).toBeVisible();
  await visitor.close();
});
