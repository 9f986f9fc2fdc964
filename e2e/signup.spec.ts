import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';

/** Serious and critical axe violations (with phone tap targets), as the accessibility spec checks. */
const axe = async (page: import('@playwright/test').Page) => {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
};

test('sign-up: consents, a taken nickname, a free one; then consents can be changed and are versioned', async ({
  page,
  signIn,
}) => {
  await signIn({ signedUp: false });
  // A first sign-in has agreed to nothing: private pages send it to the sign-up step first.
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/signup\?next=%2Fmypage$/);
  await expect(page.getByRole('heading', { level: 2, name: '서비스 이용을 위해 약관에 동의해주세요' })).toBeVisible();
  await axe(page);

  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: '[필수] 이용약관 동의' }).check();
  await page.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' }).check();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: '[필수] 만 14세 이상이에요' }).check();
  // Marketing ticks its channels; a channel alone ticks marketing.
  await page.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' }).check();
  await expect(page.getByRole('checkbox', { name: '이메일' })).toBeChecked();
  await page.getByRole('checkbox', { name: '문자 메시지' }).uncheck();
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: '팝스팟에서 쓸 닉네임을 정해주세요' })).toBeFocused();
  const nickname = page.getByRole('textbox', { name: '닉네임' });
  const submit = page.getByRole('button', { name: '가입 완료' });
  await nickname.fill('팝스팟데모');
  await expect(page.getByText('이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해주세요.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await nickname.fill('!!');
  await expect(page.getByText('한글, 영문, 숫자, 공백, -, _ 만 쓸 수 있어요.')).toBeVisible();
  const mine = `새내기${Date.now() % 100000}`;
  await nickname.fill(mine);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await axe(page);
  await submit.click();

  // Begun on no particular page: my page, with a one-time welcome that offers keywords and alerts.
  await expect(page).toHaveURL(/\/mypage$/);
  const welcome = page.getByRole('dialog', { name: `${mine}님, 반가워요!` });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: '키워드 등록하기' })).toHaveAttribute('href', '/mypage/keywords');
  await expect(welcome.getByRole('link', { name: '알림 설정하기' })).toHaveAttribute('href', '/notifications/settings');
  await axe(page);
  await welcome.getByRole('button', { name: '나중에 할게요' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByText(`${mine}님, 반가워요`, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: '약관 및 동의 관리' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '약관 및 동의 관리' })).toBeVisible();
  await expect(page.getByText(/동의 · 2026-11-01 버전/).first()).toBeVisible();
  const location = page.getByRole('switch', { name: '위치기반서비스 이용약관 동의' });
  await expect(location).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: /문자 메시지/ })).toHaveAttribute('aria-checked', 'false');
  await location.click();
  await expect(location).toHaveAttribute('aria-checked', 'true');
  // Withdrawing marketing withdraws its channels.
  await page.getByRole('switch', { name: '마케팅 정보 수신 동의' }).click();
  await expect(page.getByRole('switch', { name: /이메일/ })).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: '위치기반서비스 이용약관 동의' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: '마케팅 정보 수신 동의' })).toHaveAttribute('aria-checked', 'false');
});

test('sign-up: someone under 14 is turned away and nothing of theirs is kept', async ({ page, signIn }) => {
  await signIn({ signedUp: false });
  await page.goto('/signup');
  await page.getByRole('button', { name: '만 14세 미만이에요' }).click();
  const dialog = page.getByRole('alertdialog', { name: '만 14세 미만은 가입할 수 없어요' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login\/error\?reason=under14$/);
  await expect(page.getByRole('heading', { name: '만 14세 이상만 가입할 수 있어요' })).toBeVisible();
  const me = await page.context().request.get('/api/v1/users/me');
  expect(me.status()).toBe(401);
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login\?next=%2Fmypage$/);
});
