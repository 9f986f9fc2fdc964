import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FlashToast } from '@/components/layout/flash-toast';
import { Toaster } from '@/components/ui/toaster';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';

beforeEach(() => act(() => useToastStore.setState({ toasts: [] })));
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

/** The layout's part: the toaster and the flash reader, in Strict Mode as in development. */
function renderLayout(locale: 'ko' | 'en' = 'ko') {
  return render(
    <StrictMode>
      <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
        <Toaster />
        <FlashToast />
      </NextIntlClientProvider>
    </StrictMode>,
  );
}

describe('the message a sign-out leaves for the next page', () => {
  it("says '로그아웃되었어요' once, and forgets it", async () => {
    Cookies.set('flash', 'signedOut', { path: '/' });
    const first = renderLayout();
    // The toast list's code comes with the first toast (components/ui/toaster.tsx).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ko.auth.flash.signedOut));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(Cookies.get('flash')).toBeUndefined();
    first.unmount();
    act(() => useToastStore.setState({ toasts: [] }));
    // The next page load has nothing to say.
    renderLayout();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("in the reader's language", async () => {
    Cookies.set('flash', 'signedOut', { path: '/' });
    renderLayout('en');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en.auth.flash.signedOut));
  });

  it('ignores (and removes) a value it does not know, and does nothing without one', () => {
    Cookies.set('flash', '<script>', { path: '/' });
    renderLayout();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(Cookies.get('flash')).toBeUndefined();
  });
});

describe('the welcome a sign-up leaves for the page it returns to', () => {
  // The sign-up's answer sets the login cookies (the nickname URI-encoded) and flash=welcome.
  const signedUp = (nickname: string) => {
    Cookies.set('nickname', nickname, { path: '/' });
    Cookies.set('flash', 'welcome', { path: '/' });
  };

  it('greets the new member by name and offers keywords and alerts, once', async () => {
    signedUp('새내기');
    const first = renderLayout();
    const dialog = await screen.findByRole('dialog', { name: '새내기님, 반가워요!' });
    expect(dialog).toHaveAccessibleDescription(ko.auth.welcome.description);
    expect(within(dialog).getByRole('heading', { level: 3, name: ko.auth.welcome.keywordsTitle })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: ko.auth.welcome.keywordsAction })).toHaveAttribute(
      'href',
      '/mypage/keywords',
    );
    expect(within(dialog).getByRole('heading', { level: 3, name: ko.auth.welcome.alertsTitle })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: ko.auth.welcome.alertsAction })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
    // A welcome, not a toast; and the message is used up.
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(Cookies.get('flash')).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: ko.auth.welcome.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // The next page load says nothing.
    renderLayout();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("in the reader's language, with their links", async () => {
    signedUp('Popspot123456');
    renderLayout('en');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Popspot123456!' });
    expect(within(dialog).getByRole('link', { name: en.auth.welcome.keywordsAction })).toHaveAttribute(
      'href',
      '/en/mypage/keywords',
    );
  });

  it('closes with Escape, and following an offer closes it too', async () => {
    signedUp('새내기');
    renderLayout();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    signedUp('새내기');
    cleanup();
    renderLayout();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: ko.auth.welcome.alertsAction }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still welcomes without a readable nickname', async () => {
    Cookies.set('flash', 'welcome', { path: '/' });
    renderLayout();
    expect(await screen.findByRole('dialog', { name: ko.auth.welcome.titleNoName })).toBeInTheDocument();
  });
});
