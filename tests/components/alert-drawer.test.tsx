import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpotDetail } from '@/api/contracts/spots';
import { AlertDrawerButton } from '@/components/popup-detail/alert-drawer-button';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders, spotDetail } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.popup.alert;
const NOW = new Date('2026-11-20T03:00:00.000Z'); // 12:00 in Seoul
const MINUTE = 60 * 1000;
const startIn = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();

let serverSpot: SpotDetail;
let registered: unknown[] = [];
/** The reader's alert times as the server holds them, and the writes that reached it. */
let serverAlert: number[] = [];
let writes: { method: string; body?: unknown }[] = [];
let reads = 0;

beforeEach(() => {
  // Only Date is faked: the clock stands still at NOW while promises and timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  registered = [];
  serverAlert = [];
  writes = [];
  reads = 0;
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v1/spots/12', () => HttpResponse.json(ok(serverSpot))),
    http.post('*/api/v1/users/spots/12/reservation-notifications', async ({ request }) => {
      const body = (await request.json()) as { remindOffsetMinutes: number[] };
      registered.push(body);
      serverAlert = [...new Set([...serverAlert, ...body.remindOffsetMinutes])].sort((a, b) => b - a);
      serverSpot = { ...serverSpot, isReservationNotificationRegistered: true };
      return HttpResponse.json(ok({ spotId: 12, remindOffsetMinutes: serverAlert }));
    }),
    http.get('*/api/v1/users/spots/12/reservation-notifications', () => {
      reads += 1;
      return HttpResponse.json(ok({ spotId: 12, remindOffsetMinutes: serverAlert }));
    }),
    http.put('*/api/v1/users/spots/12/reservation-notifications', async ({ request }) => {
      const body = (await request.json()) as { remindOffsetMinutes: number[] };
      writes.push({ method: 'PUT', body });
      if (serverAlert.length === 0) return HttpResponse.json(fail(40400501), { status: 404 });
      serverAlert = body.remindOffsetMinutes;
      return HttpResponse.json(ok({ spotId: 12, remindOffsetMinutes: serverAlert }));
    }),
    http.delete('*/api/v1/users/spots/12/reservation-notifications', () => {
      writes.push({ method: 'DELETE' });
      serverAlert = [];
      serverSpot = { ...serverSpot, isReservationNotificationRegistered: false };
      return HttpResponse.json(ok(null));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

function renderEntry(overrides: Partial<SpotDetail>) {
  serverSpot = spotDetail(overrides);
  return renderWithProviders(<AlertDrawerButton spot={serverSpot} lang="ko" />);
}

const entry = () => screen.getByRole('button', { name: t.entry });

async function openDrawer() {
  Cookies.set('userId', '7');
  await userEvent.click(entry());
  return screen.findByRole('dialog', { name: t.title });
}

describe('pre-reservation alert entry', () => {
  it('shows while the start is more than 10 minutes away, and not from 10 minutes before', () => {
    const far = renderEntry({ preReservationStartedAt: startIn(11) });
    expect(entry()).toBeInTheDocument();
    far.unmount();

    renderEntry({ preReservationStartedAt: startIn(10) });
    expect(screen.queryByRole('button', { name: t.entry })).not.toBeInTheDocument();
  });

  it('is absent without a pre-reservation, or once it has started', () => {
    const none = renderEntry({ preReservationStartedAt: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    none.unmount();
    renderEntry({ preReservationStartedAt: startIn(-60) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks an anonymous reader to log in instead of opening the drawer', async () => {
    renderEntry({ preReservationStartedAt: startIn(120) });
    await userEvent.click(entry());
    expect(await screen.findByRole('dialog', { name: ko.auth.loginModal.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t.title })).not.toBeInTheDocument();
  });
});

describe('pre-reservation alert drawer', () => {
  it('disables the times that have passed and needs at least one choice', async () => {
    renderEntry({ preReservationStartedAt: startIn(120) }); // 2 hours away
    const drawer = await openDrawer();

    const day = within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['1440']) });
    const hour = within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['60']) });
    const tenMinutes = within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['10']) });
    expect(day).toBeDisabled();
    expect(within(drawer).getByText(t.passed)).toBeInTheDocument();
    expect(hour).toBeEnabled();
    expect(tenMinutes).toBeEnabled();

    const submit = within(drawer).getByRole('button', { name: t.submit });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(t.required);
    // Before the reader has done anything it is guidance, not an error in red.
    expect(within(drawer).getByText(t.required)).not.toHaveAttribute('role', 'alert');
    expect(within(drawer).getByText(t.required)).toHaveClass('text-ink-muted');

    await userEvent.click(hour);
    expect(submit).toBeEnabled();
    expect(within(drawer).queryByText(t.required)).not.toBeInTheDocument();

    await userEvent.click(hour);
    expect(submit).toBeDisabled();
    expect(within(drawer).getByRole('alert')).toHaveTextContent(t.required);
    expect(registered).toEqual([]);
  });

  it('moves focus into the drawer, closes on Escape and returns focus to the entry', async () => {
    renderEntry({ preReservationStartedAt: startIn(3 * 24 * 60) });
    const drawer = await openDrawer();
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['1440']) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entry()).toHaveFocus();
  });

  it("registers the chosen times, confirms them in a sheet, and the entry then reads 'alert applied'", async () => {
    renderEntry({ preReservationStartedAt: startIn(3 * 24 * 60) });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['10']) }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['1440']) }));
    await userEvent.click(within(drawer).getByRole('button', { name: t.submit }));

    // Sent in the product's order, whatever order they were ticked in.
    await waitFor(() => expect(registered).toEqual([{ remindOffsetMinutes: [1440, 10] }]));
    const done = await screen.findByRole('dialog', { name: t.doneTitle });
    // 3 days from 12:00 on 20 Nov: alerts at 12:00 on 22 Nov and 11:50 on 23 Nov.
    expect(within(done).getByText(t.offset['1440'])).toBeInTheDocument();
    expect(within(done).getByText(t.offset['10'])).toBeInTheDocument();
    expect(done).toHaveTextContent('12:00');
    expect(done).toHaveTextContent('11:50');

    await userEvent.click(within(done).getByRole('button', { name: t.doneConfirm }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const applied = screen.getByRole('button', { name: t.applied });
    expect(applied).toBeEnabled();
    expect(applied).toHaveFocus();
  });

  it('in the companion app, success is a toast instead of the sheet', async () => {
    const userAgent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux) PopspotApp/2.1.0 (Android)');
    renderEntry({ preReservationStartedAt: startIn(3 * 24 * 60) });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['60']) }));
    await userEvent.click(within(drawer).getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.doneToast)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.applied })).toBeInTheDocument();
    userAgent.mockRestore();
  });

  it('keeps the drawer open with a message when registering fails', async () => {
    server.use(
      http.post('*/api/v1/users/spots/12/reservation-notifications', () =>
        HttpResponse.json(fail(50000000), { status: 500 }),
      ),
    );
    renderEntry({ preReservationStartedAt: startIn(3 * 24 * 60) });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['60']) }));
    await userEvent.click(within(drawer).getByRole('button', { name: t.submit }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(t.failed);
    expect(within(drawer).getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('a lost session opens the login modal over the drawer, which keeps the chosen times', async () => {
    server.use(
      http.post('*/api/v1/users/spots/12/reservation-notifications', () =>
        HttpResponse.json(fail(40100001), { status: 401 }),
      ),
    );
    renderEntry({ preReservationStartedAt: startIn(3 * 24 * 60) });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['60']) }));
    await userEvent.click(within(drawer).getByRole('button', { name: t.submit }));
    const modal = await screen.findByRole('dialog', { name: ko.auth.loginModal.title });
    await userEvent.click(within(modal).getByRole('button', { name: ko.auth.loginModal.later }));
    expect(screen.getByRole('dialog', { name: t.title })).toBe(drawer);
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: new RegExp(t.offset['60']) })).toBeChecked();
    expect(within(drawer).getByRole('button', { name: t.submit })).toBeEnabled();
  });
});

