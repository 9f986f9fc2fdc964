import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, LoadError } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState, RowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { Toaster } from '@/components/ui/toaster';
import { chooseToastPlace } from '@/components/ui/toast-placement';
import ko from '@/locales/ko.json';
import { showToast, useToastStore } from '@/stores/toast-store';

function withIntl(ui: React.ReactNode) {
  return (
    <NextIntlClientProvider locale="ko" messages={ko} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>
  );
}

describe('Skeleton and LoadingState', () => {
  it('is hidden from assistive technology and shimmers only when motion is welcome', () => {
    const { container } = render(<Skeleton shape="text" className="h-4 w-24" />);
    const block = container.firstElementChild!;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    // Tailwind's motion-safe: variant: no animation under prefers-reduced-motion.
    expect(block.className).toContain('motion-safe:animate-shimmer');
    expect(block.className).not.toMatch(/(^|\s)animate-/);
  });

  it('says "loading" once as a polite status; the skeletons inside say nothing', () => {
    render(
      withIntl(
        <LoadingState>
          <RowSkeleton count={2} />
        </LoadingState>,
      ),
    );
    const status = screen.getByRole('status', { name: ko.common.loading });
    expect(status).toHaveTextContent(ko.common.loading);
    const picture = status.querySelector('[aria-hidden="true"]')!;
    expect(picture.querySelectorAll('span[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(within(status).queryAllByRole('img')).toHaveLength(0);
  });

  it('takes its own label (loading more)', () => {
    render(
      withIntl(
        <LoadingState label={ko.search.results.loadingMore}>
          <RowSkeleton count={1} />
        </LoadingState>,
      ),
    );
    expect(screen.getByRole('status', { name: ko.search.results.loadingMore })).toBeInTheDocument();
  });
});

describe('EmptyState and LoadError', () => {
  it('shows what happened and a way on; an empty list is not an alert', async () => {
    const onReset = vi.fn();
    render(
      <EmptyState
        title="조건에 맞는 팝업이 없어요"
        description="필터를 줄여보세요"
        action={
          <button type="button" onClick={onReset}>
            초기화
          </button>
        }
      />,
    );
    expect(screen.getByText('조건에 맞는 팝업이 없어요')).toBeInTheDocument();
    expect(screen.getByText('필터를 줄여보세요')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('a failed load is an alert with "try again", busy (and deaf to presses) while retrying', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(withIntl(<LoadError message="불러오지 못했어요" onRetry={onRetry} />));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('불러오지 못했어요');
    const retry = within(alert).getByRole('button', { name: ko.common.retry });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(withIntl(<LoadError message="불러오지 못했어요" onRetry={onRetry} retrying />));
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toHaveClass('min-h-tap');
  });

  it('LoadMoreButton is busy while the next page loads', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<LoadMoreButton label="더 보기" onClick={onClick} loading={false} />);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<LoadMoreButton label="더 보기" onClick={onClick} loading />);
    expect(screen.getByRole('button', { name: '더 보기' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => useToastStore.setState({ toasts: [] }));
  });

  it('announces toasts politely from a live region around a real list, on solid ink, one at a time, and removes them in time', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ message: '픽했어요', durationMs: 2000 });
      showToast({ message: '복사했어요', durationMs: 4000 });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    // The region is a wrapper: the list keeps its list semantics (no orphaned items).
    // The newest replaces the one before: toasts never pile up over the page.
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['복사했어요']);
    // Opaque: a see-through background would let the page behind lower the contrast.
    expect(items[0]).toHaveClass('bg-ink', 'text-surface');
    expect(items[0].className).not.toMatch(/bg-ink\//);

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('복사했어요')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(region);
  });
});

describe('a toast the page says of itself', () => {
  afterEach(() => {
    act(() => useToastStore.setState({ toasts: [] }));
  });
  it('never replaces the answer to what the reader did, and is dropped instead', () => {
    render(<Toaster />);
    act(() => {
      showToast({ message: '픽했어요' });
    });
    let id: number | null = 0;
    act(() => {
      id = showToast({ message: '최근 12명이 픽했어요', ambient: true });
    });
    expect(id).toBeNull();
    expect(screen.getByText('픽했어요')).toBeInTheDocument();
    expect(screen.queryByText('최근 12명이 픽했어요')).not.toBeInTheDocument();
    // Alone, it shows; and the reader's next action replaces it.
    act(() => useToastStore.setState({ toasts: [] }));
    act(() => {
      showToast({ message: '최근 12명이 픽했어요', ambient: true });
    });
    expect(screen.getByText('최근 12명이 픽했어요')).toBeInTheDocument();
    act(() => {
      showToast({ message: '픽을 취소했어요' });
    });
    expect(screen.getByText('픽을 취소했어요')).toBeInTheDocument();
    expect(screen.queryByText('최근 12명이 픽했어요')).not.toBeInTheDocument();
  });
});

describe('where a toast goes', () => {
  const box = (top: number, height: number, left = 0, width = 390) =>
    ({ top, bottom: top + height, left, right: left + width, width, height, x: left, y: top }) as DOMRect;
  afterEach(() => {
    document.body.innerHTML = '';
  });
  function page(headingAt: DOMRect, extra?: { at: DOMRect }) {
    const h1 = document.createElement('h1');
    h1.getBoundingClientRect = () => headingAt;
    document.body.append(h1);
    if (extra) {
      const bar = document.createElement('div');
      bar.setAttribute('data-toast-avoid', '');
      bar.getBoundingClientRect = () => extra.at;
      document.body.append(bar);
    }
  }
  // A 390 x 844 phone: the bottom slot is 844 - 96 - 48 = 700 to 748, the top slot 64 to 112.
  const atBottom = box(700, 48);

  it('stays above the tab bar when the page’s heading is elsewhere', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    page(box(60, 40));
    expect(chooseToastPlace(atBottom, 'bottom')).toBe('bottom');
  });

  it('moves under the header when the heading, or a control marked to avoid, is down there', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    page(box(690, 64));
    expect(chooseToastPlace(atBottom, 'bottom')).toBe('top');
    document.body.innerHTML = '';
    page(box(300, 40), { at: box(720, 60) });
    expect(chooseToastPlace(atBottom, 'bottom')).toBe('top');
  });

  it('measures the bottom place from the lift the page sets (above a bottom bar)', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    // With the detail's bar the bottom slot is 844 - 152 - 48 = 644 to 692: a heading at 650
    // is under it, though it would be clear of the usual slot (700 to 748).
    page(box(650, 30));
    document.documentElement.style.setProperty('--toast-lift', '9.5rem');
    try {
      expect(chooseToastPlace(box(64, 48), 'top')).toBe('top');
    } finally {
      document.documentElement.style.removeProperty('--toast-lift');
    }
    expect(chooseToastPlace(box(64, 48), 'top')).toBe('bottom');
  });

  it('takes the place that covers less when both cover something', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
    page(box(90, 40), { at: box(700, 48) });
    expect(chooseToastPlace(box(64, 48), 'top')).toBe('top');
  });
});
