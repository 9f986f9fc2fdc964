import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatShortcut } from '@/components/popup-detail/chat-shortcut';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.community.shortcut;
let calls = 0;
let hasNew = true;

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
