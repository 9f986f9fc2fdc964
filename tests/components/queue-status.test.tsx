import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SpotQueue } from '@/api/contracts/spots';
import { QueueStatus } from '@/components/popup-detail/queue-status';
import ko from '@/locales/ko.json';
import { fail, ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.popup.queue;

const queues: SpotQueue[] = [
  { id: 1, title: '굿즈 구매 대기', status: 'CLOSED', currentTeamCount: 0, hasMine: false, myTicketId: null },
  { id: 2, title: '포토존 대기', status: 'HOLD', currentTeamCount: 4, hasMine: false, myTicketId: null },
  { id: 3, title: '입장 대기', status: 'READY', currentTeamCount: 12, hasMine: true, myTicketId: 55 },
  { id: 4, title: '체험 대기', status: 'IN_PROGRESS', currentTeamCount: 7, hasMine: false, myTicketId: null },
];

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
});
