import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/server/env';
import { userIdentities, userTermHistory, users, userTerms } from '@/server/db/schema';
import { CookieJar, setCookieOf } from '../utils/cookie-jar';
import { startFakeKakaoServer, type FakeKakaoServer, type FakeKakaoUser } from '../utils/fake-kakao-server';
import { call, setupTestApp } from '../utils/test-app';

const BASE = 'http://localhost:3000';
const REDIRECT_URI = `${BASE}/login/oauth/kakao`;
/** Our Kakao app's id: the companion app signs in with the same Kakao app. */
const APP_ID = 1_234_567;
const ENV_KEYS = [
  'PUBLIC_BASE_URL',
  'KAKAO_CLIENT_ID',
  'KAKAO_CLIENT_SECRET',
  'KAKAO_AUTHORIZE_URL',
  'KAKAO_TOKEN_URL',
  'KAKAO_USERINFO_URL',
  'KAKAO_SERVICE_TERMS_URL',
  'KAKAO_SERVICE_TERMS',
  'KAKAO_TOKEN_INFO_URL',
  'KAKAO_APP_ID',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

let kakao: FakeKakaoServer;
const ctx = setupTestApp();

beforeAll(async () => {
  kakao = await startFakeKakaoServer({
    clientId: 'test-client-id',
    clientSecret: 'test-client-secret',
    redirectUri: REDIRECT_URI,
    appId: APP_ID,
  });
  Object.assign(process.env, {
    PUBLIC_BASE_URL: BASE,
    KAKAO_CLIENT_ID: 'test-client-id',
    KAKAO_CLIENT_SECRET: 'test-client-secret',
    KAKAO_AUTHORIZE_URL: kakao.authorizeUrl,
    KAKAO_TOKEN_URL: kakao.tokenUrl,
    KAKAO_USERINFO_URL: kakao.userInfoUrl,
    KAKAO_SERVICE_TERMS_URL: kakao.serviceTermsUrl,
    KAKAO_TOKEN_INFO_URL: kakao.tokenInfoUrl,
    KAKAO_APP_ID: String(APP_ID),
  });
  delete process.env.KAKAO_SERVICE_TERMS;
  resetServerEnvForTests();
});

afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetServerEnvForTests();
  await kakao.close();
});

beforeEach(() => kakao.reset());

/** GET /authorize like the login page's button: returns the jar (state cookie) and state. */
async function authorize(jar = new CookieJar(), query = '') {
  const res = await ctx.app.request(`/api/v1/auth/kakao/authorize${query}`, { headers: { Cookie: jar.header() } });
  jar.apply(res.headers);
  const location = new URL(res.headers.get('location') ?? '/missing', BASE);
  return { res, jar, location, state: location.searchParams.get('state') ?? '' };
}

/** Kakao's redirect back to us, carrying the browser's cookies. */
async function callback(jar: CookieJar, query: Record<string, string>) {
  const res = await ctx.app.request(`/api/v1/auth/kakao/callback?${new URLSearchParams(query)}`, {
    headers: { Cookie: jar.header() },
  });
  jar.apply(res.headers);
  return { res, location: res.headers.get('location') };
}

async function signIn(user: FakeKakaoUser, options: { referer?: string; lang?: string } = {}) {
  const jar = new CookieJar();
  if (options.referer !== undefined) jar.set('originReferer', options.referer);
  const { state } = await authorize(jar, options.lang ? `?lang=${options.lang}` : '');
  const { res, location } = await callback(jar, { code: kakao.issueCode(user), state });
  return { res, location, jar };
}

/** A first sign-in lands on the sign-up step, which then goes on to `target`. */
function firstLanding(target: string, prefix = ''): string {
  return `${prefix}/signup?next=${encodeURIComponent(target)}`;
}

async function liveUsersWithKakaoId(id: number) {
  const rows = await ctx.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, 'KAKAO'), eq(userIdentities.subject, String(id)), isNull(users.deletedAt)));
  return rows.map((row) => row.user);
}

