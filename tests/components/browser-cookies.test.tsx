import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '@/api/cookies';
import { hasCookie, readWordCookie, removePlainCookie, writeEncodedCookie } from '@/api/plain-cookies';

// What the app writes it reads back, Korean and URL characters included; the platform-written
// cookies (api/plain-cookies.ts) decode like the library's (and like the server's parser).
const VALUES = ['/popup/12?tab=REVIEW&x=a%20b', '팝스팟데모', 'a;b,c "d"', 'eyJhbGciOi.J9.x-y_z'];

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('browser cookies', () => {
  it.each(VALUES)('reads back what it wrote: %s', (value) => {
    writeCookie('probe', value, { path: '/', sameSite: 'lax', expires: new Date(Date.now() + 60_000) });
    expect(readCookie('probe')).toBe(value);
  });

  it.each(VALUES)('writes through the platform what the library (and the server) decode: %s', (value) => {
    writeEncodedCookie('probe', value, { path: '/', sameSite: 'lax', maxAgeSeconds: 60 });
    expect(Cookies.get('probe')).toBe(value);
    expect(decodeURIComponent(document.cookie.split('probe=')[1]!.split(';')[0]!)).toBe(value);
  });

  it('finds a cookie by its exact name, reads plain words only, and forgets a removed one', () => {
    Cookies.set('accessTokenOld', 'old', { path: '/' });
    Cookies.set('accessToken', 'token-1', { path: '/' });
    Cookies.set('flash', 'signedOut', { path: '/' });
    Cookies.set('odd', '<script>', { path: '/' });
    expect(hasCookie('accessToken')).toBe(true);
    expect(hasCookie('access')).toBe(false);
    expect(readWordCookie('flash')).toBe('signedOut');
    expect(readWordCookie('odd')).toBeUndefined();
    removePlainCookie('accessToken', '/');
    expect(hasCookie('accessToken')).toBe(false);
    expect(readCookie('accessTokenOld')).toBe('old');
  });
});
