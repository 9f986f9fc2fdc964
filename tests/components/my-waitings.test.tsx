import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QueueTicket, QueueTicketSummary } from '@/api/contracts/queues';
import { MyWaitings } from '@/components/queues/my-waitings';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

/** Where the pop-up's door is (the ticket carries it for directions when called). */
const place = { address: '서울 성동구 연무장길 1', latitude: 37.544, longitude: 127.055 };

const t = ko.myWaitings;

function ticket(id: number, overrides: Partial<QueueTicket> = {}): QueueTicket {
  return {
    id,
    queue: { id: 3, title: '입장 대기', titleLocale: 'ko', status: 'IN_PROGRESS', arrivalMinutes: 10 },
    spot: { id: 12, title: `팝업 ${id}`, file: { id: 1, path: '/api/files/spots/12/hero-1.webp' }, ...place },
    ticketNumber: id,
    partySize: 2,
    status: 'REGISTERED',
    teamsAhead: 0,
    calledAhead: 0,
    estimatedWaitMinutes: null,
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

const page = (content: QueueTicket[], number = 0, totalPages = 1, totalElements = content.length) => ({
  content,
  page: { number, size: 20, totalElements, totalPages },
});

/**
 * The API as the list uses it: the lines I am in when asked for REGISTERED and CALLED, the
 * ended ones (paged) when asked for the other four, the summary. Records the status filters.
 */
function serve({
  active,
  past,
  summary,
}: {
  active: QueueTicket[];
  past: QueueTicket[][];
  summary?: QueueTicketSummary;
}) {
  const asked: string[][] = [];
  server.use(
    http.get('*/api/v1/users/spot-queues/summary', () =>
      HttpResponse.json(ok(summary ?? { activeCount: active.length, nearest: active[0] ?? null })),
    ),
    http.get('*/api/v1/users/spot-queues', ({ request }) => {
      const url = new URL(request.url);
      const statuses = url.searchParams.getAll('statuses').sort();
      asked.push(statuses);
      if (statuses.join() === 'CALLED,REGISTERED') return HttpResponse.json(ok(page(active)));
      const number = Number(url.searchParams.get('page') ?? 0);
      const total = past.reduce((sum, p) => sum + p.length, 0);
      return HttpResponse.json(ok(page(past[number] ?? [], number, past.length, total)));
    }),
  );
  return asked;
}

describe('MyWaitings', () => {
  it('shows the lines I am in (teams ahead, the entry call) apart from the ended ones, each told apart', async () => {
    const asked = serve({
      active: [
        ticket(11, { teamsAhead: 4, ticketNumber: 17, estimatedWaitMinutes: 25 }),
        ticket(12, { status: 'CALLED', calledAt: '2026-11-20T02:00:00.000Z' }),
      ],
      past: [
        [
          ticket(21, { status: 'ENTERED', enteredAt: '2026-11-19T02:00:00.000Z' }),
          ticket(22, { status: 'CANCELED' }),
          ticket(23, { status: 'CANCELED_BY_MANAGER' }),
          ticket(24, { status: 'NO_SHOW' }),
        ],
      ],
    });
    renderWithProviders(<MyWaitings lang="ko" />);

    const active = await screen.findByRole('region', { name: /이용 중인 웨이팅/ });
    const activeLinks = await within(active).findAllByRole('link');
    // The called ticket needs me now: it comes first.
    expect(activeLinks.map((link) => link.getAttribute('href'))).toEqual(['/waiting/12', '/waiting/11']);
    expect(within(active).getByText('2건')).toBeInTheDocument();
    const waiting = within(active).getByRole('link', { name: /팝업 11/ });
    expect(waiting).toHaveTextContent('입장 대기');
    expect(waiting).toHaveTextContent('대기번호 17번 · 2명');
    expect(waiting).toHaveTextContent('내 앞에 4팀 · 약 25분');
    expect(within(active).getByRole('link', { name: /팝업 12/ })).toHaveTextContent(t.status.called);

    const past = screen.getByRole('region', { name: t.pastTitle });
    for (const [id, words] of [
      [21, t.status.entered],
      [22, t.status.cancelled],
      [23, t.status.cancelledByManager],
      [24, t.status.noShow],
    ] as const) {
      const card = await within(past).findByRole('link', { name: new RegExp(`팝업 ${id}`) });
      expect(card).toHaveAttribute('href', `/waiting/${id}`);
      expect(card).toHaveTextContent(words);
    }
    // Ended tickets are not in the lines-I-am-in section, and the other way round.
    expect(within(active).queryByText(t.status.entered)).not.toBeInTheDocument();
    expect(within(past).queryByText(t.status.called)).not.toBeInTheDocument();
    // Each list asks the server for its statuses only.
    expect(asked).toContainEqual(['CALLED', 'REGISTERED']);
    expect(asked).toContainEqual(['CANCELED', 'CANCELED_BY_MANAGER', 'ENTERED', 'NO_SHOW']);
  });

  it('puts a banner on top when a line has called me, leading to that ticket', async () => {
    const called = ticket(12, { status: 'CALLED', ticketNumber: 8 });
    serve({ active: [called], past: [[]], summary: { activeCount: 1, nearest: called } });
    renderWithProviders(<MyWaitings lang="ko" />);
    const banner = await screen.findByRole('link', { name: new RegExp(t.nearCall.title) });
    expect(banner).toHaveAttribute('href', '/waiting/12');
    expect(banner).toHaveTextContent('팝업 12 · 대기번호 8번');
  });

  it('says come in now once the store admits me, on the card and the banner', async () => {
    const admitted = ticket(12, {
      status: 'CALLED',
      ticketNumber: 8,
      calledAt: '2026-11-20T02:00:00.000Z',
      admittedAt: '2026-11-20T02:03:00.000Z',
    });
    serve({ active: [admitted], past: [[]], summary: { activeCount: 1, nearest: admitted } });
    renderWithProviders(<MyWaitings lang="ko" />);
    const banner = await screen.findByRole('link', { name: new RegExp(t.nearCall.canEnterTitle) });
    expect(banner).toHaveAttribute('href', '/waiting/12');
    expect(screen.queryByText(t.nearCall.title)).not.toBeInTheDocument();
    const active = screen.getByRole('region', { name: /이용 중인 웨이팅/ });
    expect(within(active).getByRole('link', { name: /팝업 12/ })).toHaveTextContent(t.status.canEnter);
    expect(within(active).queryByText(t.status.called)).not.toBeInTheDocument();
  });

  it('has no banner while I am only waiting', async () => {
    serve({ active: [ticket(11, { teamsAhead: 2 })], past: [[]] });
    renderWithProviders(<MyWaitings lang="ko" />);
    // Without enough history for an estimate, only the teams ahead.
    expect(await screen.findByText('내 앞에 2팀')).toBeInTheDocument();
    expect(screen.queryByText(t.nearCall.title)).not.toBeInTheDocument();
  });

  it('says when I am in no line and have none behind me, with a way to find pop-ups', async () => {
    serve({ active: [], past: [[]] });
    renderWithProviders(<MyWaitings lang="ko" />);
    expect(await screen.findByText(t.activeEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.browse })).toHaveAttribute('href', '/popup/list');
    expect(await screen.findByText(t.pastEmpty)).toBeInTheDocument();
    expect(screen.queryByText(t.nearCall.title)).not.toBeInTheDocument();
  });

  it('loads the ended ones a page at a time', async () => {
    serve({
      active: [],
      past: [[ticket(31, { status: 'ENTERED' })], [ticket(30, { status: 'NO_SHOW' })]],
    });
    renderWithProviders(<MyWaitings lang="ko" />);
    expect(await screen.findByRole('link', { name: /팝업 31/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /팝업 30/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByRole('link', { name: /팝업 30/ })).toHaveTextContent(t.status.noShow);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });

  it('reloads the ended ones when a ticket leaves the lines I am in', async () => {
    serve({ active: [ticket(11)], past: [[]] });
    const { client } = renderWithProviders(<MyWaitings lang="ko" />);
    const past = screen.getByRole('region', { name: t.pastTitle });
    expect(await within(past).findByText(t.pastEmpty)).toBeInTheDocument();

    // The store let me in: the next poll no longer has the ticket, and the ended list gets it.
    serve({ active: [], past: [[ticket(11, { status: 'ENTERED' })]] });
    await act(() => client.refetchQueries({ queryKey: ['queues', 'mine', 'active', 'ko'] }));
    expect(await within(past).findByRole('link', { name: /팝업 11/ })).toHaveTextContent(t.status.entered);
    expect(await screen.findByText(t.activeEmpty)).toBeInTheDocument();
  });

  it('leaves the ended ones alone while the lines I am in stay the same', async () => {
    const asked = serve({ active: [ticket(11)], past: [[]] });
    const { client } = renderWithProviders(<MyWaitings lang="ko" />);
    expect(await screen.findByText(t.pastEmpty)).toBeInTheDocument();
    const pastAsks = () => asked.filter((statuses) => statuses.includes('ENTERED')).length;
    expect(pastAsks()).toBe(1);
    await act(() => client.refetchQueries({ queryKey: ['queues', 'mine', 'active', 'ko'] }));
    expect(pastAsks()).toBe(1);
  });

  it('offers to try again when my lines fail to load', async () => {
    serve({ active: [], past: [[]] });
    server.use(http.get('*/api/v1/users/spot-queues', () => HttpResponse.json(fail(50000000), { status: 500 })));
    renderWithProviders(<MyWaitings lang="ko" />);
    expect(await screen.findAllByText(t.loadError)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: ko.common.retry })).toHaveLength(2);
  });
});
