import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpotDetail } from '@/api/contracts/spots';
import { DetailPickButton } from '@/components/popup-detail/detail-pick-button';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders, spotDetail } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.popup.pick;
/** What the server holds: the detail refetch after a change answers from here. */
let serverSpot: SpotDetail;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  serverSpot = spotDetail();
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v1/spots/12', () => {
      calls.push('GET detail');
      return HttpResponse.json(ok(serverSpot));
    }),
  );
});
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

function renderButton(spot: SpotDetail) {
  return renderWithProviders(<DetailPickButton spot={spot} lang="ko" />);
}

const pickButton = () => screen.getByRole('button', { name: t.label });

function cleanupAndRender() {
  cleanup();
  renderButton(spotDetail());
}

describe('PickButton', () => {
  it('asks an anonymous reader to log in and sends nothing', async () => {
    renderButton(spotDetail());
    await userEvent.click(pickButton());
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(pickButton()).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual([]);
  });

  it('makes the pick a reader tapped before signing in, once back signed in on that page', async () => {
    const first = renderButton(spotDetail());
    await userEvent.click(pickButton());
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    first.unmount();
    act(() => useAuthStore.setState({ loginModalOpen: false }));

    // The sign-in round trip: the page loads again, now with the session.
    Cookies.set('userId', '7');
    server.use(
      http.post('*/api/v1/users/picks', () => {
        calls.push('POST picks');
        serverSpot = { ...serverSpot, pickId: 78 };
        return HttpResponse.json(ok({ pickId: 78 }));
      }),
    );
    renderButton(spotDetail());
    expect(await screen.findByText(t.picked.replace('{title}', '말차 디저트 팝업'))).toBeInTheDocument();
    expect(pickButton()).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c === 'POST picks')).toHaveLength(1);

    // Only once: a later visit does not pick again.
    cleanupAndRender();
    await waitFor(() => expect(calls.filter((c) => c === 'POST picks')).toHaveLength(1));
  });

  it('picks: the heart fills, the toast shows the image and title, the detail and pick lists refresh', async () => {
    Cookies.set('userId', '7');
    let body: unknown;
    server.use(
      http.post('*/api/v1/users/picks', async ({ request }) => {
        body = await request.json();
        calls.push(`POST picks ${request.headers.get('authorization')}`);
        serverSpot = { ...serverSpot, pickId: 77 };
        return HttpResponse.json(ok({ pickId: 77 }));
      }),
    );
    const { client } = renderButton(spotDetail());
    client.setQueryData(['picks', 'mine'], ['stale']);

    await userEvent.click(pickButton());
    expect(pickButton()).toHaveAttribute('aria-pressed', 'true');
    const toast = await screen.findByText(t.picked.replace('{title}', '말차 디저트 팝업'));
    // The toast (the message's box inside the live region) carries the pop-up's image.
    expect(toast.parentElement?.querySelector('img')).toHaveAttribute('src', '/api/files/spots/12/hero-1.webp');
    expect(screen.getByRole('status')).toContainElement(toast);
    expect(body).toEqual({ referenceId: 12, type: 'POPUP' });
    // No bearer header from the browser: the HttpOnly session cookie goes with the request.
    await waitFor(() => expect(calls).toEqual(['POST picks null', 'GET detail']));
    expect(client.getQueryState(['picks', 'mine'])?.isInvalidated).toBe(true);
    expect(pickButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it("unpicks: DELETE with the pick id and a 'pick removed' toast", async () => {
    Cookies.set('userId', '7');
    serverSpot = spotDetail({ pickId: 5 });
    server.use(
      http.delete('*/api/v1/users/picks/:id', ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        serverSpot = { ...serverSpot, pickId: null };
        return HttpResponse.json(ok(null));
      }),
    );
    renderButton(spotDetail({ pickId: 5 }));
    expect(pickButton()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pickButton());
    expect(pickButton()).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(t.removed)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['DELETE 5', 'GET detail']));
  });

  it('rolls the optimistic pick back when the call fails', async () => {
    Cookies.set('userId', '7');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/v1/users/picks', async () => {
        await answered;
        return HttpResponse.json(fail(50000000), { status: 500 });
      }),
    );
    renderButton(spotDetail());
    await userEvent.click(pickButton());
    // Filled at once, before the server answers...
    expect(pickButton()).toHaveAttribute('aria-pressed', 'true');
    answer();
    // ...and empty again once it fails.
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(pickButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('a pop-up that is gone (404) says so and reloads the detail', async () => {
    Cookies.set('userId', '7');
    server.use(
      http.post('*/api/v1/users/picks', () => {
        calls.push('POST picks');
        return HttpResponse.json(fail(40400000), { status: 404 });
      }),
    );
    renderButton(spotDetail());
    await userEvent.click(pickButton());
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
    expect(pickButton()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls).toEqual(['POST picks', 'GET detail']));
  });

  it('an expired session (401) opens the login modal', async () => {
    Cookies.set('userId', '7');
    server.use(http.post('*/api/v1/users/picks', () => HttpResponse.json(fail(40100001), { status: 401 })));
    renderButton(spotDetail());
    await userEvent.click(pickButton());
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(pickButton()).toHaveAttribute('aria-pressed', 'false');
  });
});
