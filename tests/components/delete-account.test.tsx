import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccount } from '@/components/auth/delete-account';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.auth.mypage;
const seen: { authorization: string | null }[] = [];

const assign = vi.fn();
beforeEach(() => {
  seen.length = 0;
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
  // Signed in: the readable login values (the access token itself is HttpOnly, out of script's reach).
  Cookies.set('userId', '7');
  Cookies.set('nickname', '팝스팟');
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

function answer(status: number, code: number) {
  server.use(
    http.delete('*/api/v1/users/me', ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization') });
      return HttpResponse.json({ data: null, result: { code, desc: '' } }, { status });
    }),
  );
}

function renderIt() {
  renderWithProviders(<DeleteAccount />);
}

describe('account deletion', () => {
  it('asks first, calls the API (the session cookie, no bearer), clears the stored login values and goes home', async () => {
    answer(200, 20000000);
    renderIt();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await userEvent.click(screen.getByRole('button', { name: t.deleteAccount }));
    // The confirmation is brought into view and takes the focus: it may open below the screen.
    expect(screen.getByText(t.deleteConfirmTitle)).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('group'));
    await userEvent.click(screen.getByRole('button', { name: t.deleteConfirm }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(seen).toEqual([{ authorization: null }]);
    expect(Cookies.get('nickname')).toBeUndefined();
    expect(Cookies.get('userId')).toBeUndefined();
  });

  it('cancelling calls nothing', async () => {
    answer(200, 20000000);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.deleteAccount }));
    await userEvent.click(screen.getByRole('button', { name: t.deleteCancel }));
    expect(screen.getByRole('button', { name: t.deleteAccount })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('explains a refusal of the shared demo account and keeps the session', async () => {
    answer(403, 40300701);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.deleteAccount }));
    await userEvent.click(screen.getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.deleteForbidden);
    expect(Cookies.get('userId')).toBe('7');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the server fails, and lets the person try again', async () => {
    answer(500, 50000000);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.deleteAccount }));
    await userEvent.click(screen.getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.deleteFailed);
    expect(screen.getByRole('button', { name: t.deleteConfirm })).toBeEnabled();
  });

  it('a lost session opens the login modal over the confirmation, which stays to try again', async () => {
    answer(401, 40100001);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: t.deleteAccount }));
    await userEvent.click(screen.getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    // The confirmation neither claims a failure of its own nor stays busy.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.deleteConfirm })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
