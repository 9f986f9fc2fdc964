import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userIdentities, users } from '@/server/db/schema';
import { CookieJar, setCookieOf } from '../utils/cookie-jar';
import { startFakeNaverServer, type FakeNaverServer, type FakeNaverUser } from '../utils/fake-naver-server';
import { overrideServerEnv } from '../utils/server-env';
import { call, setupTestApp } from '../utils/test-app';

const BASE = 'http://localhost:3000';
const REDIRECT_URI = `${BASE}/login/oauth/naver`;

let naver: FakeNaverServer;
let restoreEnv: () => void;
const ctx = setupTestApp();

beforeAll(async () => {
  naver = await startFakeNaverServer({ clientId: 'naver-id', clientSecret: 'naver-secret', redirectUri: REDIRECT_URI });
  restoreEnv = overrideServerEnv({
    PUBLIC_BASE_URL: BASE,
    NAVER_CLIENT_ID: 'naver-id',
    NAVER_CLIENT_SECRET: 'naver-secret',
    NAVER_AUTHORIZE_URL: naver.authorizeUrl,
    NAVER_TOKEN_URL: naver.tokenUrl,
    NAVER_USERINFO_URL: naver.userInfoUrl,
  });
});

afterAll(async () => {
  restoreEnv();
  await naver.close();
});

beforeEach(() => naver.reset());

async function authorize(jar = new CookieJar(), query = '') {
  const res = await ctx.app.request(`/api/v1/auth/naver/authorize${query}`, { headers: { Cookie: jar.header() } });
  jar.apply(res.headers);
  const location = new URL(res.headers.get('location') ?? '/missing', BASE);
  return { res, jar, location, state: location.searchParams.get('state') ?? '' };
}

async function callback(jar: CookieJar, query: Record<string, string>) {
  const res = await ctx.app.request(`/api/v1/auth/naver/callback?${new URLSearchParams(query)}`, {
    headers: { Cookie: jar.header() },
  });
  jar.apply(res.headers);
  return { res, location: res.headers.get('location') };
}

async function signIn(user: FakeNaverUser, jar = new CookieJar()) {
  const { state } = await authorize(jar);
  return { ...(await callback(jar, { code: naver.issueCode(user, state), state })), jar, state };
}

async function liveUsersWithNaverId(id: string) {
  const rows = await ctx.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, 'NAVER'), eq(userIdentities.subject, id), isNull(users.deletedAt)));
  return rows.map((row) => row.user);
}

