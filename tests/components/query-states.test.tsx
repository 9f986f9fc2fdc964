import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PagedList } from '@/components/ui/paged-list';
import { QueryGate } from '@/components/ui/query-gate';
import { RowSkeleton } from '@/components/ui/skeleton';
import ko from '@/locales/ko.json';
import { renderWithProviders } from '../utils/detail-test-kit';

/** A server the test answers by hand: each request waits until the test settles it. */
function handServer<T>() {
  const waiting: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  return {
    fetch: () => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject })),
    requests: () => waiting.length,
    answer: async (value: T) => act(async () => waiting.shift()!.resolve(value)),
    fail: async () => act(async () => waiting.shift()!.reject(new Error('down'))),
  };
}

type Page = { items: string[]; next: number | null };

function Fruits({ fetchPage }: { fetchPage: (page: number) => Promise<Page> }) {
  const query = useInfiniteQuery({
    queryKey: ['fruits'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next,
  });
  return (
    <PagedList
      query={query}
      items={query.data?.pages.flatMap((page) => page.items) ?? []}
      skeleton={<RowSkeleton count={2} />}
      empty={{ title: '과일이 없어요', description: '나중에 다시 와 주세요' }}
      errorLabel="과일을 불러오지 못했어요"
      loadMoreLabel="더 보기"
    >
      {(items) => (
        <ul aria-label="과일">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function Ticket({ fetchTicket }: { fetchTicket: () => Promise<{ number: number }> }) {
  const query = useQuery({ queryKey: ['ticket'], queryFn: fetchTicket });
  return (
    <QueryGate
      query={query}
      skeleton={<RowSkeleton count={1} />}
      loadingLabel="번호표를 불러오는 중…"
      errorLabel="번호표를 불러오지 못했어요"
    >
      {(ticket) => <p>대기번호 {ticket.number}</p>}
    </QueryGate>
  );
}

describe('PagedList', () => {
  it('says it is loading (politely), then shows the items', async () => {
    const api = handServer<Page>();
    renderWithProviders(<Fruits fetchPage={api.fetch} />);
    const status = screen.getByRole('status', { name: ko.common.loading });
    expect(status).toHaveTextContent(ko.common.loading);
    await api.answer({ items: ['사과', '배'], next: null });
    expect(within(await screen.findByRole('list', { name: '과일' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: ko.common.loading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('shows the empty state the caller gives, not an alert', async () => {
    const api = handServer<Page>();
    renderWithProviders(<Fruits fetchPage={api.fetch} />);
    await api.answer({ items: [], next: null });
    expect(await screen.findByText('과일이 없어요')).toBeInTheDocument();
    expect(screen.getByText('나중에 다시 와 주세요')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed first page with "try again", which asks again, stays focused and busy, then shows the items', async () => {
    const api = handServer<Page>();
    renderWithProviders(<Fruits fetchPage={api.fetch} />);
    await api.fail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('과일을 불러오지 못했어요');
    const retry = within(alert).getByRole('button', { name: ko.common.retry });
    expect(retry.tagName).toBe('BUTTON');

    await userEvent.click(retry);
    expect(api.requests()).toBe(1);
    // The same button, busy and still focused: the skeleton does not replace it mid-retry.
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-busy', 'true');

    await api.answer({ items: ['사과'], next: null });
    expect(await screen.findByText('사과')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The button went away with the error: focus is on the list's region, not lost to the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByText('사과'));
  });

  it('loads the next page with the button, says so, and offers "try again" on that button when it fails', async () => {
    const api = handServer<Page>();
    renderWithProviders(<Fruits fetchPage={api.fetch} />);
    await api.answer({ items: ['사과'], next: 1 });

    const more = await screen.findByRole('button', { name: '더 보기' });
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(ko.common.loadingMore)).toHaveAttribute('role', 'status');
    await api.fail();

    expect(await screen.findByRole('alert')).toHaveTextContent('과일을 불러오지 못했어요');
    // The first page stays; the same button now says "try again" and keeps focus.
    expect(screen.getByText('사과')).toBeInTheDocument();
    expect(more).toHaveAccessibleName(ko.common.retry);
    expect(more).toHaveFocus();

    await userEvent.click(more);
    expect(api.requests()).toBe(1);
    await api.answer({ items: ['배'], next: 2 });
    expect(await screen.findByText('배')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(more).toHaveAccessibleName('더 보기'));
    expect(more).toHaveFocus();
  });
});

describe('QueryGate', () => {
  it('says what is loading, then shows the content', async () => {
    const api = handServer<{ number: number }>();
    renderWithProviders(<Ticket fetchTicket={api.fetch} />);
    expect(screen.getByRole('status', { name: '번호표를 불러오는 중…' })).toBeInTheDocument();
    await api.answer({ number: 17 });
    expect(await screen.findByText('대기번호 17')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '번호표를 불러오는 중…' })).not.toBeInTheDocument();
  });

  it('shows the error with "try again", which asks again without losing focus', async () => {
    const api = handServer<{ number: number }>();
    renderWithProviders(<Ticket fetchTicket={api.fetch} />);
    await api.fail();
    const retry = within(await screen.findByRole('alert')).getByRole('button', { name: ko.common.retry });
    expect(screen.getByRole('alert')).toHaveTextContent('번호표를 불러오지 못했어요');

    await userEvent.click(retry);
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await api.fail();
    // Failed again: the same button, focused, no longer busy.
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(retry).toHaveFocus();

    await userEvent.click(retry);
    await api.answer({ number: 8 });
    expect(await screen.findByText('대기번호 8')).toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByText('대기번호 8'));
  });
});
