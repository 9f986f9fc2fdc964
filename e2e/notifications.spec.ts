import { request as apiRequest, expect, test } from './fixtures/test';

// A public seed pop-up no other journey reads: this spec adds words to its title (and puts the
// title back at the end) so that it matches a keyword.
const MATCHED = 80;

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
  // It says when the server has it; only then is it there after a reload.
  await expect(page.getByRole('status').filter({ hasText: '저장했어요' })).toBeVisible();
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

test('keywords: a pop-up changed to match my keyword notifies me once; switched off, nothing', async ({
  page,
  signIn,
  baseURL,
}) => {
  await signIn();
  const admin = await apiRequest.newContext({ baseURL });
  expect((await admin.post('/api/v1/auth/demo', { data: { fresh: { admin: true } } })).status()).toBe(200);
  const original = (await (await admin.get(`/api/v1/spots/${MATCHED}`)).json()).data.title as string;
  const word = `알림테스트${Date.now() % 100000}`;
  const retitle = async (title: string) =>
    expect((await admin.patch(`/api/v1/admin/spots/${MATCHED}`, { data: { title } })).status()).toBe(200);

  try {
    await page.goto('/mypage');
    await page.getByRole('link', { name: '키워드 알림' }).click();
    await page.getByLabel('새 키워드').fill(`  ${word} `);
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await expect(page.getByRole('button', { name: `‘${word}’ 삭제` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: `‘${word}’ 삭제` })).toBeVisible();

    await retitle(`${original} ${word}`);
    await page.goto('/magazine');
    const bell = page.getByRole('banner').getByRole('link', { name: /^알림/ });
    await expect(bell).toHaveAccessibleName('알림 새 알림 있음');
    await bell.click();
    const note = page.getByRole('link', { name: new RegExp(`‘${word}’ 키워드 팝업 소식`) });
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('읽지 않음');
    await note.click();
    await expect(page).toHaveURL(new RegExp(`/popup/${MATCHED}$`));
    await page.goto('/notifications');
    await expect(note).not.toContainText('읽지 않음');
    await expect(page.getByRole('banner').getByRole('link', { name: /^알림/ })).toHaveAccessibleName('알림');

    // Changed again: still one notification for this pop-up.
    await retitle(`${word} ${original}`);
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(`키워드 팝업 소식`) })).toHaveCount(1);

    // Keyword alerts off: a new match sends nothing.
    await page.goto('/notifications/settings');
    await page.getByRole('switch', { name: /키워드 알림/ }).click();
    await expect(page.getByRole('switch', { name: /키워드 알림/ })).toHaveAttribute('aria-checked', 'false');
    const second = `${word}둘`;
    const saved = await page.context().request.put('/api/v1/users/keywords', { data: { keywords: [second] } });
    expect(saved.status()).toBe(200);
    await retitle(`${original} ${second}`);
    const unread = await page.context().request.get('/api/v1/users/notifications/unread');
    expect((await unread.json()).data.existsUnread).toBe(false);
  } finally {
    await retitle(original);
    await admin.dispose();
  }
});

// Seed spot 10's pre-reservation opens in two days (server/db/seed, preReservationInTwoDays).
const ALERT_SPOT = 10;

test('alerts: a registered alert arrives when its time comes, with the dot; switched off, nothing', async ({
  page,
  signIn,
}) => {
  await signIn();
  const detail = (await (await page.context().request.get(`/api/v1/spots/${ALERT_SPOT}`)).json()).data;
  const startsAt = new Date(detail.preReservationStartedAt).getTime();
  const runAlertsAt = async (at: number) => {
    const res = await page.context().request.post('/api/v1/dev/jobs/reservation-alerts', {
      data: { now: new Date(at).toISOString() },
    });
    expect(res.status()).toBe(200);
    return (await res.json()).data as { SENT: number; SUPPRESSED: number };
  };

  await page.goto(`/popup/${ALERT_SPOT}`);
  await page.getByRole('button', { name: '사전 예약 알림 받기' }).click();
  const drawer = page.getByRole('dialog', { name: '사전 예약 알림' });
  await drawer.getByRole('checkbox', { name: /24시간 전/ }).check();
  await drawer.getByRole('checkbox', { name: /1시간 전/ }).check();
  await drawer.getByRole('button', { name: '알림 신청하기' }).click();
  await page.getByRole('dialog', { name: '알림 신청 완료' }).getByRole('button', { name: '확인' }).click();

  // Nothing yet; then the clock moves to a day before the window opens.
  expect(await runAlertsAt(Date.now())).toMatchObject({ SENT: 0 });
  const bell = page.getByRole('banner').getByRole('link', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림');
  expect(await runAlertsAt(startsAt - 1439 * 60_000)).toMatchObject({ SENT: 1 });

  await page.goto('/magazine');
  await expect(bell).toHaveAccessibleName('알림 새 알림 있음');
  await bell.click();
  const note = page.getByRole('link', { name: new RegExp(`‘${detail.title}’ 사전예약이 내일 이 시간에 시작해요`) });
  await expect(note).toContainText('읽지 않음');
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/popup/${ALERT_SPOT}$`));
  await page.goto('/notifications');
  await expect(note).not.toContainText('읽지 않음');
  await expect(bell).toHaveAccessibleName('알림');

  // Pre-reservation alerts switched off: the 1-hour alert is not sent.
  await page.goto('/notifications/settings');
  const popupAlerts = page.getByRole('switch', { name: /사전 ?예약/ });
  await popupAlerts.click();
  await expect(popupAlerts).toHaveAttribute('aria-checked', 'false');
  expect(await runAlertsAt(startsAt - 59 * 60_000)).toMatchObject({ SENT: 0, SUPPRESSED: 1 });
  const unread = await page.context().request.get('/api/v1/users/notifications/unread');
  expect((await unread.json()).data.existsUnread).toBe(false);
});
