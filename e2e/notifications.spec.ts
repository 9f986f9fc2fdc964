import { expect, test } from './fixtures/test';

test('notifications: the dot shows what is unread, reading clears it; settings switch and stay', async ({ page }) => {
  // The seeded demo account has unread notifications (server/db/seed/seed-inbox.ts).
  const signedIn = await page.context().request.post('/api/v1/auth/demo', { data: {} });
  expect(signedIn.status()).toBe(200);

  await page.goto('/magazine');
  const bell = page.getByRole('banner').getByRole('link', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림 새 알림 있음');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '오늘' })).toBeVisible();

  // One kind at a time: the queue chip keeps only queue notifications.
  const kinds = page.getByRole('radiogroup', { name: '알림 종류' });
  // The chip is the label around a visually hidden radio: the label takes the tap.
  await kinds
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^웨이팅/ }) })
    .click();
  await expect(kinds.getByRole('radio', { name: /^웨이팅/ })).toBeChecked();
  const items = page.getByRole('listitem').filter({ has: page.locator('time') });
  await expect(items.first()).toContainText('웨이팅');
  await kinds
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^전체/ }) })
    .click();

  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByText('읽지 않음')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('알림');
  await page.reload();
  await expect(page.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  await expect(bell).toHaveAccessibleName('알림');

  await page.getByRole('link', { name: '알림 설정' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '알림 설정' })).toBeVisible();
  const keyword = page.getByRole('switch', { name: /키워드 알림/ });
  const wasOn = (await keyword.getAttribute('aria-checked')) === 'true';
  await keyword.click();
  await expect(keyword).toHaveAttribute('aria-checked', String(!wasOn));
  await page.reload();
  await expect(page.getByRole('switch', { name: /키워드 알림/ })).toHaveAttribute('aria-checked', String(!wasOn));
  await page.getByRole('switch', { name: /키워드 알림/ }).click();
  await expect(page.getByRole('switch', { name: /키워드 알림/ })).toHaveAttribute('aria-checked', String(wasOn));
});

test('notifications: an anonymous visitor gets an empty list that says what signing in brings', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByText('로그인하고 알림을 받아보세요')).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' }).last()).toHaveAttribute(
    'href',
    '/login?next=%2Fnotifications',
  );
  await page.goto('/notifications/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications%2Fsettings/);
});
