import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { hasCookie, readWordCookie, removePlainCookie, writeEncodedCookie } from '@/api/plain-cookies';

// The platform-written cookies (api/plain-cookies.ts) decode like a cookie library's (js-cookie
// here) and like the server's parser, Korean and URL characters included.
const VALUES = ['/popup/12?tab=REVIEW&x=a%20b', '팝스팟데모', 'a;b,c "d"', 'eyJhbGciOi.J9.x-y_z'];

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('browser cookies', () => {
  it.each(VALUES)('writes through the platform what the library (and the server) decode: %s', (value) => {
    writeEncodedCookie('probe', value, { path: '/', sameSite: 'lax', maxAgeSeconds: 60 });
    expect(Cookies.get('probe')).toBe(value);
    expect(decodeURIComponent(document.cookie.split('probe=')[1]!.split(';')[0]!)).toBe(value);
  });

  it('finds a cookie by its exact name, reads plain words only, and forgets a removed one', () => {
    Cookies.set('userIdOld', 'old', { path: '/' });
    Cookies.set('userId', '7', { path: '/' });
    Cookies.set('flash', 'signedOut', { path: '/' });
    Cookies.set('odd', '<script>', { path: '/' });
    expect(hasCookie('userId')).toBe(true);
    expect(hasCookie('user')).toBe(false);
    expect(readWordCookie('flash')).toBe('signedOut');
    expect(readWordCookie('odd')).toBeUndefined();
    removePlainCookie('userId', '/');
    expect(hasCookie('userId')).toBe(false);
    expect(Cookies.get('userIdOld')).toBe('old');
  });
});
