import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageViewOnce } from '@/hooks/page-view-once';
import { useRecentPickToast } from '@/hooks/use-recent-pick-toast';
import { useToastStore } from '@/stores/toast-store';
import { renderWithProviders } from '../utils/detail-test-kit';

function Page({ spotId = 12, count }: { spotId?: number; count: number }) {
  useRecentPickToast(spotId, count);
  return null;
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

describe('recent-pick toast', () => {
  it('appears after 1 s and stays for 3 s', () => {
    renderWithProviders(<Page count={12} />);
    advance(999);
    expect(screen.queryByText(message(12))).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(message(12))).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText(message(12))).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(message(12))).not.toBeInTheDocument();
  });

  it('never appears when nobody picked it recently, even if the count grows later', () => {
    const { rerender } = renderWithProviders(<Page count={0} />);
    advance(5000);
    // The reader's own pick refetches the detail with a higher count: still quiet.
    rerender(<Page count={1} />);
    advance(5000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows once per page view', () => {
    const first = renderWithProviders(<Page count={3} />);
    advance(1000);
    expect(screen.getByText(message(3))).toBeInTheDocument();
    advance(3000);
    first.unmount();
    // The tab is switched away and back (same page view): no second toast.
    renderWithProviders(<Page count={3} />);
    advance(5000);
    expect(screen.queryByText(message(3))).not.toBeInTheDocument();
  });

  it('leaving within the first second cancels it', () => {
    const view = renderWithProviders(<Page count={3} />);
    advance(500);
    view.unmount();
    advance(2000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
