import { readFileSync } from 'node:fs';
import { ticketsOf } from './fixtures/fresh-user';
import { bookFirstSlot, POPSPOT_RESERVATION_SPOT } from './fixtures/reservations';
import { devices, expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { seriousViolations, type Violation } from './fixtures/axe';

// Its tests are independent (a fresh user each): spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Every page of the product through axe (WCAG 2.x A/AA and best practices: axe's default
 * rules, plus WCAG 2.2's target size) in Korean and English, at the phone viewport, for a
 * visitor and for a signed-in user: no serious or critical violation. And no page wider than
 * a 360 px phone.
 *
 * One test, so one browser context and one page, per group (language x visitor / signed in),
 * each page a step of it; the signed-in groups belong to a fresh user who has joined seed
 * spot 1's open waiting line. Failures are soft, so one run names every page that fails,
 * with the rule, its impact, the elements' selectors and axe's reason; the violations are
 * also attached to the test as JSON (`axe-violations`).
 */

type Lang = 'ko' | 'en';
type Auth = 'visitor' | 'signed in';
type Ids = {
  passPopup: number;
  magazinePost: number;
  partner: number;
  notice: number;
  ticket: number;
  reservation: number;
};

type Words = {
  review: { write: { button: string }; form: { title: string } };
  popup: { pick: { label: string; picked: string } };
};
const WORDS = Object.fromEntries(
  (['ko', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../locales/${lang}.json`, import.meta.url), 'utf8')) as Words,
  ]),
) as Record<Lang, Words>;
// Seed facts (server/db/seed): spot 1, the flagship, is running, with every tab filled,
// reviews, and an open waiting line.
const SPOT = 1;
const QUEUE_SPOT = 1;
// Bounds every wait, so one page that never settles fails its step instead of the whole run.
const WAIT = { timeout: 20_000 };
const NARROW = { width: 360, height: 740 };

type PageCase = {
  name: string;
  path: (ids: Ids) => string;
  /** Only for a signed-in user (anonymous visitors are sent to sign in). */
  signedInOnly?: boolean;
  /** Only for visitors (the sign-in pages). */
  visitorOnly?: boolean;
  /** Brings the page into the state to check, after it has loaded. */
  open?: (page: Page, lang: Lang) => Promise<void>;
};

const PAGES: PageCase[] = [
  { name: 'home', path: () => '/' },
  { name: 'search list', path: () => '/popup/list' },
  { name: 'search map', path: () => '/popup/map' },
  { name: 'pop-up: description tab', path: () => `/popup/${SPOT}?tab=POPUP_DESCRIPTION` },
  { name: 'pop-up: detail images tab', path: () => `/popup/${SPOT}?tab=DETAIL_IMAGE` },
  { name: 'pop-up: map tab', path: () => `/popup/${SPOT}?tab=MAP` },
  { name: 'pop-up: reviews tab', path: () => `/popup/${SPOT}?tab=REVIEW` },
  { name: 'pass pop-up', path: (ids) => `/pass/popups/${ids.passPopup}` },
  { name: 'magazine list', path: () => '/magazine' },
  { name: 'magazine post', path: (ids) => `/${ids.magazinePost}` },
  { name: 'pass home', path: () => '/pass' },
  { name: 'pass pop-ups', path: () => '/pass/popups' },
  { name: 'pass partners', path: () => '/pass/partners' },
  { name: 'partner', path: (ids) => `/pass/partners/${ids.partner}` },
  { name: 'notices', path: () => '/notice' },
  { name: 'notice', path: (ids) => `/notice/${ids.notice}` },
  { name: 'community', path: () => '/community' },
  { name: 'community chat', path: () => '/community/chat' },
  { name: 'terms', path: () => '/terms' },
  { name: 'terms of service', path: () => '/terms/service' },
  { name: 'privacy policy, a dated version', path: () => '/terms/privacy/2026-11-01' },
  { name: 'login', path: () => '/login', visitorOnly: true },
  { name: 'login error', path: () => '/login/error?reason=server', visitorOnly: true },
  { name: 'my page', path: () => '/mypage', signedInOnly: true },
  { name: 'my reviews', path: () => '/history/mypicks/review', signedInOnly: true },
  { name: 'my picks', path: () => '/history/mypicks', signedInOnly: true },
  { name: 'picks calendar', path: () => '/history/mypicks/calendar', signedInOnly: true },
  { name: 'my visits', path: () => '/history/myvisits', signedInOnly: true },
  { name: 'notifications', path: () => '/notifications' },
  { name: 'keyword alerts', path: () => '/mypage/keywords', signedInOnly: true },
  { name: 'notification settings', path: () => '/notifications/settings', signedInOnly: true },
  { name: 'terms and consents', path: () => '/mypage/terms', signedInOnly: true },
  { name: 'profile', path: () => '/mypage/profile', signedInOnly: true },
  {
    name: 'review writing',
    path: () => `/popup/${SPOT}?tab=REVIEW`,
    signedInOnly: true,
    open: async (page, lang) => {
      await page.getByRole('button', { name: WORDS[lang].review.write.button, exact: true }).click(WAIT);
      await expect(page.getByRole('dialog', { name: WORDS[lang].review.form.title })).toBeVisible();
    },
  },
  {
    name: 'a toast (after a pick)',
    path: () => `/popup/${SPOT}`,
    signedInOnly: true,
    open: async (page, lang) => {
      // The heart by the title (the bottom bar has one too).
      const pick = page.getByRole('button', { name: WORDS[lang].popup.pick.label, exact: true }).first();
      await pick.click(WAIT);
      await expect(pick).toHaveAttribute('aria-pressed', 'true');
      // The toast's words with any title in place of {title}.
      const [before, after] = WORDS[lang].popup.pick.picked.split('{title}');
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(page.getByText(new RegExp(`${escape(before)}.+${escape(after)}`))).toBeVisible();
    },
  },
  { name: 'my waitings', path: () => '/waiting', signedInOnly: true },
  { name: 'waiting ticket', path: (ids) => `/waiting/${ids.ticket}`, signedInOnly: true },
  { name: 'booking a visit', path: () => `/reservation/popup/${POPSPOT_RESERVATION_SPOT}`, signedInOnly: true },
  {
    name: 'booking complete',
    path: (ids) => `/reservation/popup/${POPSPOT_RESERVATION_SPOT}/complete/${ids.reservation}`,
    signedInOnly: true,
  },
  { name: 'my reservations', path: () => '/myreservation', signedInOnly: true },
  { name: 'my reservation', path: (ids) => `/myreservation/${ids.reservation}`, signedInOnly: true },
  // The fresh user runs no line: the empty state (the console itself needs a staff member).
  { name: 'lines I run', path: () => '/console/queues', signedInOnly: true },
  // The fresh user belongs to no company: the console's refusals (the pages themselves need a member).
  { name: 'pop-up statistics', path: () => `/enterprise/popups/${SPOT}/stats`, signedInOnly: true },
  { name: 'company audit log', path: () => '/enterprise/audit', signedInOnly: true },
  // A fresh user is no company member: the console's join prompt and the work-email form; the
  // members and companies pages tell them whom they are for.
  { name: 'company console: join prompt', path: () => '/enterprise', signedInOnly: true },
  { name: 'company console: join', path: () => '/enterprise/join', signedInOnly: true },
  { name: 'company console: members (refused)', path: () => '/enterprise/members', signedInOnly: true },
  { name: 'company console: companies (refused)', path: () => '/enterprise/admin/companies', signedInOnly: true },
  // A fresh user runs no company: the pop-up editor pages say whom they are for.
  { name: 'company console: new pop-up (refused)', path: () => '/enterprise/popups/new', signedInOnly: true },
  { name: 'company console: pop-up editor (refused)', path: () => `/enterprise/popups/${SPOT}`, signedInOnly: true },
  {
    name: 'company console: pop-up operations (refused)',
    path: () => `/enterprise/popups/${SPOT}/operations`,
    signedInOnly: true,
  },
  // The demo's captured mail (the e2e server runs with AUTH_DEV_LOGIN).
  { name: 'development mailbox', path: () => '/dev/mailbox' },
  { name: '404', path: () => '/no-such-page' },
];

const localized = (lang: Lang, path: string) => (lang === 'ko' ? path : `/${lang}${path === '/' ? '' : path}`);

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const id = (await res.json()).data.content[0]?.id;
  expect(id, `an id from ${path}`).toEqual(expect.any(Number));
  return id;
}

/** The seeded pages' ids, asked of the public API, and the signed-in user's ticket and booking. */
async function idsFor(request: APIRequestContext, signedIn: boolean): Promise<Ids> {
  const [passPopup, magazinePost, partner, notice] = await Promise.all([
    firstId(request, '/api/v1/spots?types=PARTNER&size=1'),
    firstId(request, '/api/v1/magazines?size=1'),
    firstId(request, '/api/v1/partners?size=1'),
    firstId(request, '/api/v1/notices?size=1'),
  ]);
  const ticket = signedIn ? (await ticketsOf(request))[0].id : 0;
  const reservation = signedIn ? await bookFirstSlot(request) : 0;
  return { passPopup, magazinePost, partner, notice, ticket, reservation };
}

function report(where: string, violations: Violation[]): string {
  const lines = [`${where}: ${violations.length} serious or critical axe violation(s)`];
  for (const v of violations) {
    lines.push(`  ${v.rule} [${v.impact}] on ${v.count} element(s): ${v.help}`);
    for (const node of v.nodes.slice(0, 5)) lines.push(`    ${node.target}${node.detail ? `  (${node.detail})` : ''}`);
    if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more`);
  }
  return lines.join('\n');
}

/**
 * The page's width, and the outermost elements that stick out to the right (not counting
 * what a scrolling or clipping box, such as a chip row, keeps inside itself), to name them.
 */
async function widerThanViewport(page: Page): Promise<{ scrollWidth: number; culprit: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    // Fixed layers (toasts, bars) span the layout viewport, which grows with the overflow.
    const fixed = (element: Element) => getComputedStyle(element).position === 'fixed';
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const inClippingBox = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (clips(up)) return true;
      return false;
    };
    const name = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20) ?? '';
      return `${element.tagName.toLowerCase()}${classes.length ? `.${classes.slice(0, 3).join('.')}` : ''} "${label}" (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    const outermost = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        sticksOut(element) &&
        !fixed(element) &&
        !inClippingBox(element) &&
        !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)),
    );
    return { scrollWidth: document.documentElement.scrollWidth, culprit: outermost.slice(0, 3).map(name).join('; ') };
  });
}

/** After the load: no request in flight for half a second, and the page's main content there. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', WAIT);
  await expect(page.locator('main')).toBeAttached(WAIT);
}

/** Checks one page; answers its serious and critical violations (soft failures on the test). */
async function checkPage(page: Page, path: string, where: string, pageCase: PageCase, lang: Lang) {
  const response = await page.goto(path, WAIT);
  expect.soft(response?.status(), `${where}: status`).toBe(pageCase.name === '404' ? 404 : 200);
  await settle(page);
  if (pageCase.open) {
    await pageCase.open(page, lang);
    await settle(page);
  }

  const violations = await seriousViolations(page);
  expect.soft(violations, report(where, violations)).toEqual([]);

  // The same page on a narrow phone: nothing may make it scroll sideways.
  await page.setViewportSize(NARROW);
  try {
    const fits = await expect
      .poll(async () => (await widerThanViewport(page)).scrollWidth, { timeout: 2_000 })
      .toBeLessThanOrEqual(NARROW.width)
      .then(
        () => true,
        () => false,
      );
    if (!fits) {
      const { scrollWidth, culprit } = await widerThanViewport(page);
      expect
        .soft(
          scrollWidth,
          `${where} at ${NARROW.width} px: the page is ${scrollWidth} px wide; sticking out: ${culprit}`,
        )
        .toBeLessThanOrEqual(NARROW.width);
    }
  } finally {
    await page.setViewportSize(devices['Pixel 7'].viewport);
  }
  return violations;
}

// The JSON attachment and the messages say what is wrong; a trace of 25 pages would be large.
test.use({ trace: 'off' });

for (const lang of ['ko', 'en'] as const) {
  for (const auth of ['visitor', 'signed in'] as const satisfies readonly Auth[]) {
    test(`accessibility, ${lang}, ${auth}: every page`, async ({ page, signIn }) => {
      test.setTimeout(600_000);
      const signedIn = auth === 'signed in';
      if (signedIn) await signIn({ waitingAt: [QUEUE_SPOT] });
      const ids = await idsFor(page.request, signedIn);
      const results: { page: string; violations: Violation[] }[] = [];

      for (const pageCase of PAGES) {
        if ((pageCase.signedInOnly && !signedIn) || (pageCase.visitorOnly && signedIn)) continue;
        const path = localized(lang, pageCase.path(ids));
        const where = `${path} (${pageCase.name}, ${lang}, ${auth})`;
        await test.step(where, async () => {
          try {
            results.push({ page: where, violations: await checkPage(page, path, where, pageCase, lang) });
          } catch (error) {
            // A page that cannot be checked (it never settles, a control is missing) is a
            // failure of its own; the other pages are still checked.
            expect
              .soft(() => {
                throw error;
              }, `${where}: could not be checked`)
              .not.toThrow();
          }
        });
      }

      await test.info().attach('axe-violations', {
        body: JSON.stringify(results, null, 2),
        contentType: 'application/json',
      });
    });
  }
}
