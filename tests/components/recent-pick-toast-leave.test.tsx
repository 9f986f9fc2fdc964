import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecentPickToast } from '@/hooks/use-recent-pick-toast';
import { resetPageViewOnce } from '@/hooks/page-view-once';
import { useToastStore } from '@/stores/toast-store';
import { renderWithProviders } from '../utils/detail-test-kit';

vi.mock('@/i18n/client-navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

function PopupPage({ spotId = 12, count }: { spotId?: number; count: number }) {
  useRecentPickToast(spotId, count);
  return <h1>팝업 {spotId}</h1>;
}

function SearchPage() {
  return <h1>검색</h1>;
}

const message = (count: number) => `최근 ${count}명이 픽했어요`;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  resetPageViewOnce();
  act(() => useToastStore.setState({ toasts: [] }));
});
afterEach(() => {
  vi.useRealTimers();
});

// The layout (and its toaster) stays; the page under it is replaced, as a client navigation does.
describe('recent-pick toast when the reader leaves', () => {
  it('goes away with the page when the next page replaces it while the toast shows', () => {
    const view = renderWithProviders(<PopupPage count={7} />);
    advance(1000);
    expect(screen.getByText(message(7))).toBeInTheDocument();
    // A link tapped at 0.5 s: this page stayed on screen until the next one was ready, at 1.2 s.
    advance(200);
    view.rerender(<SearchPage />);
    expect(screen.getByRole('heading', { name: '검색' })).toBeInTheDocument();
    expect(screen.queryByText(message(7))).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('never reaches the next page when the reader leaves within the delay', () => {
    const view = renderWithProviders(<PopupPage count={7} />);
    advance(600);
    view.rerender(<SearchPage />);
    advance(5000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('goes away when another pop-up replaces this one', () => {
    const view = renderWithProviders(<PopupPage key={12} spotId={12} count={7} />);
    advance(1000);
    expect(screen.getByText(message(7))).toBeInTheDocument();
    view.rerender(<PopupPage key={13} spotId={13} count={0} />);
    expect(screen.queryByText(message(7))).not.toBeInTheDocument();
    advance(5000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("stays its full 3 s on the page when the reader's own pick changes the count", () => {
    const view = renderWithProviders(<PopupPage count={7} />);
    advance(1000);
    view.rerender(<PopupPage count={8} />);
    advance(2999);
    expect(screen.getByText(message(7))).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(message(7))).not.toBeInTheDocument();
  });

  it('leaves toasts that are not about the page alone', () => {
    const view = renderWithProviders(<PopupPage count={7} />);
    advance(1000);
    act(() => {
      useToastStore.getState().show({ message: '픽했어요', durationMs: 3000 });
    });
    view.rerender(<SearchPage />);
    expect(screen.getByText('픽했어요')).toBeInTheDocument();
    expect(screen.queryByText(message(7))).not.toBeInTheDocument();
  });
});
