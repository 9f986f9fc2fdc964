import { expect, test } from './fixtures/test';

// The seed (server/db/seed) has running pass pop-ups (spots of type PARTNER, titled
// '… × 팝스팟 패스 …'), partner businesses, and notices: one pinned ('팝스팟 서비스 이용약관
// 개정 안내'), four more published, one scheduled in three days ('연말 서버 점검 예정 안내').

test('the pass home shows pass pop-ups and partners; a pass pop-up has one canonical page', async ({
  page,
  request,
}) => {
  await page.goto('/pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Popspot 패스' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popspot 패스란?' })).toBeVisible();

  const popups = page.getByRole('list', { name: '패스 팝업 목록' });
  await expect(popups.getByRole('link').first()).toBeVisible();
  await expect(popups.getByRole('link', { name: /팝스팟 패스/ }).first()).toBeVisible();
  const partners = page.getByRole('list', { name: '제휴 매장 목록' });
  await expect(partners.getByRole('link').first()).toHaveAttribute('href', /\/pass\/partners\/\d+$/);

  // Open a pass pop-up: its page lives under /pass/popups/{id}.
  const first = popups.getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/pass\/popups\/\d+$/);
  const id = Number(href.split('/').pop());
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/pass/popups/${id}$`));
  const detail = (await (await request.get(`/api/v1/spots/${id}`)).json()).data;
  expect(detail.type).toBe('PARTNER');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);

  // Event JSON-LD whose url is this page, and a canonical link to it.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = scripts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Event');
  expect(event).toMatchObject({ '@type': 'Event', name: detail.title });
  expect(event.url).toMatch(new RegExp(`/pass/popups/${id}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/pass/popups/${id}$`));

  // The shared detail's tabs rewrite this page's query, not /popup/{id}'s.
  await page.getByRole('tablist').getByRole('tab', { name: '지도' }).click();
  await expect(page).toHaveURL(new RegExp(`/pass/popups/${id}\\?tab=MAP$`));

  // /popup/{id} of a pass pop-up answers a permanent redirect here, keeping ?tab=.
  const redirect = await request.get(`/popup/${id}?tab=REVIEW`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers().location).toMatch(new RegExp(`/pass/popups/${id}\\?tab=REVIEW$`));
  await page.goto(`/popup/${id}`);
  await expect(page).toHaveURL(new RegExp(`/pass/popups/${id}$`));
  await page.goto(`/en/popup/${id}?tab=MAP`);
  await expect(page).toHaveURL(new RegExp(`/en/pass/popups/${id}\\?tab=MAP$`));

  // The sub-routes.
  await page.goto('/pass/popups');
  await expect(page.getByRole('heading', { level: 1, name: '패스 팝업' })).toBeVisible();
  await expect(page.getByRole('list', { name: '패스 팝업 목록' }).getByRole('link').first()).toBeVisible();
  await page.goto('/pass/partners');
  await expect(page.getByRole('heading', { level: 1, name: '패스 제휴 매장' })).toBeVisible();
  await expect(page.getByRole('button', { name: '이름순' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('list', { name: '제휴 매장 목록' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pass\/partners\/\d+$/);
});

test('a pop-up that is not a pass pop-up is not served under /pass/popups', async ({ request }) => {
  const list = (await (await request.get('/api/v1/spots?types=STORE&size=1')).json()).data;
  const id = list.content[0].id;
  const res = await request.get(`/pass/popups/${id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toMatch(new RegExp(`/popup/${id}$`));
});

test('notices: pinned first, published only, each opens its page', async ({ page, request }) => {
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  const list = page.getByRole('list', { name: '공지 목록' });
  const first = list.getByRole('link').first();
  await expect(first).toContainText('팝스팟 서비스 이용약관 개정 안내');
  await expect(first).toContainText('고정');
  await expect(list.getByRole('link')).toHaveCount(5);
  await expect(list.getByText('연말 서버 점검 예정 안내')).toHaveCount(0);

  await list.getByRole('link', { name: /원격 줄서기 기능이 새로워졌어요/ }).click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('원격 줄서기 기능이 새로워졌어요');
  await expect(page.getByText(/마이페이지의 웨이팅 내역/)).toBeVisible();
  await page.getByRole('link', { name: '공지사항 목록' }).click();
  await expect(page).toHaveURL(/\/notice$/);

  expect((await request.get('/notice/987654')).status()).toBe(404);
});