describe('GET /api/v1/auth/kakao/authorize', () => {
  it('redirects to Kakao with the client id, redirect URI, state and consent scopes', async () => {
    const { res, location, state } = await authorize();
    expect(res.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(kakao.authorizeUrl);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('client_id')).toBe('test-client-id');
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['profile_nickname', 'profile_image', 'account_email', 'age_range']),
    );
    const cookie = setCookieOf(res.headers, 'oauthState');
    // provider.state.nonce.lang.issuedAt
    expect(cookie?.value).toMatch(new RegExp(`^kakao\\.${state}\\.[A-Za-z0-9_-]{43}\\.ko\\.\\d+$`));
    expect(cookie?.attributes).toMatchObject({ httponly: true, 'max-age': '300', samesite: 'Lax', path: '/' });
  });

  it('uses a new state each time', async () => {
    const a = await authorize();
    const b = await authorize();
    expect(a.state).not.toBe(b.state);
  });

  it('asks for the Kakao Sync service terms when they are configured', async () => {
    process.env.KAKAO_SERVICE_TERMS = 'service,privacy,age_over_14,location,marketing';
    resetServerEnvForTests();
    try {
      const { location } = await authorize();
      expect(location.searchParams.get('service_terms')).toBe('service,privacy,age_over_14,location,marketing');
    } finally {
      delete process.env.KAKAO_SERVICE_TERMS;
      resetServerEnvForTests();
    }
  });

  it('stores a same-origin `next` as the origin referer, and ignores a foreign one', async () => {
    const good = await authorize(new CookieJar(), `?next=${encodeURIComponent('/en/mypage')}`);
    expect(setCookieOf(good.res.headers, 'originReferer')).toMatchObject({
      value: '/en/mypage',
      attributes: { 'max-age': '600', path: '/', samesite: 'Lax' },
    });
    const evil = await authorize(new CookieJar(), `?next=${encodeURIComponent('//evil.example/x')}`);
    expect(setCookieOf(evil.res.headers, 'originReferer')).toBeUndefined();
  });

  it('sends the browser to the server-error screen when Kakao is not configured', async () => {
    delete process.env.KAKAO_CLIENT_ID;
    resetServerEnvForTests();
    try {
      const { res } = await authorize(new CookieJar(), '?lang=ja');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/ja/login/error?reason=server');
    } finally {
      process.env.KAKAO_CLIENT_ID = 'test-client-id';
      resetServerEnvForTests();
    }
  });
});

