import { POPSPOT_RESERVATION_SPOT as SPOT } from './fixtures/reservations';
import { expect, test } from './fixtures/test';

// Seed spot 6 is booked on Popspot itself (decision 043): its pre-reservation button leads to
// the booking page, which offers the coming days' time slots.

test('booking a visit from the detail page: complete page, my reservation with its entry QR, then cancelling', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto(`/popup/${SPOT}`);
  // The product's own link: same tab, no "new window".
  const button = page.getByRole('link', { name: '사전 예약하기' });
  await expect(button).toHaveAttribute('href', `/reservation/popup/${SPOT}`);
  await expect(button).not.toHaveAttribute('target');
  await button.click();

  await expect(page).toHaveURL(new RegExp(`/reservation/popup/${SPOT}$`));
  await expect(page.getByRole('heading', { level: 1, name: '방문 예약' })).toBeVisible();
  // The day row scrolls sideways inside the page; the page itself stays the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // The form opens on the first day with places. A chip is the label around a visually hidden
  // radio: the label takes the tap. The next open day: a booking can be cancelled until an
  // hour before the visit, and today's first slot may already be within the hour.
  await page.getByRole('group', { name: '날짜' }).locator('label').filter({ hasNotText: '마감' }).nth(1).click();
  const times = page.getByRole('group', { name: '시간' });
  // The first bookable time with room for two ("7자리 남음"; unavailable ones say why instead).
  const chip = times
    .locator('label')
    .filter({ hasText: /(?:[2-9]|\d{2,})자리 남음/ })
    .first();
  // "15:00 · 7자리 남음": the time and the places left, in words.
  const time = (await chip.innerText()).slice(0, 5);
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await chip.click();
  await expect(chip.getByRole('radio')).toBeChecked();
  const party = page.getByRole('group', { name: '인원' });
  await party.getByRole('button', { name: '인원 늘리기' }).click();
  await expect(party.getByRole('status')).toHaveText('2명');
  await page.getByRole('textbox', { name: '이름' }).fill('김팝스');
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-1234-5678');
  // By keyboard, as many fill a form: Tab to the consent, Space to agree.
  const consent = page.getByRole('checkbox', { name: /예약자 정보를 팝업 주최사에 제공하는 데 동의해요/ });
  await page.getByRole('textbox', { name: '휴대폰 번호' }).press('Tab');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.getByRole('button', { name: '예약하기' }).click();

  await expect(page).toHaveURL(new RegExp(`/reservation/popup/${SPOT}/complete/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었어요' })).toBeVisible();
  // The booking's summary (the footer has a list of its own).
  const summary = page.getByRole('main').locator('dl');
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('2명');
  await expect(summary).toContainText('김팝스 · 010-1234-5678');
  await expect(summary).toContainText('예약 완료');

  // Add to calendar: the visit as an .ics download.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '캘린더에 추가' }).click();
  expect((await download).suggestedFilename()).toMatch(/^popspot-reservation-\d+\.ics$/);

  await page.getByRole('link', { name: '예약 내역 보기' }).click();
  await expect(page).toHaveURL(/\/myreservation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '나의 예약' })).toBeVisible();
  await expect(page.getByText('예약이 확정되었어요. 입구에서 아래 QR을 보여 주세요.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^입장 QR 코드 \(입장 코드 [0-9A-F-]+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('alertdialog', { name: '예약을 취소할까요?' });
  await dialog.getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByText('취소된 예약이에요.')).toBeVisible();
  await expect(page.getByText('예약을 취소했어요.')).toBeVisible();
  await expect(page.getByRole('img', { name: /입장 QR 코드/ })).toHaveCount(0);

  // My page leads to the list, where it shows as cancelled.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '나의 예약', exact: true }).click();
  await expect(page).toHaveURL(/\/myreservation$/);
  await expect(page.getByRole('listitem').filter({ hasText: '취소됨' })).toHaveCount(1);
});

test('a non-numeric reservation id is the not-found page', async ({ page, signIn }) => {
  await signIn();
  const res = await page.goto('/myreservation/abc');
  expect(res?.status()).toBe(404);
});
