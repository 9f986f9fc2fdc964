import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleQueue, ConsoleQueueTicket, QueueEventPage } from '@/api/contracts/queue-console';
import { OperableQueueList } from '@/components/queue-console/operable-queue-list';
import { QueueConsole } from '@/components/queue-console/queue-console';
import { StaffOnly } from '@/components/queue-console/staff-only';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.queueConsole;
const LINE = '*/api/v1/console/queues/3';
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.unstubAllGlobals();
});

/** The browser's EventSource, played by the test: `emit('change')` is the server speaking. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

function ticket(overrides: Partial<ConsoleQueueTicket> = {}): ConsoleQueueTicket {
  return {
    id: 101,
    ticketNumber: 1,
    partySize: 2,
    status: 'REGISTERED',
    source: 'REMOTE',
    name: '말차러버',
    createdAt: minutesFromNow(-20),
    calledAt: null,
    admittedAt: null,
    enteredAt: null,
    canceledAt: null,
    cancelReason: null,
    noShowFrom: null,
    ...overrides,
  };
}

/** A called ticket whose grace period ends `graceLeft` minutes from now (negative: over). */
function calledTicket(overrides: Partial<ConsoleQueueTicket> = {}, graceLeft = 5): ConsoleQueueTicket {
  return ticket({
    status: 'CALLED',
    calledAt: minutesFromNow(-3),
    noShowFrom: minutesFromNow(graceLeft),
    ...overrides,
  });
}

function line(active: ConsoleQueueTicket[], overrides: Partial<ConsoleQueue> = {}): ConsoleQueue {
  const waiting = active.filter((a) => a.status === 'REGISTERED');
  return {
    id: 3,
    title: '입장 대기',
    status: 'IN_PROGRESS',
    spot: { id: 12, title: '말차 디저트 팝업' },
    remoteJoinEnabled: true,
    maxPartySize: 4,
    noShowGraceMinutes: 10,
    joinOpensAt: null,
    joinClosesAt: null,
    waitingTeams: waiting.length,
    waitingPeople: waiting.reduce((sum, a) => sum + a.partySize, 0),
    active,
    recent: [],
    lastEventId: 7,
    ...overrides,
  };
}

const noEvents: QueueEventPage = { content: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } };

/** The console's reads: the line (`current()` each time), its log and the door code. */
function serve(current: () => ConsoleQueue) {
  const reads = { line: 0 };
  server.use(
    http.get(LINE, () => {
      reads.line += 1;
      return HttpResponse.json(ok(current()));
    }),
    http.get(`${LINE}/events`, () => HttpResponse.json(ok(noEvents))),
    http.get(`${LINE}/join-code`, () =>
      HttpResponse.json(ok({ code: 'c0de', path: '/waiting/join?queue=3&code=c0de', expiresAt: minutesFromNow(10) })),
    ),
  );
  return reads;
}

const row = (number: number) => screen.getByRole('article', { name: `${number}번` });
const button = (number: number, name: string) => within(row(number)).queryByRole('button', { name });

