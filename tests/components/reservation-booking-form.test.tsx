import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ReservationDetail, ReservationSlot, ReservationSlots } from '@/api/contracts/reservations';
import { BookingPanel } from '@/components/reservations/booking-panel';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';
import { mockRouter } from '../utils/navigation-mock';

const t = ko.reservation.form;
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function slot(id: number, startTime: string, overrides: Partial<ReservationSlot> = {}): ReservationSlot {
  return { id, startTime, startsAt: inHours(24 + id), capacity: 12, remaining: 12, bookable: true, ...overrides };
}

function slots(overrides: Partial<ReservationSlots> = {}): ReservationSlots {
  return {
    spot: { id: 6, type: 'POPSPOT_STORE', title: '팝스팟 룸', contentLocale: 'ko' },
    maxPartySize: 4,
    bookingOpensAt: null,
    bookingClosesAt: null,
    days: [
      {
        date: '2026-11-26',
        slots: [
          slot(1, '11:00', { startsAt: inHours(-2), bookable: false }),
          slot(2, '13:00', { remaining: 0, bookable: false }),
        ],
      },
      { date: '2026-11-27', slots: [slot(3, '11:00', { remaining: 3 }), slot(4, '13:00', { remaining: 1 })] },
      { date: '2026-11-28', slots: [slot(5, '15:00')] },
    ],
    ...overrides,
  };
}

function reservation(body: { slotId: number; partySize: number }): ReservationDetail {
  return {
    id: 41,
    status: 'RESERVED',
    spot: { id: 6, type: 'POPSPOT_STORE', title: '팝스팟 룸', contentLocale: 'ko', address: '서울', file: null },
    slotId: body.slotId,
    visitDate: '2026-11-27',
    startTime: '11:00',
    startsAt: inHours(30),
    partySize: body.partySize,
    entryCode: 'ABCDEF1234',
    bookerName: '김예약',
    bookerPhone: '01012345678',
    cancelableUntil: inHours(29),
    createdAt: new Date().toISOString(),
    canceledAt: null,
    visitedAt: null,
    entryToken: 'token',
  };
}

/** The slots and the booking, as the API answers them; records what was sent. */
function serve(answer: ReservationSlots = slots(), booking?: { status: number; body: ReturnType<typeof fail> }) {
  const sent: unknown[] = [];
  let slotLoads = 0;
  server.use(
    http.get('*/api/v1/spots/6/reservation-slots', () => {
      slotLoads += 1;
      return HttpResponse.json(ok(answer));
    }),
    http.post('*/api/v1/users/reservations', async ({ request }) => {
      const body = (await request.json()) as { slotId: number; partySize: number };
      sent.push(body);
      if (booking) return HttpResponse.json(booking.body, { status: booking.status });
      return HttpResponse.json(ok(reservation(body)));
    }),
  );
  return { sent, slotLoads: () => slotLoads };
}

async function fillBooker(user: ReturnType<typeof userEvent.setup>, phone = '010 1234 5678') {
  await user.type(screen.getByLabelText(t.name), '김예약');
  await user.type(screen.getByLabelText(t.phone), phone);
  await user.click(screen.getByRole('checkbox', { name: t.consent }));
}

describe('the booking form', () => {
  it('opens on the first day with places, and says in words why a time cannot be chosen', async () => {
    serve();
    renderWithProviders(<BookingPanel spotId={6} defaultPhone="" />);
    const days = await screen.findByRole('group', { name: t.dayLegend });
    expect(within(days).getByRole('radio', { name: /11월 27일/ })).toBeChecked();
    expect(within(days).getByRole('radio', { name: /11월 26일.*마감/ })).not.toBeChecked();

    const times = screen.getByRole('group', { name: t.timeLegend });
    expect(within(times).getByRole('radio', { name: '11:00 · 3자리 남음' })).toBeEnabled();
    expect(within(times).getByRole('radio', { name: '13:00 · 1자리 남음' })).toBeEnabled();

    const user = userEvent.setup();
    await user.click(within(days).getByRole('radio', { name: /11월 26일/ }));
    expect(within(times).getByRole('radio', { name: '11:00 · 지난 시간' })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: '13:00 · 마감' })).toBeDisabled();
  });

  it('books the chosen time for the party with the booker, and goes to the complete page', async () => {
    const { sent } = serve();
    renderWithProviders(<BookingPanel spotId={6} defaultPhone="" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '11:00 · 3자리 남음' }));
    await user.click(screen.getByRole('button', { name: '인원 늘리기 (지금 1명)' }));
    await fillBooker(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    await vi.waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/reservation/popup/6/complete/41'));
    expect(sent).toEqual([
      { slotId: 3, partySize: 2, bookerName: '김예약', bookerPhone: '01012345678', agreedToPrivacy: true },
    ]);
  });

  it('says what is missing or wrong, and sends nothing', async () => {
    const { sent } = serve();
    renderWithProviders(<BookingPanel spotId={6} defaultPhone="" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(t.phone), '02-123-4567');
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.errors.slotRequired)).toBeInTheDocument();
    expect(screen.getByText(t.errors.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.errors.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.errors.consentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(t.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('offers no more people than the chosen time has places, and fills in my own number', async () => {
    serve();
    renderWithProviders(<BookingPanel spotId={6} defaultPhone="010-9876-5432" />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(t.phone)).toHaveValue('010-9876-5432');
    const party = screen.getByRole('group', { name: ko.partySizeInput.label });
    expect(party).toHaveAccessibleDescription('한 번에 4명까지 예약할 수 있어요.');
    // Before a time is chosen, up to the pop-up's largest party.
    await user.click(within(party).getByRole('button', { name: '인원 늘리기 (지금 1명)' }));
    await user.click(within(party).getByRole('button', { name: '인원 늘리기 (지금 2명)' }));
    await user.click(within(party).getByRole('button', { name: '인원 늘리기 (지금 3명)' }));
    expect(within(party).getByRole('status')).toHaveTextContent('4명');
    expect(within(party).getByRole('button', { name: '인원 늘리기 (지금 4명)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: '13:00 · 1자리 남음' }));
    // One place left: the party is one person, and more are unavailable.
    expect(within(party).getByRole('status')).toHaveTextContent('1명');
    expect(within(party).getByRole('button', { name: '인원 늘리기 (지금 1명)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(party).toHaveAccessibleDescription('이 시간은 1자리 남았어요.');
  });

  it('tells a refusal in words and reloads the places', async () => {
    const refused = serve(slots(), { status: 409, body: fail(40900801) });
    renderWithProviders(<BookingPanel spotId={6} defaultPhone="" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '11:00 · 3자리 남음' }));
    await fillBooker(user);
    const before = refused.slotLoads();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(ko.errors['40900801'])).toBeInTheDocument();
    await vi.waitFor(() => expect(refused.slotLoads()).toBeGreaterThan(before));
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('says when booking opens, and that it has closed', async () => {
    serve(slots({ bookingOpensAt: inHours(48) }));
    const { unmount } = renderWithProviders(<BookingPanel spotId={6} defaultPhone="" />);
    expect(await screen.findByText(/^예약은 \d{4}년 \d+월 \d+일 \d{2}:\d{2}에 열려요/)).toBeInTheDocument();
    // The times can be looked at, none chosen.
    expect(await screen.findByRole('group', { name: t.timeLegend })).toBeInTheDocument();
    unmount();
    serve(slots({ bookingClosesAt: inHours(-1) }));
    renderWithProviders(<BookingPanel spotId={6} defaultPhone="" />);
    expect(await screen.findByText(t.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
  });
});
