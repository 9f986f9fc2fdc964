import { signInFreshUser } from './fixtures/fresh-user';
import { request as apiRequest, expect, test, type APIRequestContext } from './fixtures/test';

// Seed pop-up 3 is open and in no other journey's way; 84 is an ordinary pop-up this spec
// edits and then takes down (no other spec looks at it).
const SPOT = 3;
const EDITED = 84;

async function spotTitle(request: APIRequestContext, id: number): Promise<string> {
  return (await (await request.get(`/api/v1/spots/${id}`)).json()).data.title;
}

async function adminRequest(baseURL: string) {
  const admin = await apiRequest.newContext({ baseURL });
  const res = await admin.post('/api/v1/auth/demo', { data: { fresh: { admin: true } } });
  expect(res.status(), await res.text()).toBe(200);
  return admin;
}

test('a public page is the same HTML for everyone; my own pick arrives after hydration', async ({
  page,
  request,
  user,
}) => {
  const mine = page.context().request;
  const picked = await mine.post('/api/v1/users/picks', { data: { referenceId: SPOT, type: 'POPUP' } });
  expect(picked.status()).toBe(200);
  const title = await spotTitle(request, SPOT);

  for (const path of [
    `/popup/${SPOT}`,
    `/popup/${SPOT}?tab=REVIEW`,
    '/',
    `/popup/list?keyword=${encodeURIComponent(title)}`,
  ]) {
    const anonymous = await request.get(path);
    const signedIn = await mine.get(path);
    expect(anonymous.status(), path).toBe(200);
    const html = await anonymous.text();
    expect(await signedIn.text(), `${path}: byte-identical for a signed-in visitor`).toBe(html);
    expect(html).not.toContain(user.accessToken);
    expect(html).not.toContain(user.nickname);
    // Served from the cache and eligible for the back/forward cache.
    expect(signedIn.headers()['cache-control'] ?? '', path).not.toContain('no-store');
    expect(signedIn.headers()['set-cookie'], path).toBeUndefined();
  }

  // The HTML has every heart empty; the signed-in reader's fills in after hydration.
  await page.goto(`/popup/${SPOT}`);
  const pick = page.getByRole('button', { name: '픽하기', exact: true }).first();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/popup/list?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole('button', { name: `‘${title}’ 픽하기` }).first()).toHaveAttribute('aria-pressed', 'true');

  // A visitor sees the same pages with empty hearts.
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/popup/${SPOT}`);
  await expect(visitorPage.getByRole('button', { name: '픽하기', exact: true }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await visitor.close();
});

test('a new review shows on the cached page at the next request', async ({ page, request }) => {
  await signInFreshUser(page.context().request);
  const mine = page.context().request;
  const path = `/popup/${SPOT}?tab=REVIEW`;
  const content = `캐시 확인용 리뷰 ${Date.now()}: 굿즈가 정말 예뻤어요!`;
  expect(await (await request.get(path)).text()).not.toContain(content);

  const metrics = (await (await request.get('/api/v1/reviews/metrics')).json()).data as { id: number }[];
  const draft = await mine.post('/api/v1/users/reviews/temp', { data: { spotId: SPOT } });
  const { reviewId } = (await draft.json()).data;
  const registered = await mine.put(`/api/v2/users/me/reviews/${reviewId}`, {
    data: { score: 5, content, selectedMetricIds: [metrics[0].id], fileIds: [], deletedFileIds: [] },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  expect(await (await request.get(path)).text()).toContain(content);

  const removed = await mine.delete(`/api/v1/users/reviews/${reviewId}`);
  expect(removed.status()).toBe(200);
  expect(await (await request.get(path)).text()).not.toContain(content);
});

test('an edited and then deleted pop-up shows so at the next request, in the detail and the lists', async ({
  request,
  baseURL,
}) => {
  const admin = await adminRequest(baseURL!);
  const before = await spotTitle(request, EDITED);
  const listPath = `/popup/list?keyword=${encodeURIComponent(before)}`;
  // Both pages are in the cache now.
  expect(await (await request.get(`/popup/${EDITED}`)).text()).toContain(before);
  expect(await (await request.get(listPath)).text()).toContain(`/popup/${EDITED}`);
  expect((await request.get(`/popup/${EDITED}`)).headers()['x-nextjs-cache']).toBe('HIT');
  // From then on the production server answers with the kept bytes, before Next (decision 029).
  expect((await request.get(`/popup/${EDITED}`)).headers()['x-front-cache']).toBe('HIT');
  expect((await request.get(listPath)).headers()['x-front-cache']).toBe('HIT');

  const title = `${before} (고침 ${Date.now()})`;
  const edited = await admin.patch(`/api/v1/admin/spots/${EDITED}`, { data: { title } });
  expect(edited.status(), await edited.text()).toBe(200);
  const detail = await request.get(`/popup/${EDITED}`);
  expect(detail.headers()['x-nextjs-cache']).not.toBe('HIT');
  expect(detail.headers()['x-front-cache']).toBeUndefined();
  expect(await detail.text()).toContain(title);
  expect(await (await request.get(listPath)).text()).toContain(title);

  const deleted = await admin.delete(`/api/v1/admin/spots/${EDITED}`);
  expect(deleted.status()).toBe(200);
  const gone = await (await request.get(`/popup/${EDITED}`)).text();
  expect(gone).toContain('삭제된 콘텐츠입니다');
  expect(gone).not.toContain(title);
  expect(await (await request.get(listPath)).text()).not.toContain(`/popup/${EDITED}`);
  await admin.dispose();
});

test('a cached list changes at the instant a pre-reservation window ends, not on a timer', async ({
  request,
  baseURL,
}) => {
  const admin = await adminRequest(baseURL!);
  const found = await request.get('/api/v1/spots?categories=PRE_RESERVATION&size=50');
  const candidates = ((await found.json()).data.content as { id: number; title: string }[]).filter(
    (spot) => ![1, 9, 10, SPOT, EDITED].includes(spot.id),
  );
  const spot = candidates[0];
  expect(spot, 'a seeded pop-up with a pre-reservation').toBeTruthy();
  const original = (await (await request.get(`/api/v1/spots/${spot.id}`)).json()).data;

  const endsAt = Date.now() + 4000;
  const changed = await admin.patch(`/api/v1/admin/spots/${spot.id}`, {
    data: {
      preReservationStartedAt: new Date(endsAt - 3_600_000).toISOString(),
      preReservationEndedAt: new Date(endsAt).toISOString(),
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const listPath = `/popup/list?categories=PRE_RESERVATION&keyword=${encodeURIComponent(spot.title)}`;
  expect(await (await request.get(listPath)).text()).toContain(`/popup/${spot.id}`);
  // Still cached and still true just before the end...
  const cached = await request.get(listPath);
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await cached.text()).toContain(`/popup/${spot.id}`);

  // ...and rendered anew at the first request after it.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 1200));
  expect(await (await request.get(listPath)).text()).not.toContain(`/popup/${spot.id}`);

  const restored = await admin.patch(`/api/v1/admin/spots/${spot.id}`, {
    data: {
      preReservationStartedAt: original.preReservationStartedAt,
      preReservationEndedAt: original.preReservationEndedAt,
    },
  });
  expect(restored.status()).toBe(200);
  await admin.dispose();
});

test('home and the pop-up page arrive in order: rows and hero image in place, nothing swapped in after the first paint', async ({
  request,
}) => {
  // An out-of-order Suspense segment (`<template id="B:…">` filled later from `<div hidden
  // id="S:…">`) paints after the rest: on home the rows below jumped (CLS 0.265), and the
  // pop-up's hero image, its largest paint, came late.
  const home = await (await request.get('/')).text();
  expect(home).not.toMatch(/<template id="B:\d+"/);
  const firstRow = home.slice(home.indexOf('id="home-openNow"'), home.indexOf('id="home-openingSoon"'));
  expect(firstRow).toMatch(/href="\/popup\/\d+"/);

  const detail = await (await request.get(`/popup/${SPOT}`)).text();
  expect(detail).not.toMatch(/<template id="B:\d+"/);
  // The hero picture sits in the description panel itself.
  const panel = detail.slice(detail.indexOf('id="popup-panel-POPUP_DESCRIPTION"'));
  expect(panel.slice(0, 4000)).toContain('<picture');
});