describe('QueueConsole', () => {
  it('calls the next team: the list shows it called, with the actions a called team takes', async () => {
    const first = ticket();
    const second = ticket({ id: 102, ticketNumber: 2, partySize: 3, source: 'WALK_IN', name: '파란 모자' });
    let current = line([first, second]);
    serve(() => current);
    const calls: string[] = [];
    server.use(
      http.post(`${LINE}/call-next`, () => {
        calls.push('call-next');
        current = line([calledTicket({ calledAt: new Date().toISOString() }), second]);
        return HttpResponse.json(ok(current));
      }),
    );
    renderWithProviders(<QueueConsole queueId={3} />);

    expect(await screen.findByRole('heading', { level: 1, name: '입장 대기' })).toBeInTheDocument();
    expect(screen.getByText('대기 2팀 · 5명')).toBeInTheDocument();
    expect(screen.getByText('다음 순서: 1번 · 2명')).toBeInTheDocument();
    expect(within(row(2)).getByText('파란 모자')).toBeInTheDocument();
    expect(within(row(2)).getByText(/현장 접수/)).toBeInTheDocument();
    expect(within(row(1)).getByText(t.tickets.status.REGISTERED)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.callNext.button }));

    expect(await screen.findByText('1번 팀을 호출했어요')).toBeInTheDocument();
    expect(calls).toEqual(['call-next']);
    expect(within(row(1)).getByText(t.tickets.status.CALLED)).toBeInTheDocument();
    expect(within(row(1)).getByText(t.tickets.calledNow)).toBeInTheDocument();
    expect(button(1, t.tickets.admit)).toBeInTheDocument();
    expect(screen.getByText('다음 순서: 2번 · 3명')).toBeInTheDocument();
    expect(screen.getByText('호출 1팀 · 대기 1팀')).toBeInTheDocument();
  });

  it('offers each ticket the actions its state allows', async () => {
    const waiting = ticket({ id: 103, ticketNumber: 3 });
    const called = calledTicket({ id: 101, ticketNumber: 1 });
    const admitted = calledTicket({ id: 102, ticketNumber: 2, admittedAt: minutesFromNow(-1) });
    serve(() => line([called, admitted, waiting]));
    renderWithProviders(<QueueConsole queueId={3} />);
    await screen.findByRole('article', { name: '1번' });

    const shown = (number: number) =>
      within(row(number))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(shown(1)).toEqual([t.tickets.admit, t.tickets.enter, t.tickets.noShow, t.tickets.cancel]);
    expect(shown(2)).toEqual([t.tickets.enter, t.tickets.noShow, t.tickets.cancel]);
    expect(within(row(2)).getByText(t.tickets.status.ADMITTED)).toBeInTheDocument();
    expect(shown(3)).toEqual([t.tickets.cancel]);
  });

  it('keeps no-show disabled until the grace period is over, and says from when', async () => {
    const early = calledTicket({ id: 101, ticketNumber: 1 }, 5);
    const late = calledTicket({ id: 102, ticketNumber: 2 }, -1);
    serve(() => line([early, late]));
    renderWithProviders(<QueueConsole queueId={3} />);
    await screen.findByRole('article', { name: '1번' });

    const earlyNoShow = button(1, t.tickets.noShow)!;
    expect(earlyNoShow).toBeDisabled();
    expect(earlyNoShow).toHaveAccessibleDescription(/노쇼 처리 가능 \(5분 남음\)/);
    expect(button(2, t.tickets.noShow)).toBeEnabled();
  });

  it('asks for a reason before cancelling and sends it', async () => {
    const waiting = ticket({ id: 104, ticketNumber: 4 });
    let current = line([waiting]);
    serve(() => current);
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${LINE}/tickets/104`, async ({ request }) => {
        bodies.push(await request.json());
        current = line([], {
          recent: [
            {
              ...waiting,
              status: 'CANCELED_BY_MANAGER',
              canceledAt: new Date().toISOString(),
              cancelReason: '재료 소진',
            },
          ],
        });
        return HttpResponse.json(ok(current));
      }),
    );
    renderWithProviders(<QueueConsole queueId={3} />);
    await screen.findByRole('article', { name: '4번' });

    await userEvent.click(button(4, t.tickets.cancel)!);
    const dialog = await screen.findByRole('alertdialog', { name: '4번 팀의 웨이팅을 취소할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancelDialog.confirm }));
    expect(await within(dialog).findByText(t.form.required)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(t.cancelDialog.reason), '  재료 소진 ');
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancelDialog.confirm }));

    expect(await screen.findByText('4번 팀의 웨이팅을 취소했어요')).toBeInTheDocument();
    expect(bodies).toEqual([{ action: 'CANCEL', reason: '재료 소진' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText(t.tickets.empty)).toBeInTheDocument();
    expect(screen.getByText(/사유: 재료 소진/)).toBeInTheDocument();
  });

  it("shows the API's message when someone acted first, and reloads the line", async () => {
    let current = line([calledTicket({ id: 101, ticketNumber: 1 })]);
    const reads = serve(() => current);
    server.use(
      http.patch(`${LINE}/tickets/101`, () => {
        // Another device let the team in meanwhile.
        current = line([]);
        return HttpResponse.json(fail(40900402), { status: 409 });
      }),
    );
    renderWithProviders(<QueueConsole queueId={3} />);
    await screen.findByRole('article', { name: '1번' });
    const before = reads.line;

    await userEvent.click(button(1, t.tickets.enter)!);

    expect(await screen.findByText(ko.errors['40900402'])).toBeInTheDocument();
    expect(await screen.findByText(t.tickets.empty)).toBeInTheDocument();
    expect(reads.line).toBeGreaterThan(before);
  });

  it('says so when a call finds nobody waiting', async () => {
    serve(() => line([ticket()]));
    server.use(http.post(`${LINE}/call-next`, () => HttpResponse.json(fail(40900404), { status: 409 })));
    renderWithProviders(<QueueConsole queueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: t.callNext.button }));
    expect(await screen.findByText(ko.errors['40900404'])).toBeInTheDocument();
  });

  it('shows the door QR with the join address written out', async () => {
    serve(() => line([]));
    renderWithProviders(<QueueConsole queueId={3} />);
    const url = `${window.location.origin}/waiting/join?queue=3&code=c0de`;
    expect(await screen.findByText(url)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: '입장 대기 현장 등록 QR 코드' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('adds a walk-in team within the largest party, with its note', async () => {
    let current = line([ticket()], { maxPartySize: 3 });
    serve(() => current);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${LINE}/walk-ins`, async ({ request }) => {
        bodies.push(await request.json());
        current = line([
          ticket(),
          ticket({ id: 105, ticketNumber: 5, source: 'WALK_IN', name: '파란 모자', partySize: 3 }),
        ]);
        return HttpResponse.json(ok(current));
      }),
    );
    renderWithProviders(<QueueConsole queueId={3} />);
    const form = await screen.findByRole('region', { name: t.walkIn.title });
    const size = within(form).getByRole('group', { name: ko.partySizeInput.label });
    expect(size).toHaveAccessibleDescription('한 팀 최대 3명');
    expect(within(size).getByRole('status')).toHaveTextContent('2명');
    await userEvent.click(within(size).getByRole('button', { name: '인원 늘리기 (지금 2명)' }));
    expect(within(size).getByRole('status')).toHaveTextContent('3명');
    expect(within(size).getByRole('button', { name: '인원 늘리기 (지금 3명)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(within(form).getByLabelText(t.walkIn.note), '파란 모자');
    await userEvent.click(within(form).getByRole('button', { name: t.walkIn.submit }));

    expect(await screen.findByText('5번을 발급했어요')).toBeInTheDocument();
    expect(bodies).toEqual([{ partySize: 3, note: '파란 모자' }]);
    expect(row(5)).toHaveTextContent('파란 모자');
    expect(within(form).getByLabelText(t.walkIn.note)).toHaveValue('');
  });

  it('saves the largest party and the grace period, and refuses numbers out of bounds', async () => {
    let current = line([ticket()]);
    serve(() => current);
    const bodies: unknown[] = [];
    server.use(
      http.patch(LINE, async ({ request }) => {
        const body = (await request.json()) as Partial<ConsoleQueue>;
        bodies.push(body);
        current = { ...current, ...body };
        return HttpResponse.json(ok(current));
      }),
    );
    renderWithProviders(<QueueConsole queueId={3} />);
    const settings = await screen.findByRole('region', { name: t.settings.title });
    const party = await within(settings).findByRole('spinbutton', { name: ko.queueRulesFields.maxPartySize });
    expect(party).toHaveValue(4);
    await userEvent.clear(party);
    await userEvent.type(party, '25');
    await userEvent.click(within(settings).getByRole('button', { name: t.settings.save }));
    expect(await within(settings).findByText('1부터 20까지의 숫자를 입력해주세요')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(party);
    await userEvent.type(party, '6');
    await userEvent.click(within(settings).getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText(t.settings.saved)).toBeInTheDocument();
    expect(bodies).toEqual([{ maxPartySize: 6, noShowGraceMinutes: 10 }]);
  });

  it('follows the live stream: reloads the line on a change and says it is live', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let current = line([ticket()]);
    serve(() => current);
    renderWithProviders(<QueueConsole queueId={3} />);
    await screen.findByRole('article', { name: '1번' });
    expect(FakeEventSource.last?.url).toBe('/api/v1/console/queues/3/live');

    current = line([ticket(), ticket({ id: 106, ticketNumber: 6, name: '새로 온 팀' })]);
    act(() => FakeEventSource.last!.emit('change', JSON.stringify({ actions: ['JOIN'] })));
    expect(await screen.findByText('새로 온 팀')).toBeInTheDocument();
    expect(screen.getByText(t.live.live)).toBeInTheDocument();

    act(() => FakeEventSource.last!.onerror!());
    expect(screen.getByText(t.live.offline)).toBeInTheDocument();
  });
});

