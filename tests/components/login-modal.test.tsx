import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginModalHost } from '@/components/auth/login-modal';
import { useRequireLogin } from '@/hooks/use-require-login';
import ko from '@/locales/ko.json';
import { openLoginModal, useAuthStore } from '@/stores/auth-store';
import { mockRouter } from '../utils/navigation-mock';

const t = ko.auth.loginModal;

function PickButton({ onPick }: { onPick: () => void }) {
  const requireLogin = useRequireLogin();
  return (
    <button type="button" onClick={() => requireLogin(onPick)}>
      pick
    </button>
  );
}

function renderPage(onPick = vi.fn()) {
  render(
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      <PickButton onPick={onPick} />
      <LoginModalHost />
    </NextIntlClientProvider>,
  );
  return onPick;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/popup/3?tab=REVIEW');
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

afterEach(() => {
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

describe('LoginModalHost', () => {
  it('opens through the store as an accessible modal dialog with focus inside', async () => {
    renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openLoginModal());
    // The sheet's code loads on first open.
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(t.description);
    expect(screen.getByRole('button', { name: t.login })).toHaveFocus();
  });

  it('traps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onPick = renderPage();
    const opener = screen.getByRole('button', { name: 'pick' });
    await user.click(opener);
    expect(onPick).not.toHaveBeenCalled();
    const login = await screen.findByRole('button', { name: t.login });
    const later = screen.getByRole('button', { name: t.later });
    expect(login).toHaveFocus();

    await user.tab();
    expect(later).toHaveFocus();
    await user.tab();
    expect(login).toHaveFocus();
    await user.tab({ shift: true });
    expect(later).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().loginModalOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it("'log in' stores the origin referer for 10 minutes and goes to /login", async () => {
    const user = userEvent.setup();
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    renderPage();
    await user.click(screen.getByRole('button', { name: 'pick' }));
    await user.click(await screen.findByRole('button', { name: t.login }));

    expect(Cookies.get('originReferer')).toBe('/popup/3?tab=REVIEW');
    const written = set.mock.calls.map(([cookie]) => cookie).find((cookie) => cookie.startsWith('originReferer='));
    const attributes = written!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'max-age=600']));
    // The login page takes the modal's history entry: Back from it returns to this page once.
    expect(mockRouter.replace).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    set.mockRestore();
  });

  it("'later' closes without storing anything", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'pick' }));
    await user.click(await screen.findByRole('button', { name: t.later }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get('originReferer')).toBeUndefined();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });
});

describe('useRequireLogin', () => {
  it('runs the action for a signed-in user without opening the modal', async () => {
    const user = userEvent.setup();
    Cookies.set('userId', '7', { path: '/' });
    const onPick = renderPage();
    await user.click(screen.getByRole('button', { name: 'pick' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
