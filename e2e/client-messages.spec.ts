import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures/test';

/**
 * What the browser gets of the locale files (decision 028). The HTML carries the messages
 * of the namespaces its client components use and no others (tests/unit/client-messages.test.ts
 * checks the lists against the source; this checks what the server really sends), and no
 * client component misses one: next-intl logs MISSING_MESSAGE for a key it can't find, which
 * a walk through the app's pages, tabs and client-side navigations must never see.
 */

type Tree = { [key: string]: string | Tree };
const ko = JSON.parse(readFileSync(new URL('../locales/ko.json', import.meta.url), 'utf8')) as Tree;

function subtree(path: string): Tree {
  return path.split('.').reduce<Tree>((tree, key) => tree[key] as Tree, ko);
}

/** Plain messages of a namespace long enough not to occur in a page by chance. */
function plainMessages(path: string): string[] {
  const out: string[] = [];
  const walk = (tree: Tree) => {
    for (const value of Object.values(tree)) {
      if (typeof value !== 'string') walk(value);
      else if (!/[{}<>'"]/.test(value) && value.length >= 6) out.push(value);
    }
  };
  walk(subtree(path));
  return out;
}

/** Namespaces only other pages' client components use: none of their words belongs in these pages' HTML. */
const FOREIGN = ['review.form', 'review.history', 'community.composer', 'waiting', 'searchMap', 'auth.mypage', 'picks'];

/** Every message outside the foreign namespaces: a foreign message whose words are in one proves nothing. */
function messagesOutside(namespaces: string[], tree: Tree = ko, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (namespaces.includes(path)) continue;
    if (typeof value === 'string') out.add(value);
    else for (const message of messagesOutside(namespaces, value, path)) out.add(message);
  }
  return out;
}

test('a page sends the messages its client components use, not the whole locale file', async ({ request }) => {
  const shared = [...messagesOutside(FOREIGN)];
  const foreign = FOREIGN.flatMap(plainMessages).filter((message) => !shared.some((other) => other.includes(message)));
  expect(foreign.length).toBeGreaterThan(20);
  // errorPage is the chrome's (the error boundary's words); no page renders it on the server.
  const chrome = plainMessages('errorPage');
  for (const path of ['/', '/popup/list', '/magazine']) {
    const html = await (await request.get(path)).text();
    expect(
      chrome.filter((message) => !html.includes(message)),
      `${path}: the chrome's messages`,
    ).toEqual([]);
    expect(
      foreign.filter((message) => html.includes(message)),
      `${path}: messages of other pages`,
    ).toEqual([]);
  }
});

function watchMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) {
      missing.push(`${page.url()}: ${message.text()}`);
    }
  });
  return missing;
}

const tabs = subtree('popup.tabs') as Record<string, string>;
const tabBar = subtree('tabBar') as Record<string, string>;

test('client components find their messages through pages, tabs and client-side navigation', async ({
  page,
  signIn,
}) => {
  const missing = watchMissingMessages(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bar = page.getByRole('navigation', { name: tabBar.label });
  await bar.getByRole('link', { name: tabBar.search }).click();
  await expect(page).toHaveURL(/\/popup\/list$/);
  await expect(page.getByRole('search').getByRole('combobox')).toBeVisible();
  await bar.getByRole('link', { name: tabBar.map }).click();
  await expect(page).toHaveURL(/\/popup\/map/);
  await bar.getByRole('link', { name: tabBar.home }).click();
  await expect(page).toHaveURL(/\/$/);

  // The pop-up detail, every tab, down to the suggestions at the bottom.
  await page.goto('/popup/1');
  const tablist = page.getByRole('tablist', { name: tabs.label });
  for (const name of [tabs.DETAIL_IMAGE, tabs.MAP, tabs.REVIEW, tabs.POPUP_DESCRIPTION]) {
    await tablist.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.keyboard.press('End');
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');

  for (const path of ['/pass', '/pass/popups', '/pass/partners', '/magazine', '/notice', '/community/chat']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  for (const path of ['/en', '/en/popup/list', '/en/popup/1?tab=REVIEW', '/ja/popup/1?tab=MAP', '/zh/magazine']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  await signIn();
  for (const path of [
    '/mypage',
    '/history/mypicks/review',
    '/history/mypicks',
    '/history/mypicks/calendar',
    '/mypage/terms',
    '/notifications/settings',
    '/popup/1',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The sign-up step, as an account that has only signed in.
  await signIn({ signedUp: false });
  await page.goto('/signup');
  await page.waitForLoadState('networkidle');

  expect(missing).toEqual([]);
});
