import { expect, test } from './fixtures/test';
import { contrastAgainstBackground } from './fixtures/contrast';
import { expectNothingCovers, shownShareOfPicture } from './fixtures/uncovered';

// Seed spot 9: opens in three days, with a pre-reservation that opens about 25 minutes after seeding
// (server/db/seed, decision 005). Spot 10's opens in two days. Spot 1 has an open waiting line.
const SPOT = 9;
const ALERT_SPOT = 10;
const QUEUE_SPOT = 1;

test('the pop-up page: tabs, gallery, JSON-LD; picking asks a visitor to sign in', async ({ page, request }) => {
  const detail = (await (await request.get(`/api/v1/spots/${SPOT}`)).json()).data;
  await page.goto(`/popup/${SPOT}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(detail.title);

  // Structured data for search engines, escaped and complete.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Event',
    name: detail.title,
    startDate: expect.stringContaining(detail.openDate),
  });
  expect(jsonLd.location.geo).toMatchObject({ latitude: detail.latitude, longitude: detail.longitude });
  expect(jsonLd.eventAttendanceMode).toContain('OfflineEventAttendanceMode');
  expect(jsonLd.location.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'KR' });
  expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', price: detail.entryFee, priceCurrency: 'KRW' });
  if (detail.organizer)
    expect(jsonLd.organizer).toMatchObject({ '@type': 'Organization', name: detail.organizer.name });

  // Tabs by click rewrite the query without a navigation; by URL they render on the server.
  const tablist = page.getByRole('tablist');
  await tablist.getByRole('tab', { name: '상세 이미지' }).click();
  await expect(page).toHaveURL(new RegExp(`/popup/${SPOT}\\?tab=DETAIL_IMAGE$`));
  await expect(tablist.getByRole('tab', { name: '상세 이미지' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  // Every tab names the pop-up in the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  const reviewHtml = await (await request.get(`/popup/${SPOT}?tab=REVIEW`)).text();
  expect(reviewHtml.match(/<h1[\s>]/g)).toHaveLength(1);
  const mapHtml = await (await request.get(`/popup/${SPOT}?tab=MAP`)).text();
  expect(mapHtml).toMatch(/aria-selected="true"[^>]*>[^<]*지도|지도[^<]*<\/[^>]+>[^]*?aria-selected="true"/);
  await page.goto(`/popup/${SPOT}?tab=MAP`);
  await expect(tablist.getByRole('tab', { name: '지도' })).toHaveAttribute('aria-selected', 'true');
  await tablist.getByRole('tab', { name: '소개' }).click();
  await expect(page).toHaveURL(new RegExp(`/popup/${SPOT}(\\?tab=POPUP_DESCRIPTION)?$`));

  // The hero artwork is shown whole, not cut to a frame of another shape.
  const hero = page.getByRole('button', { name: '대표 이미지 크게 보기' }).locator('img');
  expect(await shownShareOfPicture(hero)).toBeGreaterThan(0.99);

  // The gallery: counter, next, Escape closes; browser back closes too.
  await page.getByRole('button', { name: '대표 이미지 크게 보기' }).click();
  const viewer = page.getByRole('dialog', { name: '이미지 크게 보기' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  // Its way out and its controls stand out from what is behind them (at least 3:1).
  for (const control of [
    viewer.getByRole('button', { name: '닫기' }),
    viewer.getByRole('button', { name: '확대' }),
    viewer.getByText(/^1 \/ \d+$/),
  ]) {
    expect(await contrastAgainstBackground(control)).toBeGreaterThanOrEqual(3);
  }
  await viewer.getByRole('button', { name: '다음 이미지' }).click();
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.getByRole('button', { name: '대표 이미지 크게 보기' }).click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/popup/${SPOT}`));

  // Picking while anonymous asks to sign in, and the sign-in comes back here.
  const pick = page.getByRole('button', { name: '픽하기' }).first();
  await pick.click();
  const loginModal = page.getByRole('dialog', { name: '로그인이 필요해요' });
  await expect(loginModal).toBeVisible();
  await loginModal.getByRole('button', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: '데모 계정으로 로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`/popup/${SPOT}`));
  await expect(pick).toBeVisible();
});