describe('Naver sign-in', () => {
  it('is offered by GET /v1/auth/methods only when its keys are set', async () => {
    const on = await call<{ naver: boolean; apple: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
    expect(on.body.data).toMatchObject({ naver: true, apple: false });
    const restore = overrideServerEnv({ NAVER_CLIENT_SECRET: undefined });
    try {
      const off = await call<{ naver: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
      expect(off.body.data.naver).toBe(false);
      const { res } = await authorize();
      expect(res.headers.get('location')).toBe('/login/error?reason=server');
    } finally {
      restore();
    }
  });

  it('redirects to Naver with the client id, redirect URI and state', async () => {
    const { res, location, state, jar } = await authorize(new CookieJar(), '?lang=en');
    expect(res.status).toBe(302);
    expect(location.origin + location.pathname).toBe(naver.authorizeUrl);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('client_id')).toBe('naver-id');
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.get('oauthState')).toMatch(new RegExp(`^naver\\.${state}\\.`));
  });

  it('creates the account on the first sign-in from the Naver profile, and finds it again', async () => {
    const person: FakeNaverUser = {
      id: 'nv-Abc_123',
      nickname: '서연',
      email: 'seoyeon@naver.com',
      age: '30-39',
      birthyear: '1991',
      birthday: '04-12',
      mobile: '010-2345-6789',
      profile_image: 'https://phinf.pstatic.net/profile/1.jpg',
    };
    const first = await signIn(person);
    expect(first.res.status).toBe(302);
    expect(first.location).toBe(`/signup?next=${encodeURIComponent('/mypage')}`);
    const [row] = await liveUsersWithNaverId('nv-Abc_123');
    expect(row).toMatchObject({
      nickname: '서연',
      email: 'seoyeon@naver.com',
      phone: '+82 10-2345-6789',
      birthYear: 1991,
      ageRange: '30~39',
      profileImageUrl: 'https://phinf.pstatic.net/profile/1.jpg',
      signedUpAt: null,
    });
    expect(setCookieOf(first.res.headers, 'userId')?.value).toBe(String(row.id));
    // Naver wants the state in the token request as well.
    expect(naver.tokenRequests.at(-1)?.get('state')).toBe(first.state);
    expect(naver.tokenRequests.at(-1)?.get('client_secret')).toBe('naver-secret');

    const second = await signIn(person);
    expect(setCookieOf(second.res.headers, 'userId')?.value).toBe(String(row.id));
    expect(await liveUsersWithNaverId('nv-Abc_123')).toHaveLength(1);
  });

  it('completes the round trip a browser makes: authorize, Naver, callback', async () => {
    naver.setAuthorizeUser({ id: 'nv-browser', nickname: 'browser' });
    const { jar, location } = await authorize(new CookieJar(), `?lang=ja&next=${encodeURIComponent('/ja/popup/5')}`);
    const atNaver = await fetch(location, { redirect: 'manual' });
    const back = new URL(atNaver.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    const done = await callback(jar, Object.fromEntries(back.searchParams));
    expect(done.location).toBe(`/ja/signup?next=${encodeURIComponent('/ja/popup/5')}`);
    expect(await liveUsersWithNaverId('nv-browser')).toHaveLength(1);
  });

  it('refuses a child by birth year, and keeps nothing about them', async () => {
    const thisYear = new Date().getFullYear();
    const { location } = await signIn({ id: 'nv-child', nickname: 'child', birthyear: String(thisYear - 10) });
    expect(location).toBe('/login/error?reason=under14');
    expect(await liveUsersWithNaverId('nv-child')).toHaveLength(0);
    // Naver's '0-9' range alone is enough; its '10-19' holds adults too and decides nothing.
    expect((await signIn({ id: 'nv-child-2', age: '0-9' })).location).toBe('/login/error?reason=under14');
    expect((await signIn({ id: 'nv-teen', age: '10-19' })).location).toBe(
      `/signup?next=${encodeURIComponent('/mypage')}`,
    );
  });

  it("shows the spec's error screens: timeout, a wrong state or a used code, Naver failing, cancel", async () => {
    // No state cookie: timeout.
    expect((await callback(new CookieJar(), { code: 'x', state: 'y' })).location).toBe('/login/error?reason=timeout');
    // A state from another provider's sign-in is not ours.
    const kakaoJar = new CookieJar();
    kakaoJar.set('oauthState', `kakao.abc.def.ko.${Date.now()}`);
    expect((await callback(kakaoJar, { code: 'x', state: 'abc' })).location).toBe('/login/error?reason=client');
    // A code Naver does not know (Naver answers 200 with an error).
    const { jar, state } = await authorize();
    expect((await callback(jar, { code: 'unknown_code', state })).location).toBe('/login/error?reason=client');
    // A used code.
    const person = { id: 'nv-once', nickname: 'once' };
    const first = await authorize();
    const code = naver.issueCode(person, first.state);
    await callback(first.jar, { code, state: first.state });
    const again = await authorize();
    expect((await callback(again.jar, { code, state: again.state })).location).toBe('/login/error?reason=client');
    // Naver's profile API failing is on Naver's side.
    naver.failProfile(500);
    expect((await signIn({ id: 'nv-fail' })).location).toBe('/login/error?reason=server');
    naver.failProfile(null);
    // Cancel on Naver's consent screen: back to the login page, in the sign-in's language.
    const en = await authorize(new CookieJar(), '?lang=en');
    const cancelled = await callback(en.jar, { error: 'access_denied', state: en.state });
    expect(cancelled.location).toBe('/en/login');
  });

  it('signs a person up again as a new account after they deleted theirs', async () => {
    const first = await signIn({ id: 'nv-comeback', nickname: 'comeback' });
    const deleted = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token: first.jar.get('accessToken') });
    expect(deleted.status).toBe(200);
    await signIn({ id: 'nv-comeback', nickname: 'comeback' });
    const live = await liveUsersWithNaverId('nv-comeback');
    expect(live).toHaveLength(1);
    expect(String(live[0].id)).not.toBe(first.jar.get('userId'));
  });
});
