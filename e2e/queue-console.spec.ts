import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';

// Seed spot 30, Popspot's lounge: an open line that takes people from the page, run by the
// staff of Popspot's company, which the seeded demo user belongs to (decision 040).
const LOUNGE = 30;
const LINE = '팝스팟 라운지 입장 대기';
// Seed spot 6's line takes people at the store only (remote joining off), by the door QR.
const STORE_ONLY_LINE = '팝스팟 룸 현장 입장';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

async function ticketNumberOf(page: Page, ticketId: number): Promise<number> {
  const res = await page.context().request.get(`/api/v1/users/spot-queues/${ticketId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { ticketNumber: number }).ticketNumber;
}

test('a visitor joins remotely; staff on another device call and let them in; the open ticket follows live; the visit verifies their review', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The visitor, on their phone: join from the pop-up's page.
  await signIn();
  await page.goto(`/popup/${LOUNGE}`);
  const line = page.locator('#queue-status li').filter({ hasText: LINE });
  await line.getByRole('button', { name: '원격 줄서기' }).click();
  await page
    .getByRole('dialog', { name: /줄서기$/ })
    .getByRole('button', { name: '줄서기', exact: true })
    .click();
  await expect(page).toHaveURL(/\/waiting\/\d+$/);
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  const number = await ticketNumberOf(page, ticketId);
  await expect(page.getByText('웨이팅 중이에요')).toBeVisible();
  await expect(page.getByText('실시간으로 순서가 업데이트돼요')).toBeVisible();

  // Staff, on the store's tablet: the console of the line, from the list of lines they run.
  const tablet = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, locale: 'ko-KR' });
  const signedIn = await tablet.request.post('/api/v1/auth/demo', { data: {} });
  expect(signedIn.status()).toBe(200);
  const staff = await tablet.newPage();
  await staff.goto('/console/queues');
  await staff.getByRole('link', { name: new RegExp(LINE) }).click();
  await expect(staff).toHaveURL(/\/console\/queues\/\d+$/);
  await expect(staff.getByText('실시간')).toBeVisible();

  // Call teams in order until the visitor's number comes up: first the ones waiting ahead.
  const queueId = Number(new URL(staff.url()).pathname.split('/').pop());
  const view = (await (await tablet.request.get(`/api/v1/console/queues/${queueId}`)).json()).data as {
    active: { ticketNumber: number; status: string }[];
  };
  const ahead = view.active.filter((t) => t.status === 'REGISTERED' && t.ticketNumber < number).length;
  const row = staff.getByRole('group', { name: `${number}번 팀 처리` });
  const callNext = staff.getByRole('button', { name: '다음 팀 호출' });
  for (let i = 0; i <= ahead; i++) {
    // The visitor's open page moves with every call, without a reload (decision 059).
    await expect(page.getByText(`내 앞에 ${ahead - i}팀이 있어요`)).toBeVisible();
    const called = staff.waitForResponse((r) => r.url().includes('/call-next') && r.request().method() === 'POST');
    await callNext.click();
    expect((await called).status()).toBe(200);
  }
  await expect(row.getByRole('button', { name: '입장 안내' })).toBeVisible();

  // The entry call for someone who may be streets away: come now, the time left, the way there.
  await expect(page.getByText('지금 매장으로 와 주세요')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByRole('button', { name: '매장까지 길찾기' })).toBeVisible();

  // "Come in now", then entered.
  await row.getByRole('button', { name: '입장 안내' }).click();
  await expect(page.getByText('지금 입장하세요')).toBeVisible();
  await row.getByRole('button', { name: '입장 완료' }).click();
  await expect(page.getByText('입장이 완료되었어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '웨이팅 취소하기' })).toHaveCount(0);

  // The audit log names who did it.
  await expect(staff.getByText('입장 완료').first()).toBeVisible();
  await tablet.close();

  // The visitor reviews the pop-up: the review carries the visit badge.
  const mine = page.context().request;
  const metrics = (await (await mine.get('/api/v1/reviews/metrics')).json()).data as { id: number }[];
  const draft = await mine.post('/api/v1/users/reviews/temp', { data: { spotId: LOUNGE } });
  const { reviewId } = (await draft.json()).data as { reviewId: number };
  const content = `줄 서서 들어간 라운지 후기 ${Date.now()}: 조용하고 좋았어요!`;
  const registered = await mine.put(`/api/v2/users/me/reviews/${reviewId}`, {
    data: { score: 5, content, selectedMetricIds: [metrics[0].id], fileIds: [], deletedFileIds: [] },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await page.goto(`/popup/${LOUNGE}?tab=REVIEW`);
  const review = page.getByRole('listitem').filter({ hasText: content });
  await expect(review.getByText('방문 인증')).toBeVisible();
});

test('the console is for staff only: a visitor opening it is told so', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/console/queues');
  await expect(page.getByText('운영 중인 웨이팅이 없어요')).toBeVisible();
  const lines = (await (await page.request.get(`/api/v1/spots/${LOUNGE}/spot-queues`)).json()).data as {
    id: number;
  }[];
  await page.goto(`/console/queues/${lines[0].id}`);
  await expect(page.getByText('이 웨이팅을 관리할 수 없어요')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('staff show the door QR; a visitor at the door joins a store-only line with it; both screens in four languages, axe clean', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tablet = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  expect((await tablet.request.post('/api/v1/auth/demo', { data: {} })).status()).toBe(200);
  const staff = await tablet.newPage();
  await staff.goto('/console/queues');
  await staff.getByRole('link', { name: new RegExp(STORE_ONLY_LINE) }).click();
  await expect(staff).toHaveURL(/\/console\/queues\/\d+$/);
  const consolePath = new URL(staff.url()).pathname;
  const address = staff.getByText(/\/waiting\/join\?queue=\d+&code=/);
  await expect(address).toBeVisible();
  await expect(staff.getByRole('img', { name: new RegExp(STORE_ONLY_LINE) })).toBeVisible();
  // The written address (after a visually hidden "address:" for screen readers).
  const joinUrl = new URL((await address.innerText()).match(/https?:\/\/\S+/)![0]);
  const joinPath = `${joinUrl.pathname}${joinUrl.search}`;

  // The visitor scans it: signed in first, then the line and the party size.
  await signIn();
  await page.goto(joinPath);
  await expect(page.getByRole('heading', { name: `${STORE_ONLY_LINE} 웨이팅 등록` })).toBeVisible();
  await page.getByRole('button', { name: '웨이팅 등록하기' }).click();
  await expect(page).toHaveURL(/\/waiting\/\d+$/);
  await expect(page.getByText('웨이팅 중이에요')).toBeVisible();
  // Staff see the new team arrive live, marked as joined by the door QR.
  await expect(staff.getByText('현장 QR').first()).toBeVisible();

  for (const lang of ['ko', 'en', 'ja', 'zh'] as const) {
    const prefix = lang === 'ko' ? '' : `/${lang}`;
    await test.step(`${lang}: the console and the join page`, async () => {
      await staff.goto(`${prefix}${consolePath}`);
      await expect(staff.locator('html')).toHaveAttribute('lang', lang);
      await expect(staff.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(staff.getByText(/\/waiting\/join\?queue=/)).toBeVisible();
      expect.soft(await seriousViolations(staff), `console (${lang})`).toEqual([]);

      await page.goto(`${prefix}${joinPath}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect.soft(await seriousViolations(page), `join page (${lang})`).toEqual([]);
    });
  }
  await tablet.close();
});