describe('GET /api/v1/auth/kakao/callback', () => {
  it('creates the account once, sets the login cookies and returns to the origin referer', async () => {
    const kakaoUser = {
      id: 90001,
      nickname: '민지',
      profileImageUrl: 'https://k.kakaocdn.net/p/1.jpg',
      email: 'minji@example.com',
      ageRange: '20~29',
    };
    const first = await signIn(kakaoUser, { referer: '/popup/3?tab=REVIEW' });
    expect(first.res.status).toBe(302);
    expect(first.location).toBe(firstLanding('/popup/3?tab=REVIEW'));

    const [row] = await liveUsersWithKakaoId(90001);
    expect(row).toMatchObject({
      nickname: '민지',
      profileImageUrl: 'https://k.kakaocdn.net/p/1.jpg',
      email: 'minji@example.com',
      ageRange: '20~29',
      role: 'USER',
    });
    expect(row.signedUpAt).toBeNull();
    expect(row.lastLoginAt).toBeInstanceOf(Date);

    const token = setCookieOf(first.res.headers, 'accessToken');
    expect(token?.attributes.httponly).toBe(true);
    expect(token?.attributes).toMatchObject({ path: '/', samesite: 'Lax', 'max-age': String(60 * 60 * 24 * 14) });
    expect(setCookieOf(first.res.headers, 'userId')?.value).toBe(String(row.id));
    // Korean nickname travels URI-encoded; the parsed value is the decoded one.
    expect(first.res.headers.getSetCookie().find((l) => l.startsWith('nickname='))).toContain(
      encodeURIComponent('민지'),
    );
    expect(setCookieOf(first.res.headers, 'nickname')?.value).toBe('민지');
    // The referer and the state are used once.
    expect(setCookieOf(first.res.headers, 'originReferer')?.attributes['max-age']).toBe('0');
    expect(setCookieOf(first.res.headers, 'oauthState')?.attributes['max-age']).toBe('0');

    const me = await call<{ id: number; nickname: string; email: string | null }>(ctx.app, 'GET', '/api/v1/users/me', {
      token: first.jar.get('accessToken'),
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      id: row.id,
      nickname: '민지',
      profileImageUrl: 'https://k.kakaocdn.net/p/1.jpg',
      role: 'USER',
      email: 'minji@example.com',
      phone: null,
      signedUp: false,
    });

    // Once signed up, a sign-in goes straight back.
    await ctx.db.update(users).set({ signedUpAt: new Date() }).where(eq(users.id, row.id));
    const second = await signIn(kakaoUser, { referer: '/popup/3?tab=REVIEW' });
    expect(second.location).toBe('/popup/3?tab=REVIEW');
    expect(setCookieOf(second.res.headers, 'userId')?.value).toBe(String(row.id));
    expect(await liveUsersWithKakaoId(90001)).toHaveLength(1);
  });

  it('makes one account when two first sign-ins of the same person race', async () => {
    const results = await Promise.all([
      signIn({ id: 90020, nickname: 'racer' }),
      signIn({ id: 90020, nickname: 'racer' }),
      signIn({ id: 90020, nickname: 'racer' }),
    ]);
    expect(results.map((r) => r.location)).toEqual(Array(3).fill(firstLanding('/mypage')));
    const rows = await liveUsersWithKakaoId(90020);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.jar.get('userId')))).toEqual(new Set([String(rows[0].id)]));
  });

  it('completes the round trip a browser makes: authorize, Kakao, callback', async () => {
    kakao.setAuthorizeUser({ id: 90021, nickname: 'browser' });
    const { jar, location } = await authorize(new CookieJar(), `?lang=ja&next=${encodeURIComponent('/ja/popup/5')}`);
    const atKakao = await fetch(location, { redirect: 'manual' });
    expect(atKakao.status).toBe(302);
    const back = new URL(atKakao.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const { location: landing } = await callback(jar, Object.fromEntries(back.searchParams));
    expect(landing).toBe(firstLanding('/ja/popup/5', '/ja'));
    expect(await liveUsersWithKakaoId(90021)).toHaveLength(1);
  });

  it('exchanges the code form-encoded with the client secret and the same redirect URI', async () => {
    await signIn({ id: 90002, nickname: 'form check' });
    expect(kakao.tokenRequests).toHaveLength(1);
    const [request] = kakao.tokenRequests;
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'test-client-id',
      client_secret: 'test-client-secret',
      redirect_uri: REDIRECT_URI,
    });
  });

  it('gives a second person with the same nickname a different one', async () => {
    await signIn({ id: 90003, nickname: 'Popcorn' });
    await signIn({ id: 90004, nickname: 'popcorn' });
    const [a] = await liveUsersWithKakaoId(90003);
    const [b] = await liveUsersWithKakaoId(90004);
    expect(a.nickname).toBe('Popcorn');
    expect(b.nickname.toLowerCase()).not.toBe('popcorn');
    expect(b.nickname).toMatch(/^popcorn\d{4}$/);
  });

  it('cleans a nickname to the rule, and generates one when nothing usable is left', async () => {
    await signIn({ id: 90005, nickname: '🍿 팝콘 러버!! 🍿' });
    await signIn({ id: 90006, nickname: '🍿' });
    await signIn({ id: 90007, nickname: null });
    expect((await liveUsersWithKakaoId(90005))[0].nickname).toBe('팝콘 러버');
    expect((await liveUsersWithKakaoId(90006))[0].nickname).toMatch(/^팝스팟\d{6}$/);
    expect((await liveUsersWithKakaoId(90007))[0].nickname).toMatch(/^팝스팟\d{6}$/);
  });

  it('answers in the language the sign-in started in', async () => {
    const { location } = await signIn({ id: 90008, nickname: 'english' }, { lang: 'en' });
    expect(location).toBe(firstLanding('/en/mypage', '/en'));
    const jar = new CookieJar();
    const { state } = await authorize(jar, '?lang=zh');
    expect((await callback(jar, { code: 'nope', state })).location).toBe('/zh/login/error?reason=client');
  });

  it('never redirects off the site, whatever the origin referer says', async () => {
    for (const referer of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/api/v1/users/me',
    ]) {
      const { location } = await signIn({ id: 90009, nickname: 'redirect test' }, { referer });
      expect(location, referer).toBe(firstLanding('/mypage'));
    }
  });

  it('refuses under-14 Kakao age ranges and keeps nothing about the child', async () => {
    for (const [id, ageRange] of [
      [90010, '10~14'],
      [90011, '1~9'],
    ] as const) {
      const { location, res } = await signIn({ id, nickname: 'kid', ageRange });
      expect(location).toBe('/login/error?reason=under14');
      expect(setCookieOf(res.headers, 'accessToken')).toBeUndefined();
      expect(await liveUsersWithKakaoId(id)).toHaveLength(0);
    }
    // A birth date settles it both ways: 14 today is old enough, a day short is not.
    const seoulToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const [year, month, day] = seoulToday.split('-');
    const birthday = `${month}${day}`;
    const fourteenToday = await signIn({
      id: 90012,
      nickname: 'fourteen',
      ageRange: '10~14',
      birthyear: String(Number(year) - 14),
      birthday,
    });
    expect(fourteenToday.location).toBe(firstLanding('/mypage'));
    const fifteenToNineteen = await signIn({ id: 90013, nickname: 'teen', ageRange: '15~19' });
    expect(fifteenToNineteen.location).toBe(firstLanding('/mypage'));
  });

  it('shows the timeout screen when the state cookie is missing or older than 5 minutes', async () => {
    const missing = await callback(new CookieJar(), { code: kakao.issueCode({ id: 90014 }), state: 'whatever' });
    expect(missing.location).toBe('/login/error?reason=timeout');

    const jar = new CookieJar();
    const { state } = await authorize(jar);
    jar.set('oauthState', `${state}.ko.${Date.now() - 5 * 60 * 1000 - 1000}`);
    const expired = await callback(jar, { code: kakao.issueCode({ id: 90014 }), state });
    expect(expired.location).toBe('/login/error?reason=timeout');
    expect(await liveUsersWithKakaoId(90014)).toHaveLength(0);
  });

  it('shows the client error screen for a wrong state, a missing code or a code Kakao refuses', async () => {
    const wrong = await authorize();
    expect(
      (await callback(wrong.jar, { code: kakao.issueCode({ id: 90015 }), state: `${wrong.state}x` })).location,
    ).toBe('/login/error?reason=client');
    const noCode = await authorize();
    expect((await callback(noCode.jar, { state: noCode.state })).location).toBe('/login/error?reason=client');
    const unknownCode = await authorize();
    expect((await callback(unknownCode.jar, { code: 'never-issued', state: unknownCode.state })).location).toBe(
      '/login/error?reason=client',
    );
    // A state is good once: replaying the same callback finds no state any more.
    const once = await authorize();
    const code = kakao.issueCode({ id: 90016, nickname: 'once' });
    expect((await callback(once.jar, { code, state: once.state })).location).toBe(firstLanding('/mypage'));
    expect((await callback(once.jar, { code, state: once.state })).location).toBe('/login/error?reason=timeout');
  });

  it('goes back to the login page when the person cancels on Kakao', async () => {
    const { jar, state } = await authorize(new CookieJar(), '?lang=en');
    const { location } = await callback(jar, {
      error: 'access_denied',
      error_description: 'User denied access',
      state,
    });
    expect(location).toBe('/en/login');
  });

  it('shows the server error screen when Kakao fails', async () => {
    kakao.failToken({ status: 500 });
    expect((await signIn({ id: 90017 })).location).toBe('/login/error?reason=server');
    kakao.failToken({ status: 401, body: { error: 'invalid_client', error_code: 'KOE010' } });
    expect((await signIn({ id: 90017 })).location).toBe('/login/error?reason=server');
    kakao.reset();
    kakao.failUserInfo({ status: 500 });
    expect((await signIn({ id: 90017 })).location).toBe('/login/error?reason=server');
    expect(await liveUsersWithKakaoId(90017)).toHaveLength(0);
  });

  it('records the terms agreed on Kakao when Kakao Sync terms are configured', async () => {
    process.env.KAKAO_SERVICE_TERMS = 'service,privacy,age_over_14,marketing,promotion_sms';
    resetServerEnvForTests();
    try {
      kakao.setServiceTerms([
        { tag: 'service', agreed: true },
        { tag: 'privacy', agreed: true },
        { tag: 'age_over_14', agreed: true },
        { tag: 'marketing', agreed: false },
        { tag: 'promotion_sms', agreed: true },
        { tag: 'something_else', agreed: true },
      ]);
      await signIn({ id: 90018, nickname: 'terms' });
      const [user] = await liveUsersWithKakaoId(90018);
      const rows = await ctx.db.select().from(userTerms).where(eq(userTerms.userId, user.id));
      expect(Object.fromEntries(rows.map((r) => [r.termType, r.isAgreed]))).toEqual({
        SERVICE: true,
        PRIVACY: true,
        AGE_OVER_14: true,
        MARKETING: false,
        PROMOTION_SMS: true,
      });
      // Each with the version of our document in force, and recorded as given through Kakao Sync.
      expect(Object.fromEntries(rows.map((r) => [r.termType, r.version]))).toMatchObject({
        SERVICE: '2026-11-01',
        AGE_OVER_14: null,
        PROMOTION_SMS: '2026-11-01',
      });
      const lines = await ctx.db.select().from(userTermHistory).where(eq(userTermHistory.userId, user.id));
      expect(lines).toHaveLength(5);
      expect(new Set(lines.map((l) => l.source))).toEqual(new Set(['KAKAO_SYNC']));
    } finally {
      delete process.env.KAKAO_SERVICE_TERMS;
      resetServerEnvForTests();
    }
  });

  it('signs a person up again as a new account after they deleted theirs', async () => {
    const first = await signIn({ id: 90019, nickname: 'comeback' });
    const token = first.jar.get('accessToken');
    const deleted = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token });
    expect(deleted.status).toBe(200);
    const again = await signIn({ id: 90019, nickname: 'comeback' });
    expect(again.location).toBe(firstLanding('/mypage'));
    const live = await liveUsersWithKakaoId(90019);
    expect(live).toHaveLength(1);
    expect(String(live[0].id)).not.toBe(first.jar.get('userId'));
    expect(live[0].nickname).toBe('comeback');
  });
});

