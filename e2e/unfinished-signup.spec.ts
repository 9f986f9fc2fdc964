import { expect, test } from './fixtures/test';

// Issue 31: an account signed in through a provider but not through sign-up made every page
// log 403s (unread notifications, new chat messages, my spot states) and was never sent to
// finish. It now asks nothing of its own until sign-up is done, and signing in leads there.
const PERSONAL = /\/api\/v1\/(notifications\/unread|message-groups\/new|users\/spot-states|users\/me\/spot-states)/;

test('an account that has not finished sign-up asks nothing in the background and is sent to finish', async ({
  page,
  signIn,
}) => {
  await signIn({ signedUp: false });
  const personal: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (PERSONAL.test(request.url())) personal.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
  });

  for (const path of ['/', '/popup/1', '/popup/list']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Hydrated and quiet: the background asks a signed-in page makes after hydration are done.
    await page.waitForLoadState('networkidle');
  }
  expect(personal, 'personal requests of an unfinished account').toEqual([]);
  expect(refused, '403 answers').toEqual([]);

  // The way in leads on to sign-up, with the way back.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/signup\?next=/);
});
