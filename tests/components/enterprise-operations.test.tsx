import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CreateSlotsBody,
  EnterpriseDayBookings,
  EnterpriseQueues,
  EnterpriseReservationSlots,
} from '@/api/contracts/enterprise-operations';
import { OperationsCheckInForm } from '@/components/enterprise/operations-check-in-form';
import { OperationsView } from '@/components/enterprise/operations-view';
import { OperationsReservationsSection } from '@/components/enterprise/operations-reservations-section';
import { parseTimes } from '@/components/enterprise/slot-generator-form';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.enterprise.operations;
const TODAY = '2026-12-01';

afterEach(() => useToastStore.setState({ toasts: [] }));

function slots(overrides: Partial<EnterpriseReservationSlots> = {}): EnterpriseReservationSlots {
  return {
    spot: { id: 6, title: '팝스팟 예약 팝업', isPopspotReservation: true, canManage: true },
    from: TODAY,
    to: '2026-12-14',
    days: [
      {
        date: TODAY,
        slots: [
          {
            id: 41,
            date: TODAY,
            startTime: '11:00',
            startsAt: '2026-12-01T02:00:00.000Z',
            capacity: 10,
            reservedCount: 3,
            deletable: false,
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('the slot generator', () => {
  it('reads times in any usual spelling', () => {
    expect(parseTimes('9:00, 11:30  14:00,')).toEqual(['09:00', '11:30', '14:00']);
  });

  it('sends the range, weekdays, times and capacity, and says what was made', async () => {
    const user = userEvent.setup();
    let sent: CreateSlotsBody | null = null;
    server.use(
      http.get('*/api/v1/enterprise/spots/6/reservation-slots', () => HttpResponse.json(ok(slots()))),
      http.post('*/api/v1/enterprise/spots/6/reservation-slots', async ({ request }) => {
        sent = (await request.json()) as CreateSlotsBody;
        return HttpResponse.json(ok({ created: 6, skippedExisting: 2, skippedPast: 0 }));
      }),
    );
    renderWithProviders(<OperationsReservationsSection spotId={6} today={TODAY} />);

    // The day's table: booked of capacity, and a slot with bookings has no delete button.
    expect(await screen.findByText('3/10명')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();

    const times = screen.getByRole('textbox', { name: t.generator.times });
    await user.clear(times);
    await user.type(times, '11:00, 15:00');
    const capacity = screen.getByRole('spinbutton', { name: t.generator.capacity });
    await user.clear(capacity);
    await user.type(capacity, '12');
    // Weekends off.
    await user.click(screen.getByRole('checkbox', { name: '토' }));
    await user.click(screen.getByRole('checkbox', { name: '일' }));
    await user.click(screen.getByRole('button', { name: t.generator.submit }));

    expect(await screen.findByText('6개를 만들었어요. 이미 있던 2개, 지난 시간 0개는 건너뛰었어요.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent).toEqual({
      from: TODAY,
      to: TODAY,
      weekdays: [1, 2, 3, 4, 5],
      times: ['11:00', '15:00'],
      capacity: 12,
    });
  });

  it('says what is wrong before sending anything', async () => {
    const user = userEvent.setup();
    let posted = false;
    server.use(
      http.get('*/api/v1/enterprise/spots/6/reservation-slots', () => HttpResponse.json(ok(slots({ days: [] })))),
      http.post('*/api/v1/enterprise/spots/6/reservation-slots', () => {
        posted = true;
        return HttpResponse.json(ok({ created: 0, skippedExisting: 0, skippedPast: 0 }));
      }),
    );
    renderWithProviders(<OperationsReservationsSection spotId={6} today={TODAY} />);
    expect(await screen.findByText(t.reservations.empty)).toBeInTheDocument();
    const times = screen.getByRole('textbox', { name: t.generator.times });
    await user.clear(times);
    await user.type(times, '25:00');
    await user.click(screen.getByRole('button', { name: t.generator.submit }));
    expect(await screen.findByText(t.generator.errors.times)).toBeInTheDocument();
    expect(posted).toBe(false);
  });
});

describe('the door check-in box', () => {
  it('checks a visitor in by the code read out, and tells staff why it refuses one', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/enterprise/spots/6/reservations/check-in', async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length > 1) return HttpResponse.json(fail(40900805), { status: 409 });
        return HttpResponse.json(
          ok({
            id: 9,
            slotId: 41,
            date: TODAY,
            startTime: '11:00',
            partySize: 2,
            status: 'VISITED',
            bookerName: '김예약',
            phoneLast4: '5678',
            visitedAt: '2026-12-01T02:03:00.000Z',
            canceledAt: null,
          }),
        );
      }),
    );
    renderWithProviders(<OperationsCheckInForm spotId={6} />);
    const box = screen.getByRole('textbox', { name: t.door.codeLabel });
    await user.type(box, 'ABCD-1234-EF');
    await user.click(screen.getByRole('button', { name: t.door.checkIn }));
    expect(await screen.findByText('김예약 님 11:00 예약 2명 입장 처리했어요')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();

    await user.type(box, 'ABCD-1234-EF');
    await user.click(screen.getByRole('button', { name: t.door.checkIn }));
    expect(await screen.findByText(ko.errors['40900805'])).toBeInTheDocument();
    expect(bodies).toEqual([{ entryCode: 'ABCD-1234-EF' }, { entryCode: 'ABCD-1234-EF' }]);
  });
});

describe('the operations page', () => {
  function serve(canManage: boolean) {
    const spot = { id: 6, title: '팝스팟 예약 팝업', isPopspotReservation: true, canManage };
    const lines: EnterpriseQueues = {
      spot,
      lines: [
        {
          id: 3,
          title: '현장 대기',
          titleTranslations: { en: 'Walk-in line', ja: null, zh: null },
          status: 'IN_PROGRESS',
          remoteJoinEnabled: false,
          maxPartySize: 4,
          noShowGraceMinutes: 10,
          joinOpensAt: '10:00',
          joinClosesAt: '19:00',
          activeTeams: 2,
          consolePath: '/console/queues/3',
        },
      ],
      operators: [{ userId: 1, nickname: '매니저김', role: 'MANAGER' }],
    };
    const bookings: EnterpriseDayBookings = {
      spot,
      date: TODAY,
      bookings: [
        {
          id: 9,
          slotId: 41,
          startTime: '11:00',
          partySize: 2,
          status: 'RESERVED',
          bookerName: '김예약',
          phoneLast4: '5678',
          visitedAt: null,
          canceledAt: null,
        },
      ],
      expectedPeople: 2,
      visitedPeople: 0,
    };
    server.use(
      http.get('*/api/v1/enterprise/spots/6/queues', () => HttpResponse.json(ok(lines))),
      http.get('*/api/v1/enterprise/spots/6/reservation-slots', () => HttpResponse.json(ok(slots({ spot })))),
      http.get('*/api/v1/enterprise/spots/6/reservations', () => HttpResponse.json(ok(bookings))),
    );
  }

  it('shows a manager the lines with their rules and console link, the slots and the door', async () => {
    serve(true);
    renderWithProviders(<OperationsView spotId={6} today={TODAY} />);
    expect(await screen.findByRole('heading', { level: 1, name: '팝스팟 예약 팝업 운영' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '현장 대기' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.lines.openConsole })).toHaveAttribute('href', '/console/queues/3');
    expect(screen.getByText('10:00~19:00')).toBeInTheDocument();
    expect(screen.getByText('매니저김')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.lines.add })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: t.reservations.switch })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('김예약')).toBeInTheDocument();
    expect(screen.getByText('(끝자리 5678)')).toBeInTheDocument();
  });

  it("edits a line's rules, refusing numbers out of bounds before sending", async () => {
    serve(true);
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/v1/enterprise/queues/3', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(null));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OperationsView spotId={6} today={TODAY} />);
    await user.click(await screen.findByRole('button', { name: t.lines.edit }));
    const item = screen.getByRole('heading', { name: '현장 대기' }).closest('li')!;
    const grace = within(item).getByRole('spinbutton', { name: ko.queueRulesFields.grace });
    expect(grace).toHaveValue(10);
    await user.clear(grace);
    await user.type(grace, '90');
    await user.click(within(item).getByRole('button', { name: t.lineForm.save }));
    expect(grace).toHaveAccessibleDescription(expect.stringContaining('1부터 60까지의 숫자를 입력해주세요'));
    expect(sent).toEqual([]);

    await user.clear(grace);
    await user.type(grace, '15');
    await user.click(within(item).getByRole('button', { name: t.lineForm.save }));
    expect(await screen.findByText(t.lines.saved)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ maxPartySize: 4, noShowGraceMinutes: 15, remoteJoinEnabled: false }),
    ]);
  });

  it("shows staff the same without the managers' controls", async () => {
    serve(false);
    renderWithProviders(<OperationsView spotId={6} today={TODAY} />);
    expect(await screen.findByRole('heading', { name: '현장 대기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.lines.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.lines.edit })).not.toBeInTheDocument();
    expect(await screen.findByText(t.reservations.isOn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.generator.submit })).not.toBeInTheDocument();
    // The door is staff's: the check-in box is there.
    expect(screen.getByRole('button', { name: t.door.checkIn })).toBeInTheDocument();
  });
});
