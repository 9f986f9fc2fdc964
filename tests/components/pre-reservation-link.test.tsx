import { act, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreReservationLinks } from '@/components/popup-detail/pre-reservation-links';
import ko from '@/locales/ko.json';
import { renderWithProviders, spotDetail } from '../utils/detail-test-kit';

vi.mock('@/i18n/client-navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const NOW = new Date('2026-11-12T05:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000).toISOString();
const LINK = 'https://booking.example/matcha';
const linkName = new RegExp(ko.popup.links.preReservation);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderLinks(window: { start: string | null; end: string | null }, extra = {}) {
  return renderWithProviders(
    <PreReservationLinks
      spot={spotDetail({
        preReservationLink: LINK,
        preReservationStartedAt: window.start,
        preReservationEndedAt: window.end,
        ...extra,
      })}
    />,
  );
}

describe('the pre-reservation link on the detail page', () => {
  it('is offered while the window is open', () => {
    renderLinks({ start: minutes(-60), end: minutes(60) });
    expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', LINK);
  });

  it('is offered before the window opens, and when it has no end', () => {
    const upcoming = renderLinks({ start: minutes(60), end: minutes(120) });
    expect(screen.getByRole('link', { name: linkName })).toBeInTheDocument();
    upcoming.unmount();
    renderLinks({ start: minutes(-60), end: null });
    expect(screen.getByRole('link', { name: linkName })).toBeInTheDocument();
  });

  it('is gone once the window has ended (like /popup/1), and the waiting link stays', () => {
    renderLinks({ start: minutes(-600), end: minutes(-1) }, { hasQueueConfig: true });
    expect(screen.queryByRole('link', { name: linkName })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.popup.links.waiting })).toBeInTheDocument();
  });

  it('goes at the very end of the window on a page left open', () => {
    renderLinks({ start: minutes(-60), end: new Date(NOW.getTime() + 3_000).toISOString() });
    expect(screen.getByRole('link', { name: linkName })).toBeInTheDocument();
    // The end instant itself still counts as open (the list's rule: ended_at >= now).
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('link', { name: linkName })).toBeInTheDocument();
    // A second later it is gone, well before the clock's 15 s tick.
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByRole('link', { name: linkName })).not.toBeInTheDocument();
  });

  it("leads to Popspot's own booking page in the same tab for a pop-up booked on Popspot (spot 6's relative link)", () => {
    renderLinks(
      { start: minutes(-60), end: minutes(60) },
      { isPopspotReservation: true, preReservationLink: '/reservation/popup/{id}' },
    );
    const link = screen.getByRole('link', { name: linkName });
    expect(link).toHaveAttribute('href', '/reservation/popup/12');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAccessibleName(ko.popup.links.preReservation);
  });

  it("keeps the product's own relative links, and offers nothing for a link that is not a web address", () => {
    const relative = renderLinks(
      { start: minutes(-60), end: minutes(60) },
      { preReservationLink: '/reservation/popup/{id}' },
    );
    expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', '/reservation/popup/12');
    relative.unmount();
    for (const preReservationLink of ['javascript:alert(1)', '//evil.example/booking']) {
      const bad = renderLinks({ start: minutes(-60), end: minutes(60) }, { preReservationLink });
      expect(screen.queryByRole('link', { name: linkName })).not.toBeInTheDocument();
      bad.unmount();
    }
  });

  it("is decided by the reader's clock after hydration, never by the server's render", () => {
    // A page rendered while the window was open must not carry the link in its HTML.
    const html = renderToString(
      <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
        <PreReservationLinks spot={spotDetail({ preReservationLink: LINK, preReservationEndedAt: minutes(60) })} />
      </NextIntlClientProvider>,
    );
    expect(html).not.toContain(LINK);
  });
});
