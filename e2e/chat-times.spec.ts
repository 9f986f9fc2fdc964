import { expect, test } from './fixtures/test';

// Node's ICU writes Korean day periods as "AM 12:22", Chromium's as "오전 12:22": server-rendered
// times used to differ from the browser's, so /community showed "AM" and /community/chat failed
// to hydrate (React #418). Here the real browser's ICU meets the real server's HTML.
test('Korean chat times read 오전/오후 on the server and in the browser, and the chat hydrates', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/community');
  const rooms = page.getByRole('link', { name: /입장하기/ });
  await expect(rooms.first()).toBeVisible();
  const summaries = (await rooms.allTextContents()).join('\n');
  expect(summaries).toMatch(/마지막 메시지 (\d{1,2}월 \d{1,2}일 )?(오전|오후) \d{2}:\d{2}/);
  expect(summaries).not.toMatch(/\b(AM|PM)\b/);

  await page.goto('/community/chat');
  const times = page.getByRole('log').locator('time');
  await expect(times.first()).toBeVisible();
  // Hydrated: the anonymous chat box answers a tap with the login modal.
  await page.getByRole('textbox', { name: '메시지 입력' }).click();
  await expect(page.getByRole('dialog', { name: '로그인이 필요해요' })).toBeVisible();
  for (const text of await times.allTextContents()) expect(text).toMatch(/^(오전|오후) \d{2}:\d{2}$/);
  expect(errors.filter((e) => /#418|#425|hydrat/i.test(e))).toEqual([]);
});
