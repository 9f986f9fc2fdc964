import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures/test';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

type Item = { id: number; title: string };

async function twoRunningPopups(request: APIRequestContext): Promise<[Item, Item]> {
  const res = await request.get('/api/v1/spots?periodType=IN_PROGRESS&types=STORE,EXHIBITION&size=2&sort=close_date');
  expect(res.status()).toBe(200);
  const items = (await res.json()).data.content as Item[];
  expect(items).toHaveLength(2);
  return [items[0], items[1]];
}

test('a new user signs up, makes the profile theirs, picks, and leaves with nothing of theirs kept', async ({
  page,
  signIn,
}) => {
  await signIn({ signedUp: false });
  const request = page.context().request;

  // Sign-up: agree to everything, keep a free nickname.
  await page.goto('/history/mypicks');
  await expect(page).toHaveURL(/\/signup\?next=%2Fhistory%2Fmypicks$/);
  await page.getByRole('checkbox', { name: /모두 동의해요/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  const first = `여정${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: '닉네임' }).fill(first);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await page.getByRole('button', { name: '가입 완료' }).click();
  // Back where sign-up began, welcomed there once.
  await expect(page).toHaveURL(/\/history\/mypicks$/);
  await expect(page.getByRole('dialog', { name: `${first}님, 반가워요!` })).toBeVisible();

  // The profile: a picture and a new nickname.
  await page.goto('/mypage');
  await page.getByRole('link', { name: '프로필 수정' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '프로필 수정' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me/profile-image'));
  await page.getByLabel('사진 바꾸기').setInputFiles(path.join(fixtures, 'photo.png'));
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('img', { name: `${first}님의 프로필 사진` })).toHaveAttribute(
    'src',
    /\/api\/files\/profiles\//,
  );
  const renamed = `${first}님`;
  await page.getByRole('textbox', { name: '닉네임' }).fill(renamed);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await page.getByRole('button', { name: '닉네임 저장' }).click();
  await expect(page.getByText('저장했어요.').first()).toBeVisible();
  await page.goto('/mypage');
  await expect(page.getByText(`${renamed}님, 반가워요`)).toBeVisible();

  // Two picks, in the list.
  const [a, b] = await twoRunningPopups(request);
  for (const item of [a, b]) {
    const res = await request.post('/api/v1/users/picks', { data: { referenceId: item.id, type: 'POPUP' } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/history/mypicks');
  await expect(page.getByRole('heading', { level: 1, name: /내 픽\s*2개/ })).toBeVisible();

  // Leaving: the confirmation says what goes and what stays; afterwards nothing is signed in.
  await page.goto('/mypage');
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page.getByText('바로 지워져요')).toBeVisible();
  await expect(page.getByText('이름 없이 남아요')).toBeVisible();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await request.get('/api/v1/users/me')).status()).toBe(401);
  await page.goto('/history/mypicks');
  await expect(page).toHaveURL(/\/login\?next=%2Fhistory%2Fmypicks$/);
});
