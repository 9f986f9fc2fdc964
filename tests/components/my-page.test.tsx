import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ko from '@/locales/ko.json';
import { renderWithProviders } from '../utils/detail-test-kit';

// The page's edges: the API (in-process on the server), server-side translations and the
// messages provider; the page's own markup is real.
vi.mock('@/api/server-transport', () => ({}));
vi.mock('@/api/signed-in-or-login', () => ({ signedInOrLogin: (load: () => Promise<unknown>) => load() }));
vi.mock('@/api/users', async (importOriginal) => ({
  // The account's write hooks (deleting it) are the real ones.
  ...(await importOriginal<typeof import('@/api/users')>()),
  getSignedUpMe: async () => ({
    id: 7,
    nickname: '새내기',
    email: 'new@example.com',
    phone: null,
    profileImageUrl: null,
    signedUp: true,
    role: 'USER',
  }),
  getActivityStats: async () => ({ pickCount: 0, reviewCount: 0, visitCount: 0, waitingCount: 0 }),
}));
vi.mock('@/api/query/get-query-client', () => ({
  getQueryClient: () => ({ fetchQuery: async () => Promise.reject(new Error('not in this test')) }),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({
      locale: 'ko',
      messages: ko,
      namespace: (typeof arg === 'string' ? arg : arg.namespace) as never,
    }),
}));
vi.mock('@/components/providers/client-messages', () => ({
  ClientMessages: ({ children }: { children: ReactNode }) => children,
}));

const { default: MyPage } = await import('@/app/[lang]/mypage/page');
const t = ko.auth.mypage;

async function renderMyPage() {
  const page = await MyPage({ params: Promise.resolve({ lang: 'ko' }) });
  return renderWithProviders(page);
}

describe('my page', () => {
  it('greets by name, with no stray "닉네임" label above the greeting', async () => {
    await renderMyPage();
    const greeting = screen.getByText('새내기님, 반가워요');
    // The profile block holds the greeting and the contact lines, nothing that labels a field.
    const block = greeting.parentElement!;
    expect(block).not.toHaveTextContent('닉네임');
    expect(block.firstElementChild).toBe(greeting);
  });

  it('has no "홈" in its menu: the tab bar has Home', async () => {
    await renderMyPage();
    const menu = screen.getByRole('navigation', { name: t.linksLabel });
    expect(within(menu).queryByRole('link', { name: '홈' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: t.links.community })).toHaveAttribute('href', '/community');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).not.toContain('/');
  });

  it('draws 로그아웃 and 모든 기기에서 로그아웃 as the same kind of button', async () => {
    await renderMyPage();
    const signOut = screen.getByRole('button', { name: t.signOut });
    const everywhere = screen.getByRole('button', { name: t.everywhere.button });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.className).toBe(everywhere.className);
  });
});
