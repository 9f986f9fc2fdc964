import { expect, test } from './fixtures/test';

test('my page shows my activity counts, and a pick shows in them', async ({ page, user }) => {
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeAttached();
  const stats = page.getByRole('region', { name: '나의 활동' });
  // Each count: the number (dd) and its label (dt).
  await expect(stats.getByRole('definition')).toHaveText(['0', '0', '0', '0']);
  await expect(stats.getByRole('term')).toHaveText(['픽', '리뷰', '방문', '웨이팅']);
  await expect(page.getByText(`${user.nickname}님, 반가워요`)).toBeVisible();

  const picked = await page.context().request.post('/api/v1/users/picks', { data: { referenceId: 3, type: 'POPUP' } });
  expect(picked.status()).toBe(200);
  await page.reload();
  await expect(stats.getByRole('definition').first()).toHaveText('1');
});