test('a signed-in user picks and unpicks with a toast each time, and votes', async ({ page, request, signIn }) => {
  await signIn();
  const detail = (await (await request.get(`/api/v1/spots/${SPOT}`)).json()).data;
  await page.goto(`/popup/${SPOT}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);

  // A new user holds no pick here.
  const pick = page.getByRole('button', { name: '픽하기' }).first();
  await expect(pick).toHaveAttribute('aria-pressed', 'false');
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').getByText(`‘${detail.title}’ 팝업을 픽했어요`)).toBeVisible();
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').getByText('픽을 취소했어요').last()).toBeVisible();

  // Vote: the other option is disabled and the ratios show.
  const want = page.getByRole('button', { name: /가고 싶어요/ });
  const undecided = page.getByRole('button', { name: /고민 중이에요/ });
  await expect(want).toHaveAttribute('aria-pressed', 'false');
  await want.click();
  await expect(undecided).toBeDisabled();
  await expect(want).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/\d+%/).first()).toBeVisible();

  // Stored as this user's: a reload shows the vote again, and the pick is still off.
  await page.reload();
  await expect(page.getByRole('button', { name: /고민 중이에요/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /가고 싶어요/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '픽하기' }).first()).toHaveAttribute('aria-pressed', 'false');
});

test('the alert drawer disables offsets too close to the start and needs one', async ({ page, request, signIn }) => {
  await signIn();
  const detail = (await (await request.get(`/api/v1/spots/${SPOT}`)).json()).data;
  // The browser's clock 20 minutes before the start, however long the suite has run since
  // the seed: 24 hours and 1 hour before have passed, 10 minutes before has not.
  await page.clock.setFixedTime(new Date(detail.preReservationStartedAt).getTime() - 20 * 60_000);
  await page.goto(`/popup/${SPOT}`);
  await page.getByRole('button', { name: '사전 예약 알림 받기' }).click();
  const drawer = page.getByRole('dialog', { name: '사전 예약 알림' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('checkbox', { name: /24시간 전/ })).toBeDisabled();
  await expect(drawer.getByRole('checkbox', { name: /1시간 전/ })).toBeDisabled();
  const submit = drawer.getByRole('button', { name: '알림 신청하기' });
  await expect(submit).toBeDisabled();
  await drawer.getByRole('checkbox', { name: /10분 전/ }).check();
  await expect(submit).toBeEnabled();
});

test('a signed-in user registers a pre-reservation alert, and it is stored', async ({ page, signIn }) => {
  await signIn();
  // Seed spot 10's pre-reservation opens in two days: every offset can be chosen.
  await page.goto(`/popup/${ALERT_SPOT}`);
  await page.getByRole('button', { name: '사전 예약 알림 받기' }).click();
  const drawer = page.getByRole('dialog', { name: '사전 예약 알림' });
  for (const offset of [/24시간 전/, /1시간 전/, /10분 전/])
    await expect(drawer.getByRole('checkbox', { name: offset })).toBeEnabled();
  await drawer.getByRole('checkbox', { name: /1시간 전/ }).check();
  await drawer.getByRole('checkbox', { name: /10분 전/ }).check();
  await drawer.getByRole('button', { name: '알림 신청하기' }).click();
  const done = page.getByRole('dialog', { name: '알림 신청 완료' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: '확인' }).click();
  const applied = page.getByRole('button', { name: '알림 신청됨 · 변경' });
  await expect(applied).toBeFocused();

  // Stored: after a reload the entry still says so (the reader's state loads after the page),
  // and reopening it shows the times chosen, to change or cancel (issue 31).
  await page.reload();
  await applied.click();
  const change = page.getByRole('dialog', { name: '사전 예약 알림 변경' });
  await expect(change.getByRole('checkbox', { name: /24시간 전/ })).not.toBeChecked();
  await expect(change.getByRole('checkbox', { name: /1시간 전/ })).toBeChecked();
  await expect(change.getByRole('checkbox', { name: /10분 전/ })).toBeChecked();
  await change.getByRole('checkbox', { name: /10분 전/ }).uncheck();
  await change.getByRole('button', { name: '변경 저장' }).click();
  await expect(page.getByText('알림 시간을 변경했어요')).toBeVisible();

  await applied.click();
  await expect(change.getByRole('checkbox', { name: /10분 전/ })).not.toBeChecked();
  await change.getByRole('button', { name: '알림 취소' }).click();
  await expect(page.getByText('사전 예약 알림을 취소했어요')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '사전 예약 알림 받기' })).toBeVisible();
});

test('a deleted pop-up shows the deleted-content dialog and is not indexed', async ({ page }) => {
  await page.goto('/popup/85');
  const dialog = page.getByRole('alertdialog', { name: '삭제된 콘텐츠입니다' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await dialog.getByRole('button', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('my position: from the queue status to the waiting ticket, and leaving the queue', async ({
  page,
  request,
  signIn,
}) => {
  expect((await request.get('/waiting/abc')).status()).toBe(404);
  // A new user who has just joined spot 1's open line.
  await signIn({ waitingAt: [QUEUE_SPOT] });
  await page.goto(`/popup/${QUEUE_SPOT}`);
  await page.getByRole('link', { name: '내 순서 보기' }).first().click();
  await expect(page).toHaveURL(/\/waiting\/\d+$/);
  await expect(page.getByText('웨이팅 중이에요')).toBeVisible();
  await expect(page.getByText(/내 앞에 \d+팀이 있어요/)).toBeVisible();

  await page.getByRole('button', { name: '웨이팅 취소하기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '웨이팅을 취소할까요?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '취소하기' }).click();
  await expect(page.getByRole('status').getByText('웨이팅을 취소했어요')).toBeVisible();
  await expect(page.getByText('입장이 취소되었어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '웨이팅 취소하기' })).toBeHidden();
});

test('the floating chat button never covers the reservation and waiting links', async ({ page }) => {
  await page.goto(`/popup/${QUEUE_SPOT}`);
  const waiting = page
    .getByRole('navigation', { name: '예약 및 웨이팅' })
    .getByRole('link', { name: '웨이팅 현황 보기' });
  await expect(waiting).toBeVisible();
  const shortcut = page.getByRole('link', { name: '커뮤니티 채팅' });

  /** What a tap at the right end of the waiting link would hit: the link itself? */
  const tapHitsLink = () =>
    waiting.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.right - 24, box.top + box.height / 2);
      return hit !== null && link.contains(hit);
    });

  // The links at the very bottom of the screen, where the button floats: the link takes the tap.
  // Scrolled there, or (when the artwork's shape puts them higher than that at the top) on a
  // screen just tall enough to end under them.
  const below = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="예약 및 웨이팅"]');
    if (!nav) throw new Error('no reservation links');
    return nav.getBoundingClientRect().bottom - window.innerHeight + 30;
  });
  if (below >= 0) await page.evaluate((by) => window.scrollBy(0, by), below);
  else {
    const { width, height } = page.viewportSize()!;
    await page.setViewportSize({ width, height: Math.floor(height + below) });
  }
  await expect.poll(tapHitsLink).toBe(true);
  await expect(shortcut).toHaveAttribute('data-stepped-aside', 'true');

  // Read on: with the links out of its way, the button is back and takes taps.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(shortcut).not.toHaveAttribute('data-stepped-aside');
  await expect
    .poll(() =>
      shortcut.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && link.contains(hit) && getComputedStyle(link).opacity === '1';
      }),
    )
    .toBe(true);
});

test('the first seconds of a pop-up page: the recent-pick toast covers neither the title nor the pick button', async ({
  page,
  request,
}) => {
  // A pop-up people picked lately, so the toast comes (1 s after the page, for 3 s).
  let spotId = 0;
  for (let id = 1; id <= 40 && !spotId; id++) {
    const res = await request.get(`/api/v1/spots/${id}`);
    if (res.ok() && (await res.json()).data.recentPickCount > 0) spotId = id;
  }
  expect(spotId, 'a seeded pop-up with recent picks').toBeGreaterThan(0);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 844 });
    await page.goto(`/popup/${spotId}`);
    const title = page.getByRole('heading', { level: 1 });
    const pick = page.getByRole('button', { name: '픽하기' }).first();
    await expect(title).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: /최근 \d+명이 픽했어요/ });
    await Promise.all([expectNothingCovers(page, [title, pick], 4_500), expect(toast).toBeVisible({ timeout: 3_000 })]);
  }
});

test('the main action stays at the bottom of the screen, with the chat button above it and toasts above both', async ({
  page,
  signIn,
}) => {
  await page.goto(`/popup/${QUEUE_SPOT}`);
  const bar = page.getByRole('region', { name: '이 팝업에서 할 수 있는 일' });
  // Spot 1's line takes people from the page: joining is the main action, beside the heart.
  const join = bar.getByRole('button', { name: /^(원격 줄서기|줄서기 선택하기)$/ });
  await page.evaluate(() => window.scrollTo(0, 1_200));
  await expect(join).toBeVisible();
  await expect(bar.getByRole('button', { name: '픽하기' })).toBeVisible();

  const screenHeight = page.viewportSize()!.height;
  const barBox = async () => (await bar.boundingBox())!;
  const takesTheTap = (target: typeof join) =>
    target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    });
  for (const scrollTo of [1_200, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
    await expect(bar).not.toHaveAttribute('data-stepped-aside');
    await expect.poll(async () => Math.round((await barBox()).y + (await barBox()).height)).toBe(screenHeight);
    // The main action takes the tap wherever the page is scrolled.
    await expect.poll(() => takesTheTap(join)).toBe(true);
  }

  // With the title at the bottom of the screen (a screen just tall enough to end under it),
  // the bar slides away rather than cover it.
  const title = page.getByRole('heading', { level: 1 });
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const titleBottom = await title.evaluate((h1) => h1.getBoundingClientRect().bottom);
  await page.setViewportSize({ width: size.width, height: Math.floor(titleBottom + 30) });
  // Stepped aside it is hidden, from the accessibility tree too.
  await expect(page.getByRole('region', { name: '이 팝업에서 할 수 있는 일', includeHidden: true })).toHaveAttribute(
    'data-stepped-aside',
    'true',
  );
  await expect(bar).toBeHidden();
  await expect.poll(() => takesTheTap(title)).toBe(true);
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 100_000));
  await expect(bar).not.toHaveAttribute('data-stepped-aside');

  const chat = await page.getByRole('link', { name: '커뮤니티 채팅' }).boundingBox();
  expect(chat!.y + chat!.height).toBeLessThanOrEqual((await barBox()).y);

  // Signed in, a pick from the bar: its toast sits above the bar and the chat button.
  await signIn();
  await page.goto(`/popup/${QUEUE_SPOT}`);
  await page.evaluate(() => window.scrollTo(0, 100_000));
  await expect(bar).not.toHaveAttribute('data-stepped-aside');
  await bar.getByRole('button', { name: '픽하기' }).click();
  const toast = page.getByRole('status').filter({ hasText: /팝업을 픽했어요/ });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.locator('li').first().boundingBox())!;
  const chatBox = (await page.getByRole('link', { name: '커뮤니티 채팅' }).boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(Math.min(chatBox.y, (await barBox()).y));
  await expect(bar.getByRole('button', { name: '픽하기' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '픽하기' }).first()).toHaveAttribute('aria-pressed', 'true');
});
