import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DetailPickButton } from '@/components/popup-detail/detail-pick-button';
import { ChatShortcut } from '@/components/popup-detail/chat-shortcut';
import { MySpotStates } from '@/components/shared/my-spot-states';
import { UnreadDot } from '@/components/shared/unread-dot';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders, spotDetail } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

// An account back from the provider that has not finished /signup: the API answers it
// SIGNUP_REQUIRED (403) everywhere but the sign-up step, and the server marks the browser
// with the readable signupPending cookie (issue 31: every page logged three 403s).
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  const refused = (name: string) => () => {
    calls.push(name);
    return HttpResponse.json(fail(40300703), { status: 403 });
  };
  server.use(
    http.get('*/api/v1/users/notifications/unread', refused('unread')),
    http.get('*/api/v1/message-groups/new', refused('new messages')),
    http.get('*/api/v1/users/me/spot-states', refused('spot states')),
    http.post('*/api/v1/users/picks', refused('pick')),
    http.get('*/api/v1/spots/12', () => HttpResponse.json(ok(spotDetail()))),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function signInPending() {
  Cookies.set('userId', '7', { path: '/' });
  Cookies.set('signupPending', '1', { path: '/' });
}

/** The chrome and page parts that ask for the signed-in reader's own things by themselves. */
function renderBackgroundAskers() {
  return renderWithProviders(
    <>
      <UnreadDot label="new" className="dot" />
      <ChatShortcut />
      <MySpotStates spotIds={[12, 13]} />
    </>,
  );
}

/** Lets lazy parts load and queries start, if they were going to. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('an account that has not finished signing up', () => {
  it('asks nothing in the background: no unread dot, no new chat messages, no spot states', async () => {
    signInPending();
    renderBackgroundAskers();
    await settle();
    expect(calls).toEqual([]);
  });

  it('once signed up, the same parts ask (the control)', async () => {
    Cookies.set('userId', '7', { path: '/' });
    renderBackgroundAskers();
    await waitFor(() => expect([...calls].sort()).toEqual(['new messages', 'spot states', 'unread']));
  });

  it('taps pick: the login modal (whose way on is /signup) instead of a refused pick, and the pick is made after sign-up', async () => {
    signInPending();
    const first = renderWithProviders(<DetailPickButton spot={spotDetail()} lang="ko" />);
    await userEvent.click(screen.getByRole('button', { name: ko.popup.pick.label }));
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(calls).toEqual([]);
    first.unmount();
    act(() => useAuthStore.setState({ loginModalOpen: false }));

    // Back on the page with sign-up still unfinished: the pick waits.
    renderWithProviders(<DetailPickButton spot={spotDetail()} lang="ko" />);
    await settle();
    expect(calls).toEqual([]);
    cleanup();

    // Sign-up done (its answer removes the mark) and back on the page: the pick is made, once.
    Cookies.remove('signupPending', { path: '/' });
    server.use(
      http.post('*/api/v1/users/picks', () => {
        calls.push('pick made');
        return HttpResponse.json(ok({ pickId: 78 }));
      }),
    );
    renderWithProviders(<DetailPickButton spot={spotDetail()} lang="ko" />);
    expect(await screen.findByText(ko.popup.pick.picked.replace('{title}', spotDetail().title))).toBeInTheDocument();
    expect(calls.filter((call) => call === 'pick made')).toHaveLength(1);
  });
});
