import { expect, test } from './fixtures/test';

test('a visitor opens a pop-up from home, signs in with the demo account, comes back, and signs out', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Open the first pop-up card from the home page (not a keyword, 'see all' or map link).
  const firstCard = page
    .locator('main a[href^="/popup/"]:not([href^="/popup/list"]):not([href^="/popup/map"])')
    .first();
  const href = await firstCard.getAttribute('href');
  expect(href).toMatch(/^\/popup\/\d+$/);
  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toBeEmpty();

  // The detail page carries schema.org Event data for search engines.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Event');
  expect(jsonLd.name).toBe(await title.textContent());
  expect(jsonLd.location?.address?.['@type']).toBe('PostalAddress');

  // Sign in from this page with the demo account and come back to it.
  await page.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '데모 계정으로 로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('link', { name: '마이페이지' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'accessToken')?.value).toBeTruthy();
  expect(cookies.find((c) => c.name === 'originReferer')).toBeUndefined();

  // My page shows who is signed in; signing out forgets the session.
  await page.getByRole('link', { name: '마이페이지' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByText('팝스팟데모').first()).toBeVisible();
  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
});

test('an anonymous visitor of my page signs in and lands back on my page', async ({ page }) => {
  await page.goto('/mypage');
  // Anonymous visitors of my page are sent to sign in, and return to my page afterwards.
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '데모 계정으로 로그인' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
});

test('unknown pages answer 404, other languages keep their prefix and lang', async ({ page, request }) => {
  expect((await request.get('/popup/abc')).status()).toBe(404);
  expect((await request.get('/popup/99999999')).status()).toBe(404);
  expect((await request.get('/no-such-page')).status()).toBe(404);
  const api = await request.get('/api/v1/spots/abc');
  expect(api.status()).toBe(400);
  expect((await api.json()).result.code).toBe(40000000);

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const card = page
    .locator('main a[href^="/en/popup/"]:not([href^="/en/popup/list"]):not([href^="/en/popup/map"])')
    .first();
  await card.click();
  await expect(page).toHaveURL(/\/en\/popup\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();

  // The language menu keeps the page and its query, and Korean has no prefix.
  await page.goto(`/en/popup/${id}?tab=MAP`);
  await page.getByRole('button', { name: /Choose language/ }).click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/ja/popup/${id}` && url.search === '?tab=MAP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('button', { name: /言語を選択/ }).click();
  await page.getByRole('link', { name: '한국어' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/popup/${id}` && url.search === '?tab=MAP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('pages carry the baseline security headers', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