describe('an alert already set', () => {
  /** Signed in, with an alert at 24 hours and 10 minutes before a start 3 days away. */
  function renderRegistered() {
    Cookies.set('userId', '7');
    serverAlert = [1440, 10];
    return renderEntry({ preReservationStartedAt: startIn(3 * 24 * 60), isReservationNotificationRegistered: true });
  }
  const applied = () => screen.getByRole('button', { name: t.applied });
  const checkbox = (drawer: HTMLElement, offset: '10' | '60' | '1440') =>
    within(drawer).getByRole('checkbox', { name: new RegExp(t.offset[offset]) });

  it("reads 'alert set · change' and opens the drawer on my times; a change is saved and said", async () => {
    renderRegistered();
    expect(applied()).toHaveTextContent('알림 신청됨 · 변경');
    expect(applied()).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(applied());

    const drawer = await screen.findByRole('dialog', { name: t.changeTitle });
    expect(checkbox(drawer, '1440')).toBeChecked();
    expect(checkbox(drawer, '60')).not.toBeChecked();
    expect(checkbox(drawer, '10')).toBeChecked();

    await userEvent.click(checkbox(drawer, '10'));
    await userEvent.click(checkbox(drawer, '60'));
    await userEvent.click(within(drawer).getByRole('button', { name: t.changeSubmit }));

    expect(await screen.findByText(t.changedToast)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PUT', body: { remindOffsetMinutes: [1440, 60] } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applied()).toHaveFocus();

    // Opened again, it shows the times just saved.
    await userEvent.click(applied());
    const again = await screen.findByRole('dialog', { name: t.changeTitle });
    expect(checkbox(again, '60')).toBeChecked();
    expect(checkbox(again, '10')).not.toBeChecked();
  });

  it('asks for my times as soon as the entry is focused or touched, before the tap', async () => {
    renderRegistered();
    expect(reads).toBe(0);
    act(() => applied().focus());
    await waitFor(() => expect(reads).toBe(1));
    await userEvent.click(applied());
    expect(await screen.findByRole('dialog', { name: t.changeTitle })).toBeInTheDocument();
  });

  it('cancels the alert: the drawer closes, the entry offers an alert again, and undo brings it back', async () => {
    renderRegistered();
    await userEvent.click(applied());
    const drawer = await screen.findByRole('dialog', { name: t.changeTitle });
    await userEvent.click(within(drawer).getByRole('button', { name: t.cancelAlert }));

    expect(await screen.findByText(t.cancelledToast)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(entry()).toHaveFocus();
    expect(screen.queryByRole('button', { name: t.applied })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.undo }));
    await waitFor(() => expect(registered).toEqual([{ remindOffsetMinutes: [1440, 10] }]));
    expect(await screen.findByText(t.doneToast)).toBeInTheDocument();
    expect(applied()).toBeInTheDocument();
  });

  it('an alert cancelled elsewhere: saving a change says so and the drawer offers to register', async () => {
    renderRegistered();
    await userEvent.click(applied());
    const drawer = await screen.findByRole('dialog', { name: t.changeTitle });
    serverAlert = []; // another tab cancelled it meanwhile
    await userEvent.click(checkbox(drawer, '60'));
    await userEvent.click(within(drawer).getByRole('button', { name: t.changeSubmit }));

    const register = await screen.findByRole('dialog', { name: t.title });
    expect(within(register).getByRole('alert')).toHaveTextContent(ko.errors['40400501']);
    expect(within(register).getByRole('button', { name: t.submit })).toBeInTheDocument();
    expect(within(register).queryByRole('button', { name: t.cancelAlert })).not.toBeInTheDocument();
  });
});
