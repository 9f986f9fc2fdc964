import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';

// The page's edges: the request's cookies, the API (in-process on the server), the messages
// and Next's redirect signal. Its own decision, and next-intl's localized paths, are real.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    has: (name: string) => jar.has(name),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
}));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));
const getMe = vi.hoisted(() => vi.fn());
vi.mock('@/api/users', () => ({ getMe }));
vi.mock('@/api/server-transport', () => ({}));
vi.mock('@/api/auth', () => ({
  getAuthMethods: async () => ({ kakao: false, naver: false, apple: false, demo: true, kakaoApp: false }),
}));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const { default: LoginPage } = await import('@/app/[lang]/login/page');

const me = { id: 7, nickname: '팝스팟데모', email: null, profileImageUrl: null, signedUp: true };

/** Where the page sends the visitor, or null when it shows the sign-in page. */
async function visit(lang: string, query: Record<string, string> = {}): Promise<string | null> {
  try {
    await LoginPage({ params: Promise.resolve({ lang }), searchParams: Promise.resolve(query) });
    return null;
  } catch (error) {
    if (error instanceof Redirected) return error.url;
    throw error;
  }
}

beforeEach(() => {
  jar.clear();
  getMe.mockReset();
});

describe('/login for a visitor who is already signed in', () => {
  beforeEach(() => {
    jar.set('accessToken', 'token-1');
    getMe.mockResolvedValue(me);
  });

  it('goes to my page, in their language', async () => {
    expect(await visit('ko')).toBe('/mypage');
    expect(await visit('en')).toBe('/en/mypage');
  });

  it('goes back where they came from (the origin referer)', async () => {
    jar.set('originReferer', '/en/popup/3?tab=REVIEW');
    expect(await visit('en')).toBe('/en/popup/3?tab=REVIEW');
  });

  it('prefers `next`, and never follows an unsafe target', async () => {
    jar.set('originReferer', '/popup/3');
    expect(await visit('ko', { next: '/history/mypicks/review' })).toBe('/history/mypicks/review');
    expect(await visit('ko', { next: '//evil.example/' })).toBe('/popup/3');
    jar.set('originReferer', 'https://evil.example/');
    expect(await visit('ko')).toBe('/mypage');
  });
});

describe('/login for an account that has not finished signing up', () => {
  // The page reads such an account as signed out (its header entry and the login modal lead
  // here); the way on is the sign-up step, then where the sign-in would have gone.
  beforeEach(() => {
    jar.set('accessToken', 'token-1');
    getMe.mockResolvedValue({ ...me, signedUp: false });
  });

  it('goes on to /signup, which then returns where they came from', async () => {
    jar.set('originReferer', '/popup/3?tab=REVIEW');
    expect(await visit('ko')).toBe(`/signup?next=${encodeURIComponent('/popup/3?tab=REVIEW')}`);
  });

  it('in their language, with my page when they came from nowhere in particular', async () => {
    expect(await visit('en')).toBe(`/en/signup?next=${encodeURIComponent('/en/mypage')}`);
  });

  it('never carries an unsafe target on', async () => {
    expect(await visit('ko', { next: '//evil.example/' })).toBe(`/signup?next=${encodeURIComponent('/mypage')}`);
  });
});

describe('/login shows the sign-in page', () => {
  it('to an anonymous visitor, without asking the API who they are', async () => {
    expect(await visit('ko')).toBeNull();
    expect(getMe).not.toHaveBeenCalled();
  });

  it('to a visitor whose token has expired (/mypage sends them here: no loop)', async () => {
    jar.set('accessToken', 'expired');
    getMe.mockRejectedValue(new ApiError(40100001));
    expect(await visit('ko', { next: '/mypage' })).toBeNull();
  });
});
