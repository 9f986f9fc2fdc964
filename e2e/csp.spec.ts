import { expect, test, type BrowserContext, type Page, type Response } from './fixtures/test';

/*
 * Decision 052: no page a browser gets runs an inline script the policy does not name. A page
 * from the page cache names its scripts by hash (the same on a render, a Next cache hit and a
 * front cache hit); a page rendered per request names them by that request's nonce. Either
 * way the page hydrates, nothing is refused, and a script injected later is refused.
 */

// A language and tab of a pop-up no other spec opens, so its first visit here renders it.
const CACHED_PAGE = '/zh/popup/5?tab=DETAIL_IMAGE';

type Violation = { directive: string; blocked: string; sample: string };

/** Records CSP violations (the DOM event, before any page script runs) and console reports. */
async function watchPolicy(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) reports.push(message.text());
  });
  page.on('pageerror', (error) => reports.push(`page error: ${error.message}`));
  return {
    async violations(): Promise<Violation[]> {
      return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
    },
    reports,
  };
}

function scriptSrc(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src'));
  expect(directive, `script-src in ${policy}`).toBeDefined();
  return directive!.trim();
}

async function expectNoViolations(watch: Awaited<ReturnType<typeof watchPolicy>>) {
  expect(await watch.violations()).toEqual([]);
  expect(watch.reports).toEqual([]);
}

/** A script put into the page after it loaded (what an injection would do) is refused. */
async function expectInjectedScriptRefused(page: Page, watch: Awaited<ReturnType<typeof watchPolicy>>) {
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await watch.violations()).toEqual([
    expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
  ]);
  watch.reports.length = 0;
}

test("a cached page: hashes instead of 'unsafe-inline', on its render and from the front cache, and it hydrates", async ({
  browser,
  baseURL,
}) => {
  const policies: string[] = [];
  for (const visit of ['render', 'front cache'] as const) {
    // A new browser each time, so the second visit is not answered from the browser's cache.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    const watch = await watchPolicy(context, page);
    const response = await page.goto(CACHED_PAGE);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    if (visit === 'render') {
      expect(headers['x-nextjs-cache']).toBe('MISS');
      expect(headers['x-front-cache']).toBeUndefined();
    } else {
      expect(headers['x-front-cache']).toBe('HIT');
    }
    const policy = scriptSrc(response);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    policies.push(policy);

    // Hydrated: the tabs switch on the client.
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await tabs.first().click();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/zh\/popup\/5(\?tab=POPUP_DESCRIPTION)?$/);
    await expectNoViolations(watch);
    if (visit === 'front cache') await expectInjectedScriptRefused(page, watch);
    await context.close();
  }
  // The same bytes, the same policy.
  expect(policies[1]).toBe(policies[0]);
});

test('a private page: the request’s own nonce, and it hydrates', async ({ page, context, user }) => {
  expect(user.nickname).toBeTruthy();
  const watch = await watchPolicy(context, page);
  const response = await page.goto('/mypage');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control'] ?? '').toMatch(/private|no-store/);
  const policy = scriptSrc(response);
  expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();

  // Hydrated: deleting the account asks first, and cancelling goes back.
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  await expect(page.getByText('정말 탈퇴할까요?')).toBeVisible();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByText('정말 탈퇴할까요?')).toBeHidden();
  await expectNoViolations(watch);

  // Another request, another nonce.
  const again = await page.reload();
  expect(scriptSrc(again)).not.toBe(policy);
  await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
  await expectNoViolations(watch);
  await expectInjectedScriptRefused(page, watch);
});

test('the search map: hashes, the lazy map and its worker load, nothing refused', async ({ page, context }) => {
  const watch = await watchPolicy(context, page);
  const response = await page.goto('/popup/map');
  expect(response?.status()).toBe(200);
  const policy = scriptSrc(response);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(policy).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  // Hydrated: the map library is loaded on the client and writes its first view into the URL.
  await expect(page.getByRole('region', { name: '팝업스토어 지도' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lat=[\d.]+&lng=[\d.]+&zoom=\d+/);
  // A client-side navigation to the list works too (an RSC request, no new document).
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/popup\/list/);
  await expect(page.getByRole('search').getByRole('combobox')).toBeVisible();
  await expectNoViolations(watch);
});

test('a page first rendered for a client-side navigation is served as a document with its hashes', async ({
  browser,
  baseURL,
}) => {
  // The list in Chinese, reached from the map: its first render is the navigation's (or the
  // link's prefetch's) RSC request, made with that request's nonce.
  const first = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await first.newPage();
  const watch = await watchPolicy(first, page);
  await page.goto('/zh/popup/map');
  await expect(page).toHaveURL(/[?&]lat=[\d.]+&lng=[\d.]+&zoom=\d+/);
  await page.locator('a[href="/zh/popup/list"]').first().click();
  await expect(page).toHaveURL(/\/zh\/popup\/list$/);
  await expect(page.getByRole('search').getByRole('combobox')).toBeVisible();
  await expectNoViolations(watch);
  await first.close();

  // As a document, Next answers it from its cache (the front cache has not seen it yet).
  const second = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const reader = await second.newPage();
  const readerWatch = await watchPolicy(second, reader);
  const response = await reader.goto('/zh/popup/list');
  expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
  expect(response?.headers()['x-front-cache']).toBeUndefined();
  expect(scriptSrc(response)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  // Hydrated: a search goes into the URL on the client.
  await reader.getByRole('search').getByRole('combobox').fill('성수');
  await reader.getByRole('search').getByRole('combobox').press('Enter');
  await expect(reader).toHaveURL(/keyword=%EC%84%B1%EC%88%98/);
  await expectNoViolations(readerWatch);
  await second.close();
});
