import path from 'node:path';
import { expect, test } from './fixtures/test';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

// The stars and the items are visually hidden radio and checkbox inputs inside their labels
// (the drawn star sits on top), so the tests click through with force, as a tap on the star does.

// Seed spot 1 (the flagship) is running and has other people's reviews to react to.
const SPOT = 1;

type Spot = { id: number; title: string; periodType: string };

test('an anonymous visitor of my reviews signs in and lands back there', async ({ page }) => {
  await page.goto('/history/mypicks/review');
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory%2Fmypicks%2Freview/);
  await page.getByRole('button', { name: '데모 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/history\/mypicks\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: /내 리뷰/ })).toBeVisible();
});

test('write a review with a PNG and a real HEIC, see it, then edit it from the pop-up, react, edit, set the visit date, delete', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  const spot = (await (await page.request.get(`/api/v1/spots/${SPOT}`)).json()).data as Spot;
  expect(spot.periodType).toBe('IN_PROGRESS');
  await page.goto('/mypage');
  await expect(page.getByText(user.nickname).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '내 리뷰' })).toBeVisible();

  // Opened by URL on the reviews tab: the summary and the first page are in the HTML.
  const html = await (await page.request.get(`/popup/${spot.id}?tab=REVIEW`)).text();
  expect(html).toContain('평균 별점');
  expect(html).toContain('도움돼요');

  await page.goto(`/popup/${spot.id}?tab=REVIEW`);
  await expect(page.getByRole('tab', { name: /리뷰/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radiogroup', { name: '리뷰 정렬' })).toBeVisible();

  // The write bar shows on this tab only.
  const write = page.getByRole('button', { name: '리뷰 쓰기' });
  await expect(write).toBeVisible();
  await page.getByRole('tab', { name: '소개' }).click();
  await expect(write).toBeHidden();
  await page.getByRole('tab', { name: /리뷰/ }).click();
  await write.click();

  const form = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: '등록하기' });
  await expect(submit).toBeDisabled();
  await form.getByRole('radio', { name: '5점' }).check({ force: true });
  const content = form.getByLabel('리뷰 내용');
  await content.fill('짧아요');
  await expect(form.getByText('10자 이상 작성해주세요')).toBeVisible();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  const text = `E2E 리뷰: 전시 구성이 알차고 포토존이 예뻤어요 ${user.id}`;
  await content.fill(text);
  await expect(form.getByText('10자 이상 작성해주세요')).toBeHidden();
  await expect(form.getByText('만족스러운 항목을 하나 이상 골라주세요')).toBeVisible();
  await form.getByRole('checkbox').first().check({ force: true });
  await expect(submit).toBeEnabled();

  // One PNG and one real HEIC: the HEIC is converted to JPEG in the browser, then both upload.
  await form
    .getByLabel('사진 추가')
    .setInputFiles([path.join(fixtures, 'photo.png'), path.join(fixtures, 'photo.heic')]);
  await expect(form.getByRole('img', { name: /첨부한 사진/ })).toHaveCount(2);
  await expect(form.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('alertdialog', { name: '이미지를 확인해주세요' })).toHaveCount(0);
  await expect(form.getByRole('img', { name: '첨부한 사진 2' })).toHaveAttribute('src', /^blob:/);
  await submit.click();

  // A new user's first review.
  const success = page.getByRole('dialog', { name: '첫 리뷰를 작성했어요' });
  await expect(success).toBeVisible();
  await expect(success.getByRole('link', { name: '리뷰 내역 보기' })).toHaveAttribute(
    'href',
    '/history/mypicks/review',
  );
  await success.getByRole('button', { name: '확인' }).click();
  await expect(success).toBeHidden();

  // The new review is on the tab (newest first), marked as mine, with its two photos.
  const mine = page.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('내 리뷰')).toBeVisible();
  await expect(mine.getByRole('button', { name: /리뷰 사진 \d 크게 보기/ })).toHaveCount(2);
  await expect(mine.getByRole('button', { name: /도움돼요/ })).toHaveCount(0);
  await mine.getByRole('button', { name: /리뷰 사진 2 크게 보기/ }).click();
  const viewer = page.getByRole('dialog', { name: '이미지 크게 보기' });
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // One review per place: the bar now offers to edit it, and opens my review (no second draft).
  await expect(write).toHaveCount(0);
  await page.getByRole('button', { name: '내 리뷰 수정' }).click();
  const mineForm = page.getByRole('dialog', { name: '리뷰 수정' });
  await expect(mineForm.getByLabel('리뷰 내용')).toHaveValue(text);
  await mineForm.getByRole('button', { name: '닫기' }).click();
  await expect(mineForm).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: '이미 리뷰를 작성했어요' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: '리뷰 쓰기' })).toHaveCount(0);

  // 'Helpful' on someone else's review, and back.
  const other = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /도움돼요/ }) })
    .first();
  const helpful = other.getByRole('button', { name: /도움돼요/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  const startCount = Number((await helpful.textContent())?.match(/\d+/)?.[0]);
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toContainText(String(startCount + 1));
  await expect(helpful).not.toHaveAttribute('aria-busy', 'true');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(helpful).toContainText(String(startCount));

  // My reviews, from my page.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '내 리뷰' }).click();
  await expect(page).toHaveURL(/\/history\/mypicks\/review$/);
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: `${spot.title} 팝업 보기` })).toBeVisible();

  // Edit: the same form, filled in with the review and its photos.
  await item.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('dialog', { name: '리뷰 수정' });
  await expect(edit.getByRole('radio', { name: '5점' })).toBeChecked();
  await expect(edit.getByRole('img', { name: /첨부한 사진/ })).toHaveCount(2);
  const edited = `${text} (수정)`;
  await edit.getByLabel('리뷰 내용').fill(edited);
  await edit.getByRole('radio', { name: '4점' }).check({ force: true });
  await edit.getByRole('button', { name: '사진 1 삭제' }).click();
  await edit.getByRole('button', { name: '수정하기' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').getByText('리뷰를 수정했어요')).toBeVisible();
  const editedItem = page.getByRole('listitem').filter({ hasText: edited });
  await expect(editedItem).toBeVisible();
  await expect(editedItem.getByRole('img', { name: '별점 4점' })).toBeVisible();
  await expect(editedItem.getByRole('button', { name: /내 리뷰 사진 \d 크게 보기/ })).toHaveCount(1);

  // Visit date: a day before the pop-up opened is refused with a reason; today is kept.
  const visit = editedItem.getByLabel('방문일');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  await visit.fill('2000-01-01');
  await editedItem.getByRole('button', { name: '방문일 저장' }).click();
  await expect(editedItem.getByRole('alert')).toContainText('방문일은 팝업이 오픈하기 전 날짜로 고를 수 없어요');
  await visit.fill(today);
  await editedItem.getByRole('button', { name: '방문일 저장' }).click();
  await expect(page.getByRole('status').getByText('방문일을 저장했어요')).toBeVisible();
  await expect(editedItem.getByText(/방문$/)).toBeVisible();

  // Delete, after a confirmation.
  await editedItem.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '리뷰를 삭제할까요?' });
  await confirm.getByRole('button', { name: '삭제하기' }).click();
  await expect(page.getByRole('status').getByText('리뷰를 삭제했어요')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: edited })).toHaveCount(0);
  const exists = (await (await page.request.get(`/api/v1/spots/${spot.id}/reviews/me/exists`)).json()).data.exists;
  expect(exists).toBe(false);
});
