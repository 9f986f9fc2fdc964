import { expect, test } from './fixtures/test';

/*
 * Sign-in through each provider in a real browser, against the stand-ins the e2e server
 * starts (scripts/e2e-fake-providers.ts) on 127.0.0.1: another site than the app's
 * localhost, as Kakao, Naver and Apple are. A first sign-in lands on the sign-up step.
 */

test('Naver: the button, Naver, the callback page, then the sign-up step', async ({ page, context }) => {
  await page.goto('/login?next=%2Fpopup%2F1');
  await page.getByRole('link', { name: '네이버 로그인' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fpopup%2F1$/);
  await expect(page.getByRole('heading', { level: 2, name: '서비스 이용을 위해 약관에 동의해주세요' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'userId')?.value).toMatch(/^\d+$/);
  expect(cookies.find((c) => c.name === 'appleCode')).toBeUndefined();
});

test("Apple: Apple's cross-site form post still finds the sign-in's state, in the page's language", async ({
  page,
  context,
}) => {
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Sign in with Apple' }).click();
  await expect(page).toHaveURL(/\/en\/signup\?next=%2Fen%2Fmypage$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Please agree to the terms to use Popspot' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'appleCode')?.value).toBe('1');
  expect(cookies.find((c) => c.name === 'oauthState')).toBeUndefined();
});

test('Kakao: the round trip through Kakao and /login/oauth/kakao', async ({ page }) => {
  await page.goto('/ja/login');
  await page.getByRole('link', { name: 'カカオでログイン' }).click();
  await expect(page).toHaveURL(/\/ja\/signup\?next=%2Fja%2Fmypage$/);
});
