import { startAppInstances, type AppInstances } from './fixtures/app-instances';
import { request as apiRequest, expect, test } from './fixtures/test';

// Two app processes on one PostgreSQL: TEST_DATABASE_URL names the server (CI starts one;
// scripts/test.sh and .ci/run pass it through). Without it there is no second process to
// run against PGlite, which allows one process per database.
const serverUrl = process.env.TEST_DATABASE_URL;
const SPOT = 12;

test.describe('the page cache with two app processes', () => {
  test.skip(!serverUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL)');
  test.setTimeout(180_000);

  let apps: AppInstances;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    apps = await startAppInstances(serverUrl!, [3231, 3232]);
  });
  test.afterAll(async () => {
    await apps?.stop();
  });

  test('a change made through one process invalidates the cached page on the other', async () => {
    const [a, b] = apps.urls;
    const onA = await apiRequest.newContext({ baseURL: a });
    const onB = await apiRequest.newContext({ baseURL: b });
    const title = (await (await onB.get(`/api/v1/spots/${SPOT}`)).json()).data.title as string;

    // B renders the page once and then serves it from its own cache.
    await onB.get(`/popup/${SPOT}`);
    const cached = await onB.get(`/popup/${SPOT}`);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await cached.text()).toContain(title);
    expect((await onB.get(`/popup/${SPOT}`)).headers()['x-front-cache']).toBe('HIT');

    // An admin corrects the title through A.
    const signIn = await onA.post('/api/v1/auth/demo', { data: { fresh: { admin: true } } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const changed = `${title} (정정 ${Date.now()})`;
    const edited = await onA.patch(`/api/v1/admin/spots/${SPOT}`, { data: { title: changed } });
    expect(edited.status(), await edited.text()).toBe(200);

    // B learns of it through PostgreSQL (LISTEN/NOTIFY) and renders the page anew: the
    // notification travels in milliseconds, so the first request after the answer, or one
    // a few milliseconds later, already shows the change.
    const started = Date.now();
    let html = '';
    while (Date.now() - started < 2000) {
      html = await (await onB.get(`/popup/${SPOT}`)).text();
      if (html.includes(changed)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(html).toContain(changed);
    console.log(`two-instance invalidation seen on B after ${Date.now() - started} ms`);

    // And B caches the new page again.
    expect((await onB.get(`/popup/${SPOT}`)).headers()['x-nextjs-cache']).toBe('HIT');
    await onA.dispose();
    await onB.dispose();
  });
});
