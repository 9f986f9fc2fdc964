import path from 'node:path';
import { seriousViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// Issue 13's journey on the built app (decisions 044-046): an invited manager joins by the
// mailed code, then the pop-up editor from draft to public and back, and the statistics. No
// keyword of the seed's demo user matches the title, so other specs' notification counts stay.
// The seed registers 페이퍼문 스튜디오 with the domain papermoon.example (decision 044).
const COMPANY = '페이퍼문 스튜디오';
/** A calendar day `offset` days from today (the period must be running whenever this runs). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

test('a newcomer joins by a mailed code as an invited manager, takes a pop-up from draft to public and back, and reads its statistics (laptop)', async ({
  page,
  signIn,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `e2e-manager-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@papermoon.example`;

  // The company's side: the demo's admin invites the work address as a manager.
  const admin = await playwright.request.newContext({ baseURL });
  const adminSignIn = await admin.post('/api/v1/auth/demo', { data: { account: 'admin' } });
  expect(adminSignIn.status()).toBe(200);
  const bearer = { Authorization: `Bearer ${(await adminSignIn.json()).data.accessToken}` };
  const companiesRes = await admin.get('/api/v1/admin/companies', { headers: bearer });
  const company = ((await companiesRes.json()).data as { id: number; name: string }[]).find((c) => c.name === COMPANY);
  expect(company, COMPANY).toBeTruthy();
  const invited = await admin.post(`/api/v1/enterprise/companies/${company!.id}/invitations`, {
    headers: bearer,
    data: { email, role: 'MANAGER' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await admin.dispose();

  // The newcomer proves the address with the code the mail capture received.
  await signIn();
  await page.goto('/enterprise/join');
  await page.getByRole('textbox', { name: '회사 이메일' }).fill(email);
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  await expect(page.getByLabel('인증 코드 6자리')).toBeVisible();
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  const mail = mailbox
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ hasText: /\b\d{6}\b/ });
  await expect(mail).toHaveCount(1);
  const code = (await mail.innerText()).match(/\b(\d{6})\b/)?.[1];
  await mailbox.close();
  await page.getByLabel('인증 코드 6자리').fill(code!);
  await page.getByRole('button', { name: '인증하기', exact: true }).click();
  await expect(page.getByText(`${COMPANY}에 매니저로 합류했어요.`)).toBeVisible();

  // The console's list of the company's pop-ups.
  await page.goto('/enterprise');
  await page.getByRole('link', { name: '새 팝업 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 팝업' })).toBeVisible();
  expect(await seriousViolations(page), 'the new pop-up editor').toEqual([]);

  const stamp = `${Date.now()}`.slice(-6);
  const title = `콘솔 이투이 스토어 ${stamp}`;
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByLabel('시작일').fill(day(-1));
  await page.getByLabel('종료일').fill(day(30));
  await page.getByLabel('지번 주소').fill('서울 성동구 성수동2가 300-1');
  // No geocoder on the test server: the editor says so, and the pin goes on the map by hand.
  await page.getByLabel('주소 검색').fill('성수동2가 300-1');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('주소 검색을 쓸 수 없어요')).toBeVisible();
  await page.locator('.maplibregl-canvas').click({ position: { x: 300, y: 150 } });
  await expect(page.getByLabel('위도')).not.toHaveValue('');
  await page.getByLabel('제목 (영어)').fill(`Console e2e pop-up ${stamp}`);
  await page.getByRole('button', { name: '만들기' }).click();
  await page.waitForURL(/\/enterprise\/popups\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await seriousViolations(page), 'the editor').toEqual([]);

  // Not public yet: to a stranger its page is the deleted-content dialog (and that answer is
  // cached); the company's own member is told it is not published and offered a preview.
  const strangers = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const stranger = await strangers.newPage();
  await stranger.goto(`/popup/${id}`);
  await expect(stranger.getByRole('alertdialog', { name: '삭제된 콘텐츠입니다' })).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto(`/popup/${id}`);
  await expect(visitor.getByRole('heading', { name: '아직 공개되지 않은 팝업이에요' })).toBeVisible();
  await expect(visitor.getByRole('alertdialog', { name: '삭제된 콘텐츠입니다' })).toBeHidden();
  // The server-rendered words give way to the notice.
  await expect(visitor.getByRole('heading', { name: '삭제된 콘텐츠입니다' })).toBeHidden();
  await visitor.getByRole('link', { name: '미리보기 보기' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/enterprise/popups/${id}/preview$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'photo.png'));
  await expect(page.getByRole('img', { name: '이미지 1' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '공개하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '공개하기' }).click();
  await expect(page.getByText('공개했어요')).toBeVisible();

  // Public at once: the page (in English too) and the search.
  await visitor.goto(`/popup/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.goto(`/en/popup/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Console e2e pop-up ${stamp}` })).toBeVisible();
  await visitor.goto(`/popup/list?keyword=${encodeURIComponent(`스토어${stamp}`)}`);
  await expect(visitor.getByText(title).first()).toBeVisible();

  // The period changes, and the page follows.
  await page.getByLabel('종료일').fill(day(40));
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('저장했어요.')).toBeVisible();
  const detail = await page.request.get(`/api/v1/spots/${id}`);
  expect((await detail.json()).data.closeDate).toBe(day(40));

  // Unpublished: deleted content again to strangers, not published to its members.
  await page.getByRole('button', { name: '비공개로 전환' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '비공개로 전환' }).click();
  await expect(page.getByText('비공개로 전환했어요.')).toBeVisible();
  await stranger.goto(`/popup/${id}`);
  await expect(stranger.getByRole('alertdialog', { name: '삭제된 콘텐츠입니다' })).toBeVisible();
  await visitor.goto(`/popup/${id}`);
  await expect(visitor.getByRole('heading', { name: '아직 공개되지 않은 팝업이에요' })).toBeVisible();
  await visitor.close();
  await strangers.close();

  // The statistics: the visitor's views of the published page are counted, chart and table alike.
  await page.getByRole('link', { name: '통계' }).click();
  await expect(page).toHaveURL(new RegExp(`/enterprise/popups/${id}/stats$`));
  await expect(page.getByRole('heading', { name: '관심' })).toBeVisible();
  const interest = page.getByRole('region', { name: '관심' });
  await interest.getByText('표로 보기').click();
  const table = interest.getByRole('table', { name: /관심: 일별 수치/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '합계' })).toBeVisible();
  expect(await seriousViolations(page), 'the statistics').toEqual([]);
  // On a 320 px phone: legends say each line's name and value in words, no page scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(interest.getByText('Value')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The manager's other screens: the pop-up's operations, the members, the audit log.
  for (const [path, heading] of [
    [`/enterprise/popups/${id}/operations`, `${title} 운영`],
    ['/enterprise/members', '멤버'],
    ['/enterprise/audit', '변경 기록'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
