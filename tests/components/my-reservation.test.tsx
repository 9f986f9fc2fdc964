import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReservationDetail } from '@/api/contracts/reservations';
import { MyReservation } from '@/components/reservations/my-reservation';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.reservation;
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function reservation(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  return {
    id: 41,
    status: 'RESERVED',
    spot: {
      id: 6,
      type: 'POPSPOT_STORE',
      title: '팝스팟 룸 vol.3',
      contentLocale: 'ko',
      address: '서울 성동구 연무장길 10',
      file: null,
    },
    slotId: 7,
    visitDate: '2026-11-28',
    startTime: '15:00',
    startsAt: inHours(40),
    partySize: 2,
    entryCode: 'ABCD1234EF',
    bookerName: '김예약',
    bookerPhone: '01012345678',
    cancelableUntil: inHours(39),
    createdAt: inHours(-1),
    canceledAt: null,
    visitedAt: null,
    entryToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MSJ9.signature',
    ...overrides,
  };
}

/** GET and PATCH of reservation 41; PATCH answers `cancel` (the cancelled booking by default). */
function serve(current: ReservationDetail, cancel?: { status: number; body: ReturnType<typeof fail> }) {
  let state = current;
  let patches = 0;
  server.use(
    http.get('*/api/v1/users/reservations/41', () => HttpResponse.json(ok(state))),
    http.patch('*/api/v1/users/reservations/41', () => {
      patches += 1;
      if (cancel) return HttpResponse.json(cancel.body, { status: cancel.status });
      state = { ...state, status: 'CANCELED', canceledAt: new Date().toISOString(), entryToken: null };
      return HttpResponse.json(ok(state));
    }),
  );
  return { patches: () => patches };
}

describe('my reservation', () => {
  it('shows the entry QR, the booking and the ways to add it to a calendar or cancel it', async () => {
    serve(reservation());
    renderWithProviders(<MyReservation reservationId={41} />);
    expect(await screen.findByText(t.detail.notice.RESERVED)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: '입장 QR 코드 (입장 코드 ABCD-1234-EF)' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const details = screen.getByText('팝스팟 룸 vol.3').closest('dl')!;
    expect(within(details).getByText('팝스팟 룸 vol.3')).toHaveAttribute('lang', 'ko');
    expect(details).toHaveTextContent('15:00');
    expect(details).toHaveTextContent('2명');
    expect(details).toHaveTextContent('김예약 · 010-1234-5678');
    expect(details).toHaveTextContent(t.summary.statuses.RESERVED);
    expect(screen.getByRole('link', { name: t.addToCalendar })).toHaveAttribute(
      'href',
      '/api/v1/users/reservations/41/calendar.ics',
    );
    expect(screen.getByText(/까지 취소할 수 있어요/)).toBeInTheDocument();
  });

  it('cancels after asking, and then shows the booking as cancelled without its QR', async () => {
    const api = serve(reservation());
    renderWithProviders(<MyReservation reservationId={41} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.detail.cancel }));
    const dialog = screen.getByRole('alertdialog', { name: t.detail.cancelConfirmTitle });
    // Keeping it is the safe first choice.
    expect(within(dialog).getByRole('button', { name: t.detail.cancelKeep })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: t.detail.cancelConfirm }));

    expect(await screen.findByText(t.detail.notice.CANCELED)).toBeInTheDocument();
    expect(await screen.findByText(t.detail.canceled)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /입장 QR/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.addToCalendar })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.detail.cancel })).not.toBeInTheDocument();
    expect(api.patches()).toBe(1);
  });

  it('keeps the booking when the question is answered no', async () => {
    const api = serve(reservation());
    renderWithProviders(<MyReservation reservationId={41} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.detail.cancel }));
    await user.click(screen.getByRole('button', { name: t.detail.cancelKeep }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText(t.detail.notice.RESERVED)).toBeInTheDocument();
    expect(api.patches()).toBe(0);
  });

  it('says the cancellation rule once it is too late, and tells a refused cancel in words', async () => {
    serve(reservation({ startsAt: inHours(0.5), cancelableUntil: inHours(-0.5) }));
    const late = renderWithProviders(<MyReservation reservationId={41} />);
    expect(await screen.findByText(t.detail.cancelClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.detail.cancel })).not.toBeInTheDocument();
    late.unmount();

    serve(reservation(), { status: 409, body: fail(40900803) });
    renderWithProviders(<MyReservation reservationId={41} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.detail.cancel }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.detail.cancelConfirm }));
    expect(await screen.findByText(ko.errors['40900803'])).toBeInTheDocument();
  });

  it('shows a cancelled or visited booking without QR, calendar or cancel', async () => {
    serve(
      reservation({ status: 'VISITED', visitedAt: inHours(-1), entryToken: null, bookerName: null, bookerPhone: null }),
    );
    renderWithProviders(<MyReservation reservationId={41} />);
    expect(await screen.findByText(t.detail.notice.VISITED)).toBeInTheDocument();
    expect(screen.getByText(t.summary.erased)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.addToCalendar })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.detail.cancel })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.detail.toSpot })).toHaveAttribute('href', '/popup/6');
  });
});
