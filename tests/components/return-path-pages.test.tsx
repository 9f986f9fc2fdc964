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
// The sign-up page's prefetch of my consents: nothing to fetch in these tests.
vi.mock('@/api/terms', () => ({
  termsQueries: { mine: () => ({ queryKey: ['me', 'terms'], queryFn: async () => null }) },
}));

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

/** The `next` the page hands the sign-up form: where the browser goes once signed up. */
function formNext(node: unknown): string | null {
  if (!node || typeof node !== 'object') return null;
  const props = (node as { props?: { next?: unknown; suggestedNickname?: unknown; children?: unknown } }).props;
  if (!props) return null;
  if (typeof props.next === 'string' && 'suggestedNickname' in props) return props.next;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = formNext(child);
    if (found) return found;
  }
  return null;
}

describe('an account still at /signup is returned, once signed up, only to a page of this site', () => {
  beforeEach(() => {
    getMe.mockResolvedValue({ id: 8, nickname: '팝스팟123456', email: null, profileImageUrl: null, signedUp: false });
  });

  const signUpPage = async (lang: string, next?: string) =>
    formNext(await SignUpPage({ params: params(lang), searchParams: Promise.resolve(next ? { next } : {}) }));

  it.each(BAD)('next=%s goes to my page instead', async (bad) => {
    expect(await signUpPage('ko', bad)).toBe('/mypage');
  });

  it('keeps the page sign-up began on, with its query', async () => {
    expect(await signUpPage('ko', '/popup/3?tab=REVIEW')).toBe('/popup/3?tab=REVIEW');
    expect(await signUpPage('en', '/en/popup/3')).toBe('/en/popup/3');
  });

  it("lands on my page, in the reader's language, when it began on no particular page", async () => {
    expect(await signUpPage('ko')).toBe('/mypage');
    expect(await signUpPage('ja')).toBe('/ja/mypage');
  });

  it('never returns to the login or sign-up pages themselves', async () => {
    expect(await signUpPage('ko', '/login')).toBe('/mypage');
    expect(await signUpPage('en', '/en/signup?next=/popup/3')).toBe('/en/mypage');
  });
});
