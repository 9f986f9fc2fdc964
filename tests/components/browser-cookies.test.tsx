import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/api/cookies';

// api/cookies.ts writes and reads as js-cookie does (the tests and older sessions use its
// encoding): each reads what the other wrote, Korean and URL characters included.
const VALUES = ['/popup/12?tab=REVIEW&x=a%20b', '팝스팟데모', 'a;b,c "d"', 'eyJhbGciOi.J9.x-y_z'];

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('browser cookies', () => {
  it.each(VALUES)('reads what js-cookie wrote: %s', (value) => {
    Cookies.set('probe', value, { path: '/' });
    expect(readCookie('probe')).toBe(value);
  });

  it.each(VALUES)('writes what js-cookie reads: %s', (value) => {
    writeCookie('probe', value, { path: '/', sameSite: 'lax', expires: new Date(Date.now() + 60_000) });
    expect(Cookies.get('probe')).toBe(value);
  });

  it('finds a cookie by its exact name and forgets a removed one', () => {
    Cookies.set('accessTokenOld', 'old', { path: '/' });
    Cookies.set('accessToken', 'token-1', { path: '/' });
    expect(readCookie('accessToken')).toBe('token-1');
    expect(readCookie('access')).toBeUndefined();
    removeCookie('accessToken', '/');
    expect(readCookie('accessToken')).toBeUndefined();
    expect(readCookie('accessTokenOld')).toBe('old');
  });
});
