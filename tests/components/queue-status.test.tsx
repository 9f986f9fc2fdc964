import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpotQueue } from '@/api/contracts/spots';
import { QueueStatus } from '@/components/popup-detail/queue-status';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';
import { mockRouter, resetMockRouter } from '../utils/navigation-mock';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';

const t = ko.popup.queue;

const rules = { titleLocale: 'ko' as const, remoteJoinEnabled: true, maxPartySize: 8, estimatedWaitMinutes: null };
// What the server says about joining (SpotQueue.joinable): the page follows it, whatever the status.
const notTaking = { remote: false, onSite: false, reason: 'NOT_TAKING' } as const;
const queues: SpotQueue[] = [
  {
    id: 1,
    title: '굿즈 구매 대기',
    status: 'CLOSED',
    currentTeamCount: 0,
    hasMine: false,
    myTicketId: null,
    ...rules,
    joinable: notTaking,
  },
  {
    id: 2,
    title: '포토존 대기',
    status: 'HOLD',
    currentTeamCount: 4,
    hasMine: false,
    myTicketId: null,
    ...rules,
    joinable: notTaking,
  },
  {
    id: 3,
    title: '입장 대기',
    status: 'READY',
    currentTeamCount: 12,
    hasMine: true,
    myTicketId: 55,
    ...rules,
    joinable: { remote: false, onSite: false, reason: 'ALREADY_JOINED' },
  },
  {
    id: 4,
    title: '체험 대기',
    status: 'IN_PROGRESS',
    currentTeamCount: 7,
    hasMine: false,
    myTicketId: null,
    ...rules,
    estimatedWaitMinutes: 25,
    joinable: { remote: true, onSite: true, reason: null },
  },
];

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  resetMockRouter();
  useToastStore.setState({ toasts: [] });
  useAuthStore.setState({ loginModalOpen: false });
});

function row(title: string) {
  return screen.getByText(title).closest('li')!;
}

