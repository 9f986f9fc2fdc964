import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SpotQueue, SpotQueueLine } from '@/api/contracts/spots';
import { OnSiteJoin } from '@/components/queues/on-site-join';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.waiting.join;

/** The door QR's line as GET /v1/spot-queues/{id} answers it; `joinable` is the server's word. */
function serveLine(queue: Partial<SpotQueue>) {
  const answer: SpotQueueLine = {
    spot: { id: 12, title: '말차 팝업' },
    queue: {
      id: 1,
      title: '입장 대기',
      titleLocale: 'ko',
      status: 'IN_PROGRESS',
      currentTeamCount: 3,
      estimatedWaitMinutes: null,
      hasMine: false,
      myTicketId: null,
      remoteJoinEnabled: false,
      maxPartySize: 4,
      joinable: { remote: false, onSite: true, reason: 'ON_SITE_ONLY' },
      ...queue,
    },
  };
  server.use(http.get('*/api/v1/spot-queues/1', () => HttpResponse.json(ok(answer))));
}

describe('OnSiteJoin (the door QR page)', () => {
  it('offers the join where the server says a join at the door is taken, a store-only line too', async () => {
    serveLine({});
    renderWithProviders(<OnSiteJoin queueId={1} code="door-code" />);
    expect(await screen.findByRole('button', { name: t.confirm })).toBeEnabled();
    expect(screen.queryByText(t.notTaking)).not.toBeInTheDocument();
  });

  it('says the line is not taking people when the server says so, even while it is in progress', async () => {
    // Past its join hours: the status still says in progress, and the join would be refused.
    serveLine({ status: 'IN_PROGRESS', joinable: { remote: false, onSite: false, reason: 'OUTSIDE_HOURS' } });
    renderWithProviders(<OnSiteJoin queueId={1} code="door-code" />);
    expect(await screen.findByText(t.notTaking)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.confirm })).not.toBeInTheDocument();
  });

  it('sends someone already in the line to their ticket', async () => {
    serveLine({ hasMine: true, myTicketId: 55, joinable: { remote: false, onSite: false, reason: 'ALREADY_JOINED' } });
    renderWithProviders(<OnSiteJoin queueId={1} code="door-code" />);
    expect(await screen.findByText(t.alreadyIn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.myTicket })).toHaveAttribute('href', '/waiting/55');
    expect(screen.queryByRole('button', { name: t.confirm })).not.toBeInTheDocument();
  });

  it('asks to scan again without the store’s code', async () => {
    serveLine({ joinable: { remote: true, onSite: true, reason: null }, remoteJoinEnabled: true });
    renderWithProviders(<OnSiteJoin queueId={1} code="" />);
    expect(await screen.findByText(t.scanAgain)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.confirm })).not.toBeInTheDocument();
  });
});
