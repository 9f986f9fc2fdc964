import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/server/env';
import { CookieJar } from '../utils/cookie-jar';
import { startFakeKakaoServer, type FakeKakaoServer } from '../utils/fake-kakao-server';
import { call, setupTestApp } from '../utils/test-app';

/**
 * Every way a return path reaches the server (issue 14): `next` on the sign-in starts and the
 * demo and app sign-ins, the originReferer cookie, and the path the OAuth callback returns to.
 * Each known way out of the site must land on it.
 */
const BAD = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  '/\t/evil.example',
];

const BASE = 'http://localhost:3000';
const APP_ID = 7_654_321;
const ENV = {
  PUBLIC_BASE_URL: BASE,
  AUTH_DEV_LOGIN: '1',
  KAKAO_CLIENT_ID: 'rp-client',
  KAKAO_CLIENT_SECRET: 'rp-secret',
  KAKAO_APP_ID: String(APP_ID),
};
const saved = Object.fromEntries(
  [...Object.keys(ENV), 'KAKAO_AUTHORIZE_URL', 'KAKAO_TOKEN_URL', 'KAKAO_USERINFO_URL', 'KAKAO_TOKEN_INFO_URL'].map(
    (k) => [k, process.env[k]],
  ),
);

let kakao: FakeKakaoServer;
const ctx = setupTestApp();

beforeAll(async () => {
  kakao = await startFakeKakaoServer({
    clientId: ENV.KAKAO_CLIENT_ID,
    clientSecret: ENV.KAKAO_CLIENT_SECRET,
    redirectUri: `${BASE}/login/oauth/kakao`,
    appId: APP_ID,
  });
  Object.assign(process.env, ENV, {
    KAKAO_AUTHORIZE_URL: kakao.authorizeUrl,
    KAKAO_TOKEN_URL: kakao.tokenUrl,
    KAKAO_USERINFO_URL: kakao.userInfoUrl,
    KAKAO_TOKEN_INFO_URL: kakao.tokenInfoUrl,
  });
  resetServerEnvForTests();
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
  await kakao.close();
});

beforeEach(() => kakao.reset());

/** A landing on this site: a path, never another host however a browser reads it. */
function expectSameSite(location: string | null | undefined, input: string) {
  expect(location, input).toBeTruthy();
  expect(location!.startsWith('/'), `${input} -> ${location}`).toBe(true);
  expect(/^\/[/\\]/.test(location!), `${input} -> ${location}`).toBe(false);
  expect(new URL(location!, BASE).origin, `${input} -> ${location}`).toBe(BASE);
  expect(location, input).not.toContain('evil.example');
}

function demoForm(fields: Record<string, string>, cookie = '') {
  return ctx.app.request('/api/v1/auth/demo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
}

const refererCookie = (path: string) => `originReferer=${encodeURIComponent(path)}`;

let kakaoUserId = 91_000;

/** A whole Kakao sign-in: the login page's start (with `next`), then Kakao's redirect back. */
async function kakaoSignIn(options: { next?: string; referer?: string }) {
  const jar = new CookieJar();
  if (options.referer !== undefined) jar.set('originReferer', options.referer);
  const query = options.next === undefined ? '' : `?next=${encodeURIComponent(options.next)}`;
  const start = await ctx.app.request(`/api/v1/auth/kakao/authorize${query}`, { headers: { Cookie: jar.header() } });
  jar.apply(start.headers);
  const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
  kakaoUserId += 1;
  const code = kakao.issueCode({ id: kakaoUserId, nickname: `rp${kakaoUserId}`, ageRange: '20~29' });
  const back = await ctx.app.request(`/api/v1/auth/kakao/callback?${new URLSearchParams({ code, state })}`, {
    headers: { Cookie: jar.header() },
  });
  expect(back.status).toBe(302);
  return back.headers.get('location');
}

describe('every sign-in entry point lands on this site whatever return path it is given', () => {
  it.each(BAD)('the demo sign-in form with next=%s', async (bad) => {
    const res = await demoForm({ next: bad });
    expect(res.status).toBe(303);
    expectSameSite(res.headers.get('location'), bad);
    expect(res.headers.get('location')).toBe('/mypage');
  });

  it.each(BAD)('the demo sign-in with originReferer=%s', async (bad) => {
    const res = await demoForm({}, refererCookie(bad));
    expectSameSite(res.headers.get('location'), bad);
    expect(res.headers.get('location')).toBe('/mypage');
  });

  it.each(BAD)('the Kakao sign-in started with next=%s (a new account: via /signup)', async (bad) => {
    const location = await kakaoSignIn({ next: bad });
    expectSameSite(location, bad);
    expect(location).toBe(`/signup?next=${encodeURIComponent('/mypage')}`);
  });

  it.each(BAD)('the Kakao callback returning to originReferer=%s', async (bad) => {
    const location = await kakaoSignIn({ referer: bad });
    expectSameSite(location, bad);
    expect(location).toBe(`/signup?next=${encodeURIComponent('/mypage')}`);
  });

  it.each(BAD)('the app bridge sign-in with next=%s and the same originReferer', async (bad) => {
    kakaoUserId += 1;
    const token = kakao.issueAppToken({ id: kakaoUserId, nickname: `app${kakaoUserId}`, ageRange: '20~29' }, APP_ID);
    const res = await call<{ next: string }>(ctx.app, 'POST', '/api/v1/auth/kakao/app', {
      body: { accessToken: token, next: bad },
      headers: { Origin: BASE, Cookie: refererCookie(bad) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSameSite(res.body.data.next, bad);
  });

  it('still returns to a good path', async () => {
    expect((await demoForm({ next: '/en/popup/3?tab=REVIEW' })).headers.get('location')).toBe('/en/popup/3?tab=REVIEW');
    expect((await demoForm({}, refererCookie('/popup/5'))).headers.get('location')).toBe('/popup/5');
    expect(await kakaoSignIn({ next: '/popup/7' })).toBe(`/signup?next=${encodeURIComponent('/popup/7')}`);
  });
});