describe('QueueStatus', () => {
  it("labels each status, shows teams waiting ('-' when closed) and the reader's own line", async () => {
    server.use(http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(ok(queues))));
    renderWithProviders(<QueueStatus spotId={12} />);
    expect(await screen.findByText('입장 대기')).toBeInTheDocument();

    expect(within(row('입장 대기')).getByText(t.status.READY)).toBeInTheDocument();
    expect(within(row('입장 대기')).getByText('12팀')).toBeInTheDocument();
    // 'My position' links to the reader's ticket.
    expect(within(row('입장 대기')).getByRole('link', { name: t.myPosition })).toHaveAttribute('href', '/waiting/55');
    expect(within(row('체험 대기')).getByText(t.status.IN_PROGRESS)).toBeInTheDocument();
    expect(within(row('체험 대기')).getByText('7팀')).toBeInTheDocument();
    // The wait for someone joining now (decision 041); none where the line has no estimate.
    const wait = within(row('체험 대기')).getByText(t.waitLabel);
    expect(wait.tagName).toBe('DT');
    expect(wait.nextElementSibling).toHaveTextContent('약 25분');
    expect(within(row('포토존 대기')).queryByText(t.waitLabel)).not.toBeInTheDocument();
    expect(within(row('포토존 대기')).getByText(t.status.HOLD)).toBeInTheDocument();
    expect(within(row('포토존 대기')).getByText('4팀')).toBeInTheDocument();
    expect(within(row('굿즈 구매 대기')).getByText(t.status.CLOSED)).toBeInTheDocument();
    expect(within(row('굿즈 구매 대기')).getByText('-')).toBeInTheDocument();
    expect(within(row('굿즈 구매 대기')).queryByText('0팀')).not.toBeInTheDocument();
    expect(within(row('포토존 대기')).queryByText(t.myPosition)).not.toBeInTheDocument();

    // Active lines (enter now, in progress) come first.
    const titles = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(titles).toEqual(['입장 대기', '체험 대기', '굿즈 구매 대기', '포토존 대기']);
    // Only the reader's own line has a link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says when there is no line, and offers a retry when loading fails', async () => {
    server.use(http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(ok([]))));
    const first = renderWithProviders(<QueueStatus spotId={12} />);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(fail(50000000), { status: 500 })));
    renderWithProviders(<QueueStatus spotId={12} />);
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.common.retry })).toBeInTheDocument();
  });

  it('offers joining remotely where the server says a join is taken, and says when a line takes people at the store only', async () => {
    const lines: SpotQueue[] = [
      { ...queues[3], maxPartySize: 3 },
      {
        ...queues[3],
        id: 5,
        title: '현장 전용 대기',
        remoteJoinEnabled: false,
        joinable: { remote: false, onSite: true, reason: 'ON_SITE_ONLY' },
      },
      // In progress, but past its join hours: the join would be refused, so none is offered.
      {
        ...queues[3],
        id: 6,
        title: '마감 시간 대기',
        joinable: { remote: false, onSite: false, reason: 'OUTSIDE_HOURS' },
      },
      ...queues.slice(0, 3),
    ];
    server.use(http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(ok(lines))));
    renderWithProviders(<QueueStatus spotId={12} />);
    await screen.findByText('체험 대기');
    expect(within(row('체험 대기')).getByRole('button', { name: t.join.button })).toBeInTheDocument();
    expect(within(row('현장 전용 대기')).getByText(t.onSiteOnly)).toBeInTheDocument();
    expect(within(row('현장 전용 대기')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('마감 시간 대기')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('마감 시간 대기')).queryByText(t.onSiteOnly)).not.toBeInTheDocument();
    // Lines that are not in progress, and mine, offer no join either.
    expect(screen.getAllByRole('button', { name: t.join.button })).toHaveLength(1);
    expect(within(row('포토존 대기')).queryByText(t.onSiteOnly)).not.toBeInTheDocument();
  });

  it('asks an anonymous reader to sign in before joining', async () => {
    server.use(http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(ok([queues[3]]))));
    renderWithProviders(<QueueStatus spotId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: t.join.button }));
    expect(useAuthStore.getState().loginModalOpen).toBe(true);
    // The login modal, and not the join sheet.
    expect(screen.queryByRole('dialog', { name: '체험 대기 줄서기' })).not.toBeInTheDocument();
  });

  it('joins with the party size chosen up to the line limit, then opens the ticket', async () => {
    Cookies.set('userId', '7');
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(ok([{ ...queues[3], maxPartySize: 3 }]))),
      http.post('*/api/v1/users/spot-queues', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ id: 91, ticketNumber: 8 }));
      }),
    );
    renderWithProviders(<QueueStatus spotId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: t.join.button }));
    const dialog = await screen.findByRole('dialog', { name: '체험 대기 줄서기' });
    expect(within(dialog).getByText('지금 7팀이 기다리고 있어요.')).toBeInTheDocument();
    const party = within(dialog).getByRole('group', { name: ko.partySizeInput.label });
    expect(party).toHaveAccessibleDescription('한 번에 최대 3명까지 등록할 수 있어요.');
    await userEvent.click(within(party).getByRole('button', { name: '인원 늘리기 (지금 2명)' }));
    expect(within(party).getByRole('status')).toHaveTextContent('3명');
    expect(within(party).getByRole('button', { name: '인원 늘리기 (지금 3명)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.join.confirm }));
    await vi.waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/waiting/91'));
    expect(bodies).toEqual([{ queueId: 4, partySize: 3 }]);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      '웨이팅에 등록했어요. 대기 번호 8번',
    );
  });

  it('tells why a join was refused and shows the lines afresh', async () => {
    Cookies.set('userId', '7');
    let listed = 0;
    server.use(
      http.get('*/api/v1/spots/12/spot-queues', () => {
        listed += 1;
        return HttpResponse.json(ok([queues[3]]));
      }),
      http.post('*/api/v1/users/spot-queues', () => HttpResponse.json(fail(40000402), { status: 400 })),
    );
    renderWithProviders(<QueueStatus spotId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: t.join.button }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.join.confirm }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(ko.errors['40000402']),
    );
    await vi.waitFor(() => expect(listed).toBe(2));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
