import { expect, test } from '@playwright/test';

test('a signed-in visitor of /login is sent on; signing out says so once', async ({ page, context, baseURL }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '데모 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/mypage$/);

  // Already signed in: /login goes to my page...
  await page.goto('/login');
  await expect(page).toHaveURL(/\/mypage$/);
  // ...or back where the visitor came from (the origin referer), in their language.
  await context.addCookies([{ name: 'originReferer', value: '/en/notice', url: baseURL! }]);
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/notice$/);

  // Sign out from my page: home says so, once.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('로그아웃되었어요')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'flash')).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(page.getByText('로그아웃되었어요')).toHaveCount(0);

  // Signed out, /login is the sign-in page again.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '데모 계정으로 로그인' })).toBeVisible();
});
