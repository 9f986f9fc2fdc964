import { describe, expect, it } from 'vitest';
import { FLASH_COOKIE } from '@/lib/constants';
import { setCookieOf } from '../utils/cookie-jar';
import { call, setupTestApp } from '../utils/test-app';

const ctx = setupTestApp();
const ORIGIN = 'http://localhost:3000';

function formLogout(fields: Record<string, string>) {
  return ctx.app.request('/api/v1/auth/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /api/v1/auth/logout leaves a message for the next page', () => {
  it('sets flash=signedOut for a minute, readable by the page script, with the 303 home', async () => {
    const res = await formLogout({ lang: 'ja' });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/ja']);
    const flash = setCookieOf(res.headers, FLASH_COOKIE.name);
    expect(flash?.value).toBe('signedOut');
    expect(flash?.attributes['max-age']).toBe('60');
    expect(flash?.attributes.path).toBe('/');
    expect(flash?.attributes.samesite).toBe('Lax');
    expect(flash?.attributes.httponly).toBeUndefined();
  });

  it('sets it for a script sign-out (JSON) too', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/logout', { body: {}, headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(setCookieOf(res.headers, FLASH_COOKIE.name)?.value).toBe('signedOut');
  });

  it('not for a refused cross-site post', async () => {
    const res = await ctx.app.request('/api/v1/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: '',
    });
    expect(res.status).toBe(403);
    expect(setCookieOf(res.headers, FLASH_COOKIE.name)).toBeUndefined();
  });
});