describe('toasts in the console', () => {
  it('show one at a time, off the called team’s 입장 완료 / 노쇼 / 취소 buttons, after quick calls', async () => {
    const waiting = [2, 3, 4].map((n) => ticket({ id: 100 + n, ticketNumber: n }));
    let current = line([calledTicket(), ...waiting]);
    serve(() => current);
    server.use(
      http.post(`${LINE}/call-next`, () => {
        const [next, ...rest] = current.active.filter((a) => a.status === 'REGISTERED');
        const called = current.active.filter((a) => a.status === 'CALLED');
        current = line([...called, calledTicket({ id: next.id, ticketNumber: next.ticketNumber }), ...rest]);
        return HttpResponse.json(ok(current));
      }),
    );
    // A 390 x 844 phone with the first called team's buttons where a toast would go above the
    // tab bar (the toast's place there is 700 to 748); nothing else is measured.
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, left: 0, right: 390, width: 390, height, x: 0, y: top }) as DOMRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const place = this.parentElement?.getAttribute('data-place');
      if (place) return place === 'top' ? rect(64, 48) : rect(700, 48);
      if (this.matches('[data-toast-avoid]') && this.getAttribute('aria-label') === '1번 팀 처리') {
        return rect(704, 44);
      }
      return rect(0, 0);
    });
    try {
      renderWithProviders(<QueueConsole queueId={3} />);
      const callNext = await screen.findByRole('button', { name: t.callNext.button });
      const user = userEvent.setup();
      await user.click(callNext);
      expect(await screen.findByText('2번 팀을 호출했어요')).toBeInTheDocument();
      await user.click(callNext);
      expect(await screen.findByText('3번 팀을 호출했어요')).toBeInTheDocument();

      // The newest only, placed under the header, away from the buttons.
      const toaster = document.querySelector<HTMLElement>('[data-place]')!;
      expect(within(toaster).getAllByRole('listitem')).toHaveLength(1);
      expect(toaster).toHaveAttribute('data-place', 'top');
      expect(within(row(1)).getByRole('group', { name: /1번/ })).toHaveAttribute('data-toast-avoid');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('the console pages around it', () => {
  it('tells someone who does not run the line so, with a way on', () => {
    renderWithProviders(<StaffOnly />);
    expect(screen.getByRole('heading', { level: 1, name: t.staffOnly.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.staffOnly.toList })).toHaveAttribute('href', '/console/queues');
  });

  it('lists the lines I run, each leading to its console, or says there are none', () => {
    const { unmount } = renderWithProviders(<OperableQueueList queues={[]} />);
    expect(screen.getByText(t.list.empty)).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <OperableQueueList
        queues={[
          { id: 3, title: '입장 대기', status: 'HOLD', spot: { id: 12, title: '말차 디저트 팝업' }, waitingTeams: 4 },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /입장 대기/ });
    expect(link).toHaveAttribute('href', '/console/queues/3');
    expect(link).toHaveTextContent(t.queueStatus.HOLD);
    expect(link).toHaveTextContent('대기 4팀');
  });
});
