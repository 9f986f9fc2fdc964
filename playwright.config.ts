import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;

const MOBILE = { ...devices['Pixel 7'], browserName: 'chromium' as const };
const ALONE = [
  'client-messages.spec.ts',
  'csp.spec.ts',
  'multi-instance-cache.spec.ts',
  'page-cache.spec.ts',
  'seo.spec.ts',
].map((file) => `**/${file}`);

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here)
 * against the built app on a freshly seeded PGlite database of its own.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Three workers share the one server (a worker waits on the page and the server about half
  // the time, so two left a core idle): the specs sign in fresh users of their own. Files run
  // whole in one worker; a spec whose tests are independent spreads them itself
  // (test.describe.configure({ mode: 'parallel' })).
  fullyParallel: false,
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace (the DOM at each step, the network, the console) but not
    // the screencast: recording frames for every test cost a quarter of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // The one-time language offer answered, as a returning reader has: it would sit over the
    // bottom of every page in another language than the browser's (e2e/first-minute.spec.ts
    // checks the offer itself in a browser that has not answered).
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'popspot:language-answered', value: '1' }] }],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'mobile-chromium', use: MOBILE, testIgnore: ALONE },
    // What the page cache serves (HIT or MISS, which hashes) is shared by every reader, so the
    // specs that read it run after the rest, one at a time: no other spec's write can
    // invalidate a page between their requests.
    { name: 'mobile-chromium-alone', use: MOBILE, testMatch: ALONE, workers: 1, dependencies: ['mobile-chromium'] },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
