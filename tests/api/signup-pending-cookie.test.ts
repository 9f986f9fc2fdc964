import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInResult } from '@/api/contracts/auth';
import { CONSENT_ITEMS } from '@/lib/consent-items';
import { resetServerEnvForTests } from '@/server/env';
import { setCookieOf } from '../utils/cookie-jar';
import { call, createUser, setupTestApp } from '../utils/test-app';

// The readable signupPending mark (issue 31): a browser signed in with an account that has not
// finished /signup carries it, so its pages stop asking for what the API refuses such an
// account (SIGNUP_REQUIRED: unread alerts, new chat messages, spot states); the sign-up's
// answer removes it and leaves the welcome for the page it returns to.
const BASE = 'http://localhost:3000';
const saved = { PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL, AUTH_DEV_LOGIN: process.env.AUTH_DEV_LOGIN };
const ctx = setupTestApp();

beforeAll(() => {
  process.env.PUBLIC_BASE_URL = BASE;
  process.env.AUTH_DEV_LOGIN = '1';
  resetServerEnvForTests();
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
});

const browser = (cookies: Record<string, string>) => ({
  Origin: BASE,
  Cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
});

const freshSignIn = (signedUp: boolean) =>
  call<SignInResult>(ctx.app, 'POST', '/api/v1/auth/demo', {
    headers: { Origin: BASE },
    body: { fresh: { signedUp } },
  });

describe('the signupPending mark', () => {
  it('is set with the login cookies when a sign-in lands an account that has not signed up, and lives as long', async () => {
    const res = await freshSignIn(false);
    expect(res.status).toBe(200);
    const mark = setCookieOf(res.headers, 'signupPending');
    expect(mark?.value).toBe('1');
    expect(mark?.attributes.httponly).toBeUndefined();
    expect(mark?.attributes['max-age']).toBe(setCookieOf(res.headers, 'userId')?.attributes['max-age']);

    const member = await freshSignIn(true);
    expect(setCookieOf(member.headers, 'userId')).toBeDefined();
    expect(setCookieOf(member.headers, 'signupPending')).toBeUndefined();
  });

  it('is removed by the sign-up, which leaves the welcome for the next page', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const res = await call<SignInResult>(ctx.app, 'POST', '/api/v1/users/signup', {
      headers: browser({ accessToken: pending.token, signupPending: '1' }),
      body: {
        terms: CONSENT_ITEMS.map((termType) => ({ termType, isAgreed: true })),
        nickname: `새내기${pending.user.id}`,
      },
    });
    expect(res.status).toBe(200);
    expect(setCookieOf(res.headers, 'signupPending')?.attributes['max-age']).toBe('0');
    expect(setCookieOf(res.headers, 'flash')?.value).toBe('welcome');
    expect(setCookieOf(res.headers, 'userId')?.value).toBe(String(pending.user.id));
  });

  it('is put right on a browser whose session predates it, with the refusal it spares from then on', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const refused = await call(ctx.app, 'GET', '/api/v1/users/notifications/unread', {
      headers: browser({ accessToken: pending.token }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.result.code).toBe(40300703);
    expect(setCookieOf(refused.headers, 'signupPending')?.value).toBe('1');

    // Marked already: nothing to say.
    const again = await call(ctx.app, 'GET', '/api/v1/users/me', {
      headers: browser({ accessToken: pending.token, signupPending: '1' }),
    });
    expect(again.status).toBe(200);
    expect(setCookieOf(again.headers, 'signupPending')).toBeUndefined();
  });

  it('is removed from a browser whose account has signed up since (another tab)', async () => {
    const member = await createUser(ctx.db);
    const res = await call(ctx.app, 'GET', '/api/v1/users/notifications/unread', {
      headers: browser({ accessToken: member.token, signupPending: '1' }),
    });
    expect(res.status).toBe(200);
    expect(setCookieOf(res.headers, 'signupPending')?.attributes['max-age']).toBe('0');
  });

  it('is never sent to an app client (bearer token) nor to an anonymous visitor', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const app = await call(ctx.app, 'GET', '/api/v1/users/me', { token: pending.token });
    expect(app.status).toBe(200);
    expect(setCookieOf(app.headers, 'signupPending')).toBeUndefined();
    const anonymous = await call(ctx.app, 'GET', '/api/v1/users/me', { headers: browser({ signupPending: '1' }) });
    expect(anonymous.status).toBe(401);
    expect(setCookieOf(anonymous.headers, 'signupPending')).toBeUndefined();
  });

  it('goes with the other login cookies at sign-out', async () => {
    const pending = await createUser(ctx.db, { signedUp: false });
    const res = await call(ctx.app, 'POST', '/api/v1/auth/logout', {
      headers: browser({ accessToken: pending.token, signupPending: '1' }),
      body: {},
    });
    expect(res.status).toBe(200);
    expect(setCookieOf(res.headers, 'signupPending')?.attributes['max-age']).toBe('0');
  });
});
