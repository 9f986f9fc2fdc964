import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/api/chat';
import { ChatShortcut } from '@/components/popup-detail/chat-shortcut';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.community.shortcut;
let calls = 0;
let hasNew = true;

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when
 * the observed element enters or leaves the observer's root, and reads the root margin.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
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

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
  calls = 0;
  hasNew = true;
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

function answer() {
  server.use(
    http.get('*/api/v1/message-groups/new', () => {
      calls += 1;
      return HttpResponse.json(ok({ hasNew, messageGroupId: 7 }));
    }),
  );
}

describe('community chat shortcut', () => {
  it('links to the chat and asks nothing for an anonymous visitor', async () => {
    answer();
    const { client } = renderWithProviders(<ChatShortcut />);
    const link = screen.getByRole('link', { name: t.label });
    expect(link).toHaveAttribute('href', '/community/chat');
    // The unread query exists but is switched off: it never starts a request.
    const query = client.getQueryCache().find({ queryKey: chatKeys.hasNew() });
    expect(query?.state.fetchStatus).toBe('idle');
    expect(query?.state.dataUpdatedAt).toBe(0);
    expect(calls).toBe(0);
    expect(screen.queryByTestId('chat-new-dot')).not.toBeInTheDocument();
  });

  it('shows a dot, and says so, when a signed-in reader has unread messages', async () => {
    Cookies.set('userId', '7', { path: '/' });
    answer();
    renderWithProviders(<ChatShortcut />);
    expect(await screen.findByRole('link', { name: t.labelWithNew })).toBeInTheDocument();
    expect(screen.getByTestId('chat-new-dot')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows no dot when everything is read', async () => {
    Cookies.set('userId', '7', { path: '/' });
    hasNew = false;
    answer();
    renderWithProviders(<ChatShortcut />);
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('link', { name: t.label })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-new-dot')).not.toBeInTheDocument();
  });

  it('steps aside while the links it must not cover pass beneath it, and stays reachable by keyboard', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    answer();
    const links = document.createElement('nav');
    document.body.append(links);
    renderWithProviders(<ChatShortcut avoid={[links]} />);
    const button = screen.getByRole('link', { name: t.label });
    const observer = FakeIntersectionObserver.instances.at(-1);
    if (!observer) throw new Error('the shortcut observes nothing');
    expect(observer.targets).toEqual([links]);
    // The observer's root is the bottom strip of the screen the button floats over: the
    // detail's bottom bar (72 px), the button above it (12 + 56 px) and a margin.
    expect(observer.options.rootMargin).toBe(`-${window.innerHeight - 156}px 0px 0px 0px`);
    expect(button).not.toHaveClass('opacity-0');

    act(() => observer.cross(true));
    expect(button).toHaveClass('opacity-0', 'pointer-events-none');
    // Still a link in the tab order, which shows itself when focused.
    expect(button).not.toHaveAttribute('tabindex', '-1');
    expect(button).toHaveClass('focus-visible:opacity-100');

    act(() => observer.cross(false));
    expect(button).not.toHaveClass('opacity-0');
    expect(button).toHaveClass('pointer-events-auto');
    links.remove();
  });
});
