import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userIdentities, users } from '@/server/db/schema';
import { CookieJar, setCookieOf } from '../utils/cookie-jar';
import { startFakeAppleServer, type FakeAppleServer, type FakeAppleUser } from '../utils/fake-apple-server';
import { overrideServerEnv } from '../utils/server-env';
import { call, setupTestApp } from '../utils/test-app';

const BASE = 'http://localhost:3000';
const REDIRECT_URI = `${BASE}/api/v1/auth/apple/callback`;

let apple: FakeAppleServer;
let restoreEnv: () => void;
const ctx = setupTestApp();

beforeAll(async () => {
  apple = await startFakeAppleServer({
    clientId: 'kr.popspot.web',
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
    redirectUri: REDIRECT_URI,
  });
  restoreEnv = overrideServerEnv({
    PUBLIC_BASE_URL: BASE,
    APPLE_CLIENT_ID: 'kr.popspot.web',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    // As it sits in an env file: one line with '\n' escapes.
    APPLE_PRIVATE_KEY: apple.teamKey.trim().replace(/\n/g, '\\n'),
    APPLE_AUTHORIZE_URL: apple.authorizeUrl,
    APPLE_TOKEN_URL: apple.tokenUrl,
    APPLE_REVOKE_URL: apple.revokeUrl,
  });
});

afterAll(async () => {
  restoreEnv();
  await apple.close();
});

beforeEach(() => apple.reset());

async function authorize(jar = new CookieJar(), query = '') {
  const res = await ctx.app.request(`/api/v1/auth/apple/authorize${query}`, { headers: { Cookie: jar.header() } });
  jar.apply(res.headers);
  const location = new URL(res.headers.get('location') ?? '/missing', BASE);
  return {
    res,
    jar,
    location,
    state: location.searchParams.get('state') ?? '',
    nonce: location.searchParams.get('nonce') ?? '',
  };
}

/**
 * Apple's form post comes from Apple's site, so the browser leaves our SameSite=Lax cookies
 * out; the 303 that answers it is followed as a top-level GET, which carries them.
 */
async function formPost(jar: CookieJar, fields: Record<string, string>) {
  const posted = await ctx.app.request('/api/v1/auth/apple/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://appleid.apple.com' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(posted.status).toBe(303);
  const res = await ctx.app.request(posted.headers.get('location')!, { headers: { Cookie: jar.header() } });
  jar.apply(res.headers);
  return { posted, res, location: res.headers.get('location') };
}

async function signIn(user: FakeAppleUser, jar = new CookieJar()) {
  const { state, nonce } = await authorize(jar);
  return { ...(await formPost(jar, { code: apple.issueCode(user, nonce), state })), jar };
}

async function identityOf(sub: string) {
  const [row] = await ctx.db
    .select({ user: users, refreshToken: userIdentities.refreshToken })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, 'APPLE'), eq(userIdentities.subject, sub), isNull(users.deletedAt)));
  return row;
}

describe('Sign in with Apple', () => {
  it('is offered only when all four Apple settings are set', async () => {
    const on = await call<{ apple: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
    expect(on.body.data.apple).toBe(true);
    const restore = overrideServerEnv({ APPLE_KEY_ID: undefined });
    try {
      const off = await call<{ apple: boolean }>(ctx.app, 'GET', '/api/v1/auth/methods');
      expect(off.body.data.apple).toBe(false);
      expect((await authorize()).res.headers.get('location')).toBe('/login/error?reason=server');
    } finally {
      restore();
    }
  });

  it('asks Apple for a form post with the e-mail scope, a state and a nonce', async () => {
    const { location, state, nonce, jar } = await authorize();
    expect(location.origin + location.pathname).toBe(apple.authorizeUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'kr.popspot.web',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'email',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.get('oauthState')).toMatch(new RegExp(`^apple\\.${state}\\.${nonce}\\.ko\\.\\d+$`));
  });

  it('creates the account from the ID token, sets the apple code, and keeps the refresh token', async () => {
    const first = await signIn({ sub: '001234.abcdef.0001', email: 'x7@privaterelay.appleid.com' });
    expect(first.location).toBe(`/signup?next=${encodeURIComponent('/mypage')}`);
    const found = await identityOf('001234.abcdef.0001');
    expect(found.user).toMatchObject({ email: 'x7@privaterelay.appleid.com', signedUpAt: null });
    expect(found.user.nickname.length).toBeGreaterThanOrEqual(2);
    expect(found.refreshToken).toMatch(/^r\.apple_/);
    expect(setCookieOf(first.res.headers, 'userId')?.value).toBe(String(found.user.id));
    expect(setCookieOf(first.res.headers, 'appleCode')?.value).toBe('1');
    // Nothing of the post itself was turned into state.
    expect(first.posted.headers.getSetCookie()).toEqual([]);

    const again = await signIn({ sub: '001234.abcdef.0001' });
    expect(setCookieOf(again.res.headers, 'userId')?.value).toBe(String(found.user.id));
  });

  it('keeps only an address Apple has verified', async () => {
    await signIn({ sub: '001234.unverified.0001', email: 'someone@example.com', emailVerified: false });
    expect((await identityOf('001234.unverified.0001')).user.email).toBeNull();
  });

  it('refuses an ID token for another nonce or from another issuer, and a state that is not ours', async () => {
    const { jar, state } = await authorize();
    const replayed = await formPost(jar, {
      code: apple.issueCode({ sub: '001234.replay.0001' }, 'another-nonce'),
      state,
    });
    expect(replayed.location).toBe('/login/error?reason=server');
    expect(await identityOf('001234.replay.0001')).toBeUndefined();

    apple.setIdTokenIssuer('https://evil.example');
    expect((await signIn({ sub: '001234.issuer.0001' })).location).toBe('/login/error?reason=server');
    apple.setIdTokenIssuer('https://appleid.apple.com');

    const other = await authorize();
    const wrongState = await formPost(other.jar, {
      code: apple.issueCode({ sub: 'x' }, other.nonce),
      state: 'not-ours',
    });
    expect(wrongState.location).toBe('/login/error?reason=client');
    // A code Apple refuses (already used, or never issued) is the browser's.
    const used = await authorize();
    expect((await formPost(used.jar, { code: 'c.apple_unknown', state: used.state })).location).toBe(
      '/login/error?reason=client',
    );
    // No state cookie at all (the 5 minutes are over).
    expect((await formPost(new CookieJar(), { code: 'c', state: 's' })).location).toBe('/login/error?reason=timeout');
    // Cancelled on Apple's page.
    const cancel = await authorize(new CookieJar(), '?lang=zh');
    expect((await formPost(cancel.jar, { error: 'user_cancelled_authorize', state: cancel.state })).location).toBe(
      '/zh/login',
    );
  });

  it('revokes the Apple sign-in when the account is deleted, and clears the apple code', async () => {
    const first = await signIn({ sub: '001234.leaving.0001' });
    const { refreshToken } = await identityOf('001234.leaving.0001');
    const res = await call(ctx.app, 'DELETE', '/api/v1/users/me', { token: first.jar.get('accessToken') });
    expect(res.status).toBe(200);
    expect(setCookieOf(res.headers, 'appleCode')?.attributes['max-age']).toBe('0');
    expect(apple.revoked).toEqual([refreshToken]);
    expect(await identityOf('001234.leaving.0001')).toBeUndefined();
  });
});
