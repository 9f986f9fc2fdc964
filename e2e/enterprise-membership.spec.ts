import { seriousViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// Decision 044: the seed registers papermoon.example for 페이퍼문 스튜디오, and the e2e server
// runs the local mail capture whose mail /dev/mailbox lists.
const COMPANY = '페이퍼문 스튜디오';

test('a newcomer joins their company with a work email, reading the code on the development mailbox (tablet)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn();
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@papermoon.example`;

  await page.goto('/enterprise');
  await expect(page.getByRole('heading', { level: 1, name: '회사 인증이 필요해요' })).toBeVisible();
  await page.getByRole('link', { name: '회사 이메일로 인증하기' }).click();
  await expect(page).toHaveURL(/\/enterprise\/join$/);
  await page.getByRole('textbox', { name: '회사 이메일' }).fill(email);
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  await expect(page.getByLabel('인증 코드 6자리')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The mail, as the newcomer finds it: on the development mailbox.
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  const mail = mailbox.getByRole('article').filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  const code = (await mail.innerText()).match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a six-digit code in the mail').toBeTruthy();
  await mailbox.close();

  await page.getByLabel('인증 코드 6자리').fill(code!);
  await page.getByRole('button', { name: '인증하기', exact: true }).click();
  await expect(page.getByRole('heading', { name: '인증을 완료했어요' })).toBeVisible();
  await expect(page.getByText(`${COMPANY}에 스태프로 합류했어요.`)).toBeVisible();

  // The console now opens to the member: its sections, the pop-ups first.
  await page.getByRole('link', { name: '기업 콘솔로 가기' }).click();
  await expect(page).toHaveURL(/\/enterprise$/);
  const nav = page.getByRole('navigation', { name: '기업 콘솔 메뉴' });
  await expect(nav.getByRole('link', { name: '팝업' })).toHaveAttribute('aria-current', 'page');
  // Staff do not manage members.
  await expect(nav.getByRole('link', { name: '멤버' })).toHaveCount(0);
});

test("the demo's admin registers a company with its e-mail domain (laptop)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByRole('button', { name: '관리자로 체험하기 (데모)' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto('/enterprise/admin/companies');
  await expect(page.getByRole('heading', { level: 1, name: '회사 관리' })).toBeVisible();
  const stamp = `${Date.now()}`.slice(-7);
  const name = `E2E 컴퍼니 ${stamp}`;
  await page.getByLabel('회사명').fill(name);
  await page.getByLabel('사업자등록번호').fill(`987${stamp}`);
  await page.getByLabel('대표 이메일').fill(`hello@e2e${stamp}.example`);
  await page.getByLabel('이메일 도메인').fill(`e2e${stamp}.example`);
  await page.getByRole('button', { name: '등록하기' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `e2e${stamp}.example 삭제` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
