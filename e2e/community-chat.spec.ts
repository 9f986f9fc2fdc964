import { expect, test } from './fixtures/test';

// Seed spot 9 (server/db/seed) is public; any public pop-up has the shortcut on its description tab.
const SPOT = 9;
// The newest seeded message of today's room (server/db/seed/data/content.ts, CHAT_MESSAGES).
const SEEDED_LAST = '누크캠프 핫초코 맛있어요 ㅋㅋ';

test('from a pop-up to the community chat; sending asks to sign in and the sign-in comes back to the room', async ({
  page,
}) => {
  await page.goto(`/popup/${SPOT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The floating shortcut on the description tab leads to today's room. It steps aside
  // while the reservation links pass beneath it, so read on to the end of the page first.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('link', { name: '커뮤니티 채팅' }).click();
  await expect(page).toHaveURL(/\/community\/chat$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/팝업 수다방$/);
  const log = page.getByRole('log');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log.getByText(SEEDED_LAST)).toBeVisible();
  await expect(log.getByText('삭제된 메시지예요').first()).toBeVisible();

  // Writing needs sign-in: a tap on the box opens the login modal, then the demo account,
  // then back to the room.
  await page.getByRole('textbox', { name: '메시지 입력' }).click();
  await page
    .getByRole('dialog', { name: '로그인이 필요해요' })
    .getByRole('button', { name: '로그인하러 가기' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '데모 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/community\/chat$/);
  await expect(page.getByRole('textbox', { name: '메시지 입력' })).toBeEditable();
});

test('a signed-in user sends a message with Enter, it is stored, and they delete it', async ({ page, user }) => {
  await page.goto('/community/chat');
  const log = page.getByRole('log');
  await expect(log.getByText(SEEDED_LAST)).toBeVisible();

  // Send with Enter: it shows at once and stays after the server answers.
  const text = `e2e 메시지 ${user.id}`;
  const box = page.getByRole('textbox', { name: '메시지 입력' });
  await box.fill(text);
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/v1\/message-groups\/\d+\/messages$/.test(response.url()),
  );
  await box.press('Enter');
  await expect(log.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  expect((await stored).ok()).toBe(true);
  await expect(page.getByRole('button', { name: `메시지 삭제: ${text}` })).toBeVisible();

  // It is really stored, as this user's: a fresh load renders it on the server, on my side.
  await page.reload();
  await expect(log.getByText(text)).toBeVisible();

  // Delete it, after confirming.
  await page.getByRole('button', { name: `메시지 삭제: ${text}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '메시지를 삭제할까요?' });
  await dialog.getByRole('button', { name: '삭제하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(log.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(log.getByText(SEEDED_LAST)).toBeVisible();
  await expect(log.getByText(text)).toHaveCount(0);
});

test('the community home lists today and the notice room; the notice room is read-only', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
  await page.getByRole('link', { name: /팝스팟 운영 공지.*입장하기/ }).click();
  await expect(page).toHaveURL(/\/community\/chat\?group=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('팝스팟 운영 공지');
  await expect(page.getByText('운영진 공지방이에요. 읽기만 할 수 있어요.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '메시지 입력' })).toHaveCount(0);
});
