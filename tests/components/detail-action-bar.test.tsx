import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpotQueue } from '@/api/contracts/spots';
import { DetailActionBar } from '@/components/popup-detail/detail-action-bar';
import { chooseDetailMainAction } from '@/components/popup-detail/detail-main-action';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders, spotDetail } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';
import { resetMockRouter } from '../utils/navigation-mock';
import { useAuthStore } from '@/stores/auth-store';

vi.mock('@/i18n/client-navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const t = ko.popup.actionBar;
const rules = { titleLocale: 'ko' as const, remoteJoinEnabled: true, maxPartySize: 8, estimatedWaitMinutes: 10 };
// What the server says about joining (SpotQueue.joinable); the bar follows it, whatever the status.
const notTaking = { remote: false, onSite: false, reason: 'NOT_TAKING' } as const;
const joined = { remote: false, onSite: false, reason: 'ALREADY_JOINED' } as const;
const line = (id: number, over: Partial<SpotQueue> = {}): SpotQueue => ({
  id,
  title: `줄 ${id}`,
  status: 'IN_PROGRESS',
  currentTeamCount: 3,
  hasMine: false,
  myTicketId: null,
  ...rules,
  joinable: { remote: true, onSite: true, reason: null },
  ...over,
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  resetMockRouter();
  useAuthStore.setState({ loginModalOpen: false });
});

function bar() {
  return screen.getByRole('region', { name: t.label });
}

function serveLines(lines: SpotQueue[]) {
  server.use(http.get('*/api/v1/spots/12/spot-queues', () => HttpResponse.json(ok(lines))));
}

describe('the detail page bottom bar', () => {
  it('offers to join the one line that takes people remotely, with the pick heart beside it', async () => {
    serveLines([line(1, { status: 'CLOSED', joinable: notTaking }), line(2)]);
    renderWithProviders(<DetailActionBar spot={spotDetail({ hasQueueConfig: true })} lang="ko" />);
    const join = await within(bar()).findByRole('button', { name: ko.popup.queue.join.button });
    expect(join).toBeVisible();
    expect(within(bar()).getByRole('button', { name: ko.popup.pick.label })).toHaveAttribute('aria-pressed', 'false');
    // Joining asks an anonymous reader to sign in first.
    await userEvent.click(join);
    expect(useAuthStore.getState().loginModalOpen).toBe(true);
  });

  it('leads a reader holding a ticket to their place in line instead', async () => {
    serveLines([line(2), line(3, { status: 'READY', hasMine: true, myTicketId: 55, joinable: joined })]);
    renderWithProviders(<DetailActionBar spot={spotDetail({ hasQueueConfig: true })} lang="ko" />);
    expect(await within(bar()).findByRole('link', { name: t.myTicket })).toHaveAttribute('href', '/waiting/55');
    expect(within(bar()).queryByRole('button', { name: ko.popup.queue.join.button })).not.toBeInTheDocument();
  });

  it('sends to the waiting section to choose when several lines take people', async () => {
    serveLines([line(2), line(4)]);
    renderWithProviders(<DetailActionBar spot={spotDetail({ hasQueueConfig: true })} lang="ko" />);
    expect(await within(bar()).findByRole('link', { name: t.chooseLine })).toHaveAttribute('href', '#queue-status');
  });

  it("books on Popspot's own page when a pre-reservation is open and no line takes people", () => {
    renderWithProviders(
      <DetailActionBar
        spot={spotDetail({ isPopspotReservation: true, preReservationEndedAt: null, hasQueueConfig: false })}
        lang="ko"
      />,
    );
    const book = within(bar()).getByRole('link', { name: t.book });
    expect(book).toHaveAttribute('href', '/reservation/popup/12');
    expect(book).not.toHaveAttribute('target');
  });

  it("opens the organiser's booking page in a new tab, said so", () => {
    renderWithProviders(
      <DetailActionBar
        spot={spotDetail({ preReservationLink: 'https://booking.example/x', preReservationEndedAt: null })}
        lang="ko"
      />,
    );
    const book = within(bar()).getByRole('link', { name: new RegExp(ko.popup.links.preReservation) });
    expect(book).toHaveAttribute('href', 'https://booking.example/x');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('makes picking the main action, shown in words, when there is nothing else to do', () => {
    renderWithProviders(<DetailActionBar spot={spotDetail({ pickId: 9 })} lang="ko" />);
    const pick = within(bar()).getByRole('button', { name: ko.popup.pick.label });
    expect(pick).toHaveTextContent(ko.popup.pick.label);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar()).getAllByRole('button')).toHaveLength(1);
  });
});

/** jsdom has no IntersectionObserver: the test says when the watched elements cross the bar's strip. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  cross(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('the bottom bar and what it must not cover', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows once it knows it covers nothing, slides away while the title passes beneath it, and comes back after', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const title = document.createElement('h1');
    document.body.append(title);
    renderWithProviders(<DetailActionBar spot={spotDetail()} lang="ko" avoid={[title]} />);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.targets).toEqual([title]);
    // Its root is the strip the bar covers: the bottom 80 px of the screen.
    expect(observer.options.rootMargin).toBe(`-${window.innerHeight - 80}px 0px 0px 0px`);
    // Out of sight until the observer has looked: never a frame over the title.
    expect(screen.getByRole('region', { name: t.label, hidden: true })).toHaveAttribute('data-stepped-aside', 'true');
    act(() => observer.cross(false));
    expect(bar()).not.toHaveAttribute('data-stepped-aside');

    act(() => observer.cross(true));
    const hidden = screen.getByRole('region', { name: t.label, hidden: true });
    expect(hidden).toHaveAttribute('data-stepped-aside', 'true');
    expect(hidden).toHaveClass('invisible');

    act(() => observer.cross(false));
    expect(bar()).not.toHaveClass('invisible');
    title.remove();
  });
});

describe('chooseDetailMainAction', () => {
  const booking = { href: '/reservation/popup/1', internal: true };
  it('puts a ticket before joining, joining before booking, booking before picking', () => {
    const mine = line(3, { status: 'HOLD', hasMine: true, myTicketId: 7, joinable: joined });
    expect(chooseDetailMainAction({ queues: [line(2), mine], booking })).toEqual({ kind: 'ticket', ticketId: 7 });
    expect(chooseDetailMainAction({ queues: [line(2)], booking })).toMatchObject({ kind: 'join' });
    expect(chooseDetailMainAction({ queues: [line(2, { status: 'HOLD', joinable: notTaking })], booking })).toEqual({
      kind: 'book',
      ...booking,
    });
    expect(chooseDetailMainAction({ queues: undefined, booking: null })).toEqual({ kind: 'pick' });
  });

  it('never offers to join a line that takes people only at the store', () => {
    const storeOnly = line(2, {
      remoteJoinEnabled: false,
      joinable: { remote: false, onSite: true, reason: 'ON_SITE_ONLY' },
    });
    expect(chooseDetailMainAction({ queues: [storeOnly], booking: null })).toEqual({ kind: 'pick' });
  });

  it('offers no join the server would refuse, such as a line in progress outside its join hours', () => {
    const late = line(2, { joinable: { remote: false, onSite: false, reason: 'OUTSIDE_HOURS' } });
    expect(chooseDetailMainAction({ queues: [late, line(3)], booking: null })).toMatchObject({
      kind: 'join',
      queue: { id: 3 },
    });
    expect(chooseDetailMainAction({ queues: [late], booking: null })).toEqual({ kind: 'pick' });
  });
});
