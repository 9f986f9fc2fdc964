import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';

// Its tests are independent (a fresh user each): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/*
 * The signed-in user's screens in Japanese and Chinese (the accessibility spec covers Korean
 * and English): each page is in the reader's language, its heading carries no Korean
 * (a missing translation would fall back to it), its interface has no Hangul outside
 * content marked lang="ko", and axe finds nothing serious.
 */
const SCREENS = [
  '/mypage',
  '/mypage/profile',
  '/mypage/terms',
  '/mypage/keywords',
  '/history/mypicks',
  '/history/mypicks/calendar',
  '/history/myvisits',
  '/waiting',
  // A fresh user runs no line: the empty state of the operator console's list.
  '/console/queues',
  // Nor a company: the console's statistics and audit log say it is not theirs.
  '/enterprise/popups/1/stats',
  '/enterprise/audit',
  // A fresh user is no company member: the console's join prompt and the work-email form.
  '/enterprise',
  '/enterprise/join',
  // ...and the pop-up editor pages tell them whom they are for.
  '/enterprise/popups/new',
  '/enterprise/popups/1',
  '/enterprise/popups/1/operations',
  // Seed pop-up 6 is booked on Popspot (e2e/fixtures/reservations.ts).
  '/reservation/popup/6',
  '/myreservation',
  '/notifications',
  '/notifications/settings',
  '/terms/service',
];
const HANGUL = /[\uAC00-\uD7A3]/;

for (const lang of ['ja', 'zh'] as const) {
  test(`the signed-in screens in ${lang}`, async ({ page, signIn }) => {
    test.setTimeout(120_000);
    // The sign-up step first, as a first sign-in sees it.
    await signIn({ signedUp: false });
    await page.goto(`/${lang}/mypage`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/signup\\?next=`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect.soft(await page.getByRole('heading', { level: 2 }).first().innerText()).not.toMatch(HANGUL);

    const user = await signIn();
    for (const path of SCREENS) {
      await test.step(path, async () => {
        await page.goto(`/${lang}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        expect.soft(await heading.innerText(), `${path}: heading`).not.toMatch(HANGUL);
        // Interface text only: user content (titles, the generated Korean nickname) is
        // Korean by nature and marked lang="ko" where the product shows it.
        const stray = await page.evaluate(
          ({ nickname, hangul }) => {
            const re = new RegExp(hangul);
            const found: string[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              const element = node.parentElement;
              if (!element || !re.test(text) || text.includes(nickname)) continue;
              if (element.closest('[lang="ko"], script, style, [hidden], [aria-hidden="true"]')) continue;
              found.push(text.trim());
            }
            return found;
          },
          { nickname: user.nickname, hangul: HANGUL.source },
        );
        expect.soft(stray, `${path}: Korean outside lang="ko"`).toEqual([]);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect.soft(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      });
    }
  });
}