describe('POST /api/v1/auth/kakao/app (the native app bridge)', () => {
  const appSignIn = (accessToken: string, headers: Record<string, string> = {}) =>
    call<{ user: { id: number; signedUp: boolean }; accessToken: string; next: string }>(
      ctx.app,
      'POST',
      '/api/v1/auth/kakao/app',
      { body: { accessToken, lang: 'en', next: '/en/popup/7' }, headers },
    );

  it("exchanges the app's Kakao token for a session, checked with Kakao's token info", async () => {
    const token = kakao.issueAppToken({ id: 90030, nickname: '앱사용자', ageRange: '20~29' }, APP_ID);
    const res = await appSignIn(token);
    expect(res.status).toBe(200);
    expect(res.body.data.next).toBe(firstLanding('/en/popup/7', '/en'));
    // The session rides in the HttpOnly cookie; the page's script never sees the token.
    expect(setCookieOf(res.headers, 'accessToken')?.attributes.httponly).toBe(true);
    expect(res.body.data).not.toHaveProperty('accessToken');
    const [row] = await liveUsersWithKakaoId(90030);
    expect(row.id).toBe(res.body.data.user.id);
    // Signed in again from the app: the same account.
    const again = await appSignIn(kakao.issueAppToken({ id: 90030, nickname: '앱사용자' }, APP_ID));
    expect(again.body.data.user.id).toBe(row.id);
    expect(await liveUsersWithKakaoId(90030)).toHaveLength(1);
  });

  it("refuses another Kakao app's token, an unknown token, a child, and other sites", async () => {
    const foreign = await appSignIn(kakao.issueAppToken({ id: 90031, nickname: 'other' }, APP_ID + 1));
    expect(foreign.status).toBe(401);
    expect(foreign.body.result.code).toBe(40100001);
    const unknown = await appSignIn('never-issued-token');
    expect(unknown.status).toBe(401);
    const child = await appSignIn(kakao.issueAppToken({ id: 90032, nickname: 'kid', ageRange: '10~14' }, APP_ID));
    expect(child.status).toBe(403);
    expect(child.body.result.code).toBe(40300702);
    expect(await liveUsersWithKakaoId(90032)).toHaveLength(0);
    const crossSite = await appSignIn(kakao.issueAppToken({ id: 90033 }, APP_ID), {
      Origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(await liveUsersWithKakaoId(90031)).toHaveLength(0);
  });

  it('is unavailable when no Kakao app id is configured', async () => {
    delete process.env.KAKAO_APP_ID;
    resetServerEnvForTests();
    try {
      const methods = await call<{ kakaoApp: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
      expect(methods.body.data.kakaoApp).toBe(false);
      const res = await appSignIn(kakao.issueAppToken({ id: 90034 }, APP_ID));
      expect(res.status).toBe(503);
      expect(res.body.result.code).toBe(50300000);
    } finally {
      process.env.KAKAO_APP_ID = String(APP_ID);
      resetServerEnvForTests();
    }
  });
});
