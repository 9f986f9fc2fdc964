import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatShortcut } from '@/components/community/chat-shortcut';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';

vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const t = ko.community.shortcut;
const server = setupServer();
let calls = 0;
let hasNew = true;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  calls = 0;
  hasNew = true;
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function answer() {
  server.use(
    http.get('*/api/v1/message-groups/new', () => {
      calls += 1;
      return HttpResponse.json(ok({ hasNew, messageGroupId: 7 }));
    }),
  );
}

describe('community chat shortcut', () => {
  it('links to the chat and asks nothing for an anonymous visitor', async () => {
    answer();
    renderWithProviders(<ChatShortcut />);
    const link = screen.getByRole('link', { name: t.label });
    expect(link).toHaveAttribute('href', '/community/chat');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
    expect(screen.queryByTestId('chat-new-dot')).not.toBeInTheDocument();
  });

  it('shows a dot, and says so, when a signed-in reader has unread messages', async () => {
    Cookies.set('accessToken', 'token-abc', { path: '/' });
    answer();
    renderWithProviders(<ChatShortcut />);
    expect(await screen.findByRole('link', { name: t.labelWithNew })).toBeInTheDocument();
    expect(screen.getByTestId('chat-new-dot')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows no dot when everything is read', async () => {
    Cookies.set('accessToken', 'token-abc', { path: '/' });
    hasNew = false;
    answer();
    renderWithProviders(<ChatShortcut />);
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('link', { name: t.label })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-new-dot')).not.toBeInTheDocument();
  });
});
