import ICAL from 'ical.js';
import { expect, test, type APIRequestContext } from './fixtures/test';

type Item = { id: number; title: string };

/** A seed pop-up with an open waiting line. */
const QUEUE_SPOT = 1;

/** Two running pop-ups of the seed, asked of the public search (never hard-coded titles). */
async function twoRunningPopups(request: APIRequestContext): Promise<[Item, Item]> {
  const res = await request.get('/api/v1/spots?periodType=IN_PROGRESS&types=STORE,EXHIBITION&size=2&sort=activated_at');
  expect(res.status()).toBe(200);
  const items = (await res.json()).data.content as Item[];
  expect(items).toHaveLength(2);
  return [items[0], items[1]];
}

test('my picks: a pick from a pop-up page is in my list; unpicking offers undo', async ({ page, signIn }) => {
  await signIn();
  const [first, second] = await twoRunningPopups(page.context().request);
  await page.goto(`/popup/${first.id}`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/picks') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '픽하기', exact: true }).first().click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: '픽하기', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const picked = await page.context().request.post('/api/v1/users/picks', {
    data: { referenceId: second.id, type: 'POPUP' },
  });
  expect(picked.status()).toBe(200);

  await page.goto('/history/mypicks');
  await expect(page.getByRole('heading', { level: 1, name: /내 픽\s*2개/ })).toBeVisible();
  const list = page.getByRole('tabpanel');
  // Newest pick first.
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([second.title, first.title]);

  // The 'ended' tab has none of them, and says what to do.
  await page.getByRole('tab', { name: '종료' }).click();
  await expect(page).toHaveURL(/\?period=ENDED$/);
  await expect(page.getByText('‘종료’에 해당하는 픽이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '팝업 둘러보기' })).toBeVisible();
  await page.getByRole('tab', { name: '전체' }).click();

  // Unpick: the card leaves at once, the toast offers to undo, and undo brings it back.
  await list.getByRole('button', { name: `‘${second.title}’ 픽 해제` }).click();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([first.title]);
  const toast = page.getByRole('status').getByRole('listitem').filter({ hasText: '픽을 해제했어요' });
  await toast.getByRole('button', { name: '되돌리기' }).click();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([second.title, first.title]);

  // Unpicked for good: gone after a reload as well.
  await list.getByRole('button', { name: `‘${first.title}’ 픽 해제` }).click();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([second.title]);
  await page.reload();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([second.title]);
});

test('picks calendar: today lists my running picks, and the subscription feed parses', async ({ page, signIn }) => {
  await signIn();
  const request = page.context().request;
  const popups = await twoRunningPopups(request);
  for (const popup of popups) {
    const res = await request.post('/api/v1/users/picks', { data: { referenceId: popup.id, type: 'POPUP' } });
    expect(res.status()).toBe(200);
  }

  await page.goto('/history/mypicks/calendar');
  await expect(page.getByRole('heading', { level: 1, name: '픽 캘린더' })).toBeVisible();
  const today = page.getByRole('table').locator('button[aria-current="date"]');
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  // Named by the number it shows, described by its whole date and what is on it.
  await expect(today).toHaveAccessibleName(String(new Date(Date.now() + 9 * 3_600_000).getUTCDate()));
  await expect(today).toHaveAccessibleDescription(/운영 중인 팝업 2곳/);
  const running = page.getByRole('list', { name: '운영 중' });
  for (const popup of popups) await expect(running.getByText(popup.title, { exact: true })).toBeVisible();

  // Arrow keys move the chosen day; the next month's button changes the month.
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('table').locator('button[aria-pressed="true"]')).toBeFocused();
  await page.getByRole('button', { name: '다음 달' }).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  await page.getByRole('button', { name: '이전 달' }).click();

  // Subscribe: the address is shown once; a calendar app reading it finds both pop-ups.
  await page.getByRole('button', { name: '구독 주소 만들기' }).click();
  const address = await page.getByLabel('나만의 구독 주소').inputValue();
  expect(address).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole('link', { name: '캘린더 앱에서 열기' })).toHaveAttribute('href', /^webcal:\/\//);
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const summaries = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).summary);
  for (const popup of popups) expect(summaries).toContain(popup.title);

  // A new address stops the old one.
  await page.reload();
  await expect(page.getByText(/부터 구독 중이에요/)).toBeVisible();
  await page.getByRole('button', { name: '새 주소 만들기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '새로 만들기' }).click();
  await expect(page.getByLabel('나만의 구독 주소')).not.toHaveValue(address);
  expect((await request.get(new URL(address).pathname)).status()).toBe(404);
});

test('a pop-up page offers its dates as a calendar file', async ({ page, request }) => {
  const [popup] = await twoRunningPopups(request);
  await page.goto(`/popup/${popup.id}`);
  const link = page.getByRole('link', { name: '캘린더에 추가' });
  await expect(link).toHaveAttribute('download', '');
  const download = await request.get((await link.getAttribute('href'))!);
  expect(download.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = new ICAL.Component(ICAL.parse(await download.text())).getAllSubcomponents('vevent');
  expect(events.map((e) => new ICAL.Event(e).summary)).toContain(popup.title);
});

test('my picks and the calendar send an anonymous visitor to sign in and back', async ({ page }) => {
  await page.goto('/history/mypicks?period=READY');
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory%2Fmypicks%3Fperiod%3DREADY/);
  await page.goto('/history/mypicks/calendar');
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory%2Fmypicks%2Fcalendar/);
});

test('my visits: a pop-up I entered, with a way to write its review', async ({ page, signIn, request }) => {
  await signIn({ visited: [QUEUE_SPOT] });
  const spot = (await (await request.get(`/api/v1/spots/${QUEUE_SPOT}`)).json()).data as { title: string };
  await page.goto('/mypage');
  await page.getByRole('link', { name: '방문한 팝업' }).click();
  await expect(page).toHaveURL(/\/history\/myvisits$/);
  await expect(page.getByRole('heading', { level: 1, name: /방문한 팝업\s*1곳/ })).toBeVisible();
  const visit = page.getByRole('article').filter({ hasText: spot.title });
  await expect(visit.getByText(/입장 · 1명$/)).toBeVisible();
  await visit.getByRole('link', { name: '리뷰 쓰기' }).click();
  // The editor opens on arrival (no second button to find), and the request leaves the address.
  await expect(page.getByRole('dialog', { name: '리뷰 쓰기' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/popup/${QUEUE_SPOT}\\?tab=REVIEW$`));
});
