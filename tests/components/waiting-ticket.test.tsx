import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueTicket } from '@/api/contracts/queues';
import { WaitingTicket } from '@/components/queues/waiting-ticket';
import ko from '@/locales/ko.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/** Where the pop-up's door is (the ticket carries it for directions when called). */
const place = { address: '서울 성동구 연무장길 1', latitude: 37.544, longitude: 127.055 };

// Next's notFound() throws to the nearest not-found boundary; here it is only recorded.
const notFound = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ notFound }));

const t = ko.waiting;
afterEach(() => {
  notFound.mockReset();
  useToastStore.setState({ toasts: [] });
  act(() => useAuthStore.setState({ loginModalOpen: false }));
});

function ticket(overrides: Partial<QueueTicket> = {}): QueueTicket {
  return {
    id: 55,
    queue: { id: 3, title: '입장 대기', titleLocale: 'ko', status: 'IN_PROGRESS', arrivalMinutes: 10 },
    spot: { id: 12, title: '말차 디저트 팝업', file: { id: 1, path: '/api/files/spots/12/hero-1.webp' }, ...place },
    ticketNumber: 17,
    partySize: 2,
    status: 'REGISTERED',
    teamsAhead: 4,
    calledAhead: 0,
    estimatedWaitMinutes: 20,
    createdAt: '2026-11-20T01:00:00.000Z',
    calledAt: null,
    admittedAt: null,
    enteredAt: null,
    canceledAt: null,
    cancelReason: null,
    arriveBy: null,
    ...overrides,
  };
}

function serve(current: QueueTicket, patch: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/users/spot-queues/55', () => HttpResponse.json(ok(current))),
    http.patch('*/api/v1/users/spot-queues/55', () => {
      calls.push('PATCH');
      return patch();
    }),
  );
  return calls;
}

