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

beforeEach(() => {
  // Only Date is faked: the clock stands still at NOW while promises and timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  registered = [];
  act(() => {
    useAuthStore.setState({ loginModalOpen: false });
    useToastStore.setState({ toasts: [] });
  });
  server.use(
    http.get('*/api/v1/spots/12', () => HttpResponse.json(ok(serverSpot))),
    http.post('*/api/v1/users/spots/12/reservation-notifications', async ({ request }) => {
      const body = (await request.json()) as { remindOffsetMinutes: number[] };
      registered.push(body);
      serverSpot = { ...serverSpot, isReservationNotificationRegistered: true };
      return HttpResponse.json(ok({ spotId: 12, remindOffsetMinutes: body.remindOffsetMinutes }));
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

  it("reads 'alert applied' and is disabled once registered", async () => {
    Cookies.set('userId', '7');
    renderEntry({ preReservationStartedAt: startIn(120), isReservationNotificationRegistered: true });
    const applied = screen.getByRole('button', { name: t.applied });
    expect(applied).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(applied);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    expect(applied).toHaveAttribute('aria-disabled', 'true');
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
    expect(screen.getByRole('button', { name: t.applied })).toHaveAttribute('aria-disabled', 'true');
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
});
