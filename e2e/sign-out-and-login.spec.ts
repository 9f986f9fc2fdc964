import { expect, test } from './fixtures/test';
import { signInFreshUser } from './fixtures/fresh-user';

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
  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
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

test('signing out of every device ends the session in another browser at once', async ({ page, browser, baseURL }) => {
  const user = await signInFreshUser(page.request);
  // A second browser holding the same account's session (its cookie is HttpOnly: set by the
  // server, never readable by the page's scripts).
  const other = await browser.newContext({ baseURL });
  await other.addCookies([{ name: 'accessToken', value: user.accessToken, url: baseURL!, httpOnly: true }]);
  const otherPage = await other.newPage();
  await otherPage.goto('/mypage');
  await expect(otherPage).toHaveURL(/\/mypage$/);
  expect(await otherPage.evaluate(() => document.cookie)).not.toContain('accessToken');

  await page.goto('/mypage');
  await page.getByRole('button', { name: '모든 기기에서 로그아웃' }).click();
  const dialog = page.getByRole('alertdialog', { name: '모든 기기에서 로그아웃할까요?' });
  await expect(dialog.getByText('로그인된 기기 1대')).toBeVisible();
  await dialog.getByRole('button', { name: '모두 로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('로그아웃되었어요')).toBeVisible();

  // The other browser still has its cookie, but the session behind it is over.
  await otherPage.goto('/mypage');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});
