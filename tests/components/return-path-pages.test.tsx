import { beforeEach, describe, expect, it, vi } from 'vitest';

// The /login and /signup pages' return paths (issue 14): `next` and the originReferer cookie
// go through the one validator, so every known way off the site lands on it. The pages'
// edges are mocked as in login-page-signed-in.test.tsx: the request's cookies, the API and
// Next's redirect signal.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    has: (name: string) => jar.has(name),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
}));
const { Redirected } = vi.hoisted(() => ({
  Redirected: class Redirected extends Error {
    constructor(readonly url: string) {
      super(`redirect ${url}`);
    }
  },
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));
const getMe = vi.hoisted(() => vi.fn());
vi.mock('@/api/users', () => ({ getMe }));
// The locale-aware redirect of i18n/navigation (the sign-up page's), on top of the shared mock.
vi.mock('@/i18n/navigation', async () => {
  const shared = await import('../utils/navigation-mock');
  return {
    ...shared,
    redirect: ({
      href,
      locale,
    }: {
      href: string | { pathname: string; query?: Record<string, string> };
      locale: string;
    }) => {
      const path = typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`;
      throw new Redirected(shared.getPathname({ href: path, locale }));
    },
  };
});
vi.mock('@/api/server-transport', () => ({}));
vi.mock('@/api/auth', () => ({
  getAuthMethods: async () => ({ kakao: false, naver: false, apple: false, demo: true, kakaoApp: false }),
}));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const { default: LoginPage } = await import('@/app/[lang]/login/page');
const { default: SignUpPage } = await import('@/app/[lang]/signup/page');

const BAD = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
];

async function landing(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    if (error instanceof Redirected) return error.url;
    throw error;
  }
}

const params = (lang: string) => Promise.resolve({ lang });

beforeEach(() => {
  jar.clear();
  getMe.mockReset();
  jar.set('accessToken', 'token-1');
  getMe.mockResolvedValue({ id: 7, nickname: '팝스팟데모', email: null, profileImageUrl: null, signedUp: true });
});

describe('a signed-in visitor of /login goes on, never off the site', () => {
  it.each(BAD)('next=%s', async (bad) => {
    expect(await landing(() => LoginPage({ params: params('ko'), searchParams: Promise.resolve({ next: bad }) }))).toBe(
      '/mypage',
    );
  });

  it.each(BAD)('originReferer=%s', async (bad) => {
    jar.set('originReferer', bad);
    expect(await landing(() => LoginPage({ params: params('en'), searchParams: Promise.resolve({}) }))).toBe(
      '/en/mypage',
    );
  });
});

describe('a signed-up visitor of /signup goes on, never off the site', () => {
  it.each(BAD)('next=%s', async (bad) => {
    expect(
      await landing(() => SignUpPage({ params: params('ko'), searchParams: Promise.resolve({ next: bad }) })),
    ).toBe('/mypage');
  });

  it('a good next is kept', async () => {
    expect(
      await landing(() => SignUpPage({ params: params('ko'), searchParams: Promise.resolve({ next: '/popup/3' }) })),
    ).toBe('/popup/3');
  });
});