describe('WaitingTicket', () => {
  it('shows the spot, the line, my number and the teams ahead', async () => {
    serve(ticket(), () => HttpResponse.json(ok(ticket())));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(screen.getByText('말차 디저트 팝업')).toBeInTheDocument();
    expect(screen.getByText('입장 대기')).toBeInTheDocument();
    expect(screen.getByText(t.status.waiting.title)).toBeInTheDocument();
    expect(screen.getByText('내 앞에 4팀이 있어요')).toBeInTheDocument();
    // The estimated wait under it (decision 041).
    expect(screen.getByText('예상 대기 시간 약 20분')).toBeInTheDocument();
  });

  it('leaves the estimate out when the line has too little history to tell', async () => {
    serve(ticket({ estimatedWaitMinutes: null }), () => HttpResponse.json(ok(ticket())));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText('내 앞에 4팀이 있어요')).toBeInTheDocument();
    expect(screen.queryByText(/예상 대기 시간/)).not.toBeInTheDocument();
  });

  it('shows the entry call, the farewell and the cancelled screen without a leave button once finished', async () => {
    serve(ticket({ status: 'ENTERED', teamsAhead: 0 }), () => HttpResponse.json(ok(ticket())));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText(t.status.entered.description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.leave.button })).not.toBeInTheDocument();
  });

  it('tells the entry call ("wait on site") from "can enter" (the store said come in now)', async () => {
    serve(ticket({ status: 'CALLED', teamsAhead: 0, calledAt: '2026-11-20T02:00:00.000Z' }), () =>
      HttpResponse.json(ok(ticket())),
    );
    const { unmount } = renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText(t.status.called.title)).toBeInTheDocument();
    expect(screen.getByText(t.status.called.description)).toBeInTheDocument();
    expect(screen.queryByText(t.status.canEnter.title)).not.toBeInTheDocument();
    unmount();

    serve(
      ticket({
        status: 'CALLED',
        teamsAhead: 0,
        calledAt: '2026-11-20T02:00:00.000Z',
        admittedAt: '2026-11-20T02:03:00.000Z',
      }),
      () => HttpResponse.json(ok(ticket())),
    );
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText(t.status.canEnter.title)).toBeInTheDocument();
    expect(screen.getByText(t.status.canEnter.description)).toBeInTheDocument();
    // Still a live ticket: it can be left.
    expect(screen.getByRole('button', { name: t.leave.button })).toBeInTheDocument();
  });

  it("shows the store's reason when it cancelled the ticket", async () => {
    serve(ticket({ status: 'CANCELED_BY_MANAGER', teamsAhead: 0, cancelReason: '재료 소진' }), () =>
      HttpResponse.json(ok(ticket())),
    );
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText('매장 안내: 재료 소진')).toBeInTheDocument();
  });

  it('changes state without a reload when the live stream says the line moved, and buzzes on my turn', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      closed = false;
      constructor(readonly url: string) {
        super();
        sources.push(this);
      }
      emit(type: string, data: unknown) {
        this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    try {
      let current = ticket({ teamsAhead: 1 });
      server.use(http.get('*/api/v1/users/spot-queues/55', () => HttpResponse.json(ok(current))));
      renderWithProviders(<WaitingTicket ticketId={55} />);
      expect(await screen.findByText('내 앞에 1팀이 있어요')).toBeInTheDocument();
      expect(sources[0].url).toBe('/api/v1/users/spot-queues/55/live');
      sources[0].emit('ready', { lastEventId: 7 });
      expect(await screen.findByText(t.live.on)).toBeInTheDocument();

      current = ticket({ status: 'CALLED', teamsAhead: 0, calledAt: '2026-11-20T02:00:00.000Z' });
      sources[0].emit('change', { mine: true });
      expect(await screen.findByText(t.status.called.title)).toBeInTheDocument();
      expect(vibrate).toHaveBeenCalledTimes(1);

      // Entered: the ticket is final, the stream is closed.
      current = ticket({ status: 'ENTERED', teamsAhead: 0, enteredAt: '2026-11-20T02:05:00.000Z' });
      sources[0].emit('change', { mine: true });
      expect(await screen.findByText(t.status.entered.title)).toBeInTheDocument();
      expect(sources[0].closed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves with every call from what the stream carries, without asking the server again', async () => {
    const sources: { emit: (type: string, data: unknown) => void }[] = [];
    class FakeEventSource extends EventTarget {
      static readonly CLOSED = 2;
      readyState = 1;
      onopen: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly url: string) {
        super();
        sources.push(this);
      }
      emit(type: string, data: unknown) {
        this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let reads = 0;
    server.use(
      http.get('*/api/v1/users/spot-queues/55', () => {
        reads += 1;
        return HttpResponse.json(ok(ticket({ teamsAhead: 3 })));
      }),
    );
    const live = (overrides: Partial<QueueTicket>) => ({
      status: 'REGISTERED',
      queueStatus: 'IN_PROGRESS',
      teamsAhead: 3,
      calledAhead: 0,
      estimatedWaitMinutes: null,
      calledAt: null,
      admittedAt: null,
      enteredAt: null,
      canceledAt: null,
      cancelReason: null,
      arriveBy: null,
      ...overrides,
    });
    try {
      renderWithProviders(<WaitingTicket ticketId={55} />);
      expect(await screen.findByText('내 앞에 3팀이 있어요')).toBeInTheDocument();
      // Each call ahead: one team fewer waiting, the called ones shown apart.
      sources[0].emit('change', { mine: false, ticket: live({ teamsAhead: 2, calledAhead: 1 }) });
      expect(await screen.findByText('내 앞에 2팀이 있어요')).toBeInTheDocument();
      expect(screen.getByText('앞에서 호출된 1팀이 입장하고 있어요')).toBeInTheDocument();
      sources[0].emit('change', { mine: false, ticket: live({ teamsAhead: 1, calledAhead: 2 }) });
      expect(await screen.findByText('내 앞에 1팀이 있어요')).toBeInTheDocument();
      expect(screen.getByText('앞에서 호출된 2팀이 입장하고 있어요')).toBeInTheDocument();
      // My turn: come now, with the time left and the way to the door.
      const arriveBy = new Date(Date.now() + 9 * 60_000 + 30_000).toISOString();
      sources[0].emit('change', {
        mine: true,
        ticket: live({ status: 'CALLED', teamsAhead: 0, calledAt: new Date().toISOString(), arriveBy }),
      });
      expect(await screen.findByText(t.status.called.title)).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent(/^9:(29|30)$/);
      expect(screen.getByText('호출 후 10분 안에 오지 않으면 매장에서 순서를 취소할 수 있어요.')).toBeInTheDocument();
      expect(screen.getByText('서울 성동구 연무장길 1')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t.arrival.directions })).toBeInTheDocument();
      expect(reads).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the arrival window has run out', async () => {
    serve(
      ticket({
        status: 'CALLED',
        teamsAhead: 0,
        calledAt: new Date(Date.now() - 11 * 60_000).toISOString(),
        arriveBy: new Date(Date.now() - 60_000).toISOString(),
      }),
      () => HttpResponse.json(ok(ticket())),
    );
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.arrival.late);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('tells apart a ticket the store cancelled and one that was not answered in time', async () => {
    serve(ticket({ status: 'CANCELED_BY_MANAGER', teamsAhead: 0 }), () => HttpResponse.json(ok(ticket())));
    const { unmount } = renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText(t.status.cancelledByManager.title)).toBeInTheDocument();
    expect(screen.getByText(t.status.cancelledByManager.description)).toBeInTheDocument();
    expect(screen.queryByText(t.status.cancelled.title)).not.toBeInTheDocument();
    unmount();

    serve(ticket({ status: 'NO_SHOW', teamsAhead: 0 }), () => HttpResponse.json(ok(ticket())));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText(t.status.noShow.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.leave.button })).not.toBeInTheDocument();
  });

  it('asks first; staying calls nothing, leaving PATCHes, toasts and shows the cancelled screen', async () => {
    const calls = serve(ticket({ status: 'CALLED', teamsAhead: 0 }), () =>
      HttpResponse.json(ok(ticket({ status: 'CANCELED', teamsAhead: 0, canceledAt: '2026-11-20T01:10:00.000Z' }))),
    );
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(await screen.findByText(t.status.called.description)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.leave.button }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t.leave.confirmTitle);
    await userEvent.click(screen.getByRole('button', { name: t.leave.stay }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: t.leave.button }));
    await userEvent.click(screen.getByRole('button', { name: t.leave.confirm }));
    expect(await screen.findByText(t.leave.success)).toBeInTheDocument();
    expect(calls).toEqual(['PATCH']);
    expect(screen.getByText(t.status.cancelled.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.leave.button })).not.toBeInTheDocument();
  });

  it('toasts a failure and keeps the ticket', async () => {
    serve(ticket(), () => HttpResponse.json(fail(50000000), { status: 500 }));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    await userEvent.click(await screen.findByRole('button', { name: t.leave.button }));
    await userEvent.click(screen.getByRole('button', { name: t.leave.confirm }));
    expect(await screen.findByText(t.leave.failure)).toBeInTheDocument();
    expect(screen.getByText(t.status.waiting.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.leave.button })).toBeEnabled();
    expect(notFound).not.toHaveBeenCalled();
  });

  it('says it is loading my ticket, and offers to try again when it fails', async () => {
    let answer = () => HttpResponse.json(fail(50000000), { status: 500 });
    server.use(http.get('*/api/v1/users/spot-queues/55', () => answer()));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    expect(screen.getByRole('status', { name: t.loading })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadError);

    answer = () => HttpResponse.json(ok(ticket()));
    await userEvent.click(within(alert).getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 401 while leaving opens the login modal, closes the question and toasts nothing', async () => {
    serve(ticket(), () => HttpResponse.json(fail(40100000), { status: 401 }));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    await userEvent.click(await screen.findByRole('button', { name: t.leave.button }));
    await userEvent.click(screen.getByRole('button', { name: t.leave.confirm }));
    await vi.waitFor(() => expect(useAuthStore.getState().loginModalOpen).toBe(true));
    expect(screen.queryByRole('alertdialog', { name: t.leave.confirmTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(t.leave.failure)).not.toBeInTheDocument();
    expect(screen.getByText(t.status.waiting.title)).toBeInTheDocument();
  });

  it('a 400 (no longer waiting) goes to the not-found page', async () => {
    serve(ticket(), () => HttpResponse.json(fail(40000000), { status: 400 }));
    renderWithProviders(<WaitingTicket ticketId={55} />);
    await userEvent.click(await screen.findByRole('button', { name: t.leave.button }));
    await userEvent.click(screen.getByRole('button', { name: t.leave.confirm }));
    await vi.waitFor(() => expect(notFound).toHaveBeenCalled());
    expect(screen.queryByText(t.leave.failure)).not.toBeInTheDocument();
  });
});
