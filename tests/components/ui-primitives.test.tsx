import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showsTabBar, TabBar } from '@/components/layout/tab-bar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ImageFrame } from '@/components/ui/image-frame';
import { PeriodLabel } from '@/components/ui/period-label';
import { SpotCard } from '@/components/ui/spot-card';
import en from '@/locales/en.json';
import ko from '@/locales/ko.json';

let pathname = '/';
vi.mock('@/i18n/client-navigation', () => ({ usePathname: () => pathname }));
vi.mock('@/i18n/navigation', async () => {
  const { forwardRef } = await import('react');
  return {
    Link: forwardRef<HTMLAnchorElement, { href: string } & Record<string, unknown>>(function Link(props, ref) {
      return <a ref={ref} {...props} />;
    }),
  };
});

function withIntl(ui: React.ReactNode, locale: 'ko' | 'en' = 'ko') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'ko' ? ko : en} timeZone="Asia/Seoul">
      {ui}
    </NextIntlClientProvider>
  );
}

function DialogHarness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Dialog
          title="Title"
          description="Words"
          onClose={() => {
            setOpen(false);
            onClosed?.();
          }}
        >
          <button type="button">first</button>
          <button type="button">last</button>
        </Dialog>
      ) : null}
    </>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/popup/12');
});

describe('Dialog', () => {
  it('is a named modal with focus inside; Tab wraps, Escape closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Words');
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    // The page behind doesn't scroll while it is open.
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("takes a history entry: the browser's Back closes it, and a close by button removes the entry", async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<DialogHarness onClosed={closed} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(window.history.state).toMatchObject({ __popspotDialogs: [expect.any(String)] });
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closed).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.keyboard('{Escape}');
    // history.back() is asynchronous: the entry is gone once it lands.
    await waitFor(() => expect(window.history.state).toBeNull());
  });

  it('a tap on the backdrop (outside the panel) closes it; a tap on the panel does not', async () => {
    render(<DialogHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(20, 100, 300, 200));
    fireEvent.click(dialog, { clientX: 100, clientY: 150 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog, { clientX: 5, clientY: 50 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog whose first focus is the safe choice, and the confirm shows it is busy', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        title="Delete?"
        cancelLabel="Keep"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    rerender(
      <ConfirmDialog
        title="Delete?"
        cancelLabel="Keep"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={() => {}}
        pending
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Button', () => {
  it('is type=button by default and ignores presses while loading, staying focusable', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ImageFrame', () => {
  it('shows the designed fallback, not a broken image, when there is no file or it fails to load', () => {
    const { rerender } = render(<ImageFrame src={null} alt="Poster" sizes="100px" fallbackLabel="No image" />);
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveTextContent('No image');
    rerender(<ImageFrame src="/api/files/missing.webp" alt="Poster" sizes="100px" fallbackLabel="No image" />);
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Poster' }).tagName).toBe('DIV');
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});

describe('PeriodLabel and SpotCard', () => {
  it('writes the period one way: open ~ close, or open ~ to be announced', () => {
    render(withIntl(<PeriodLabel openDate="2026-11-10" closeDate={null} />));
    expect(screen.getByText(`2026.11.10 ~ ${ko.popup.toBeAnnounced}`)).toBeInTheDocument();
  });

  it('is one link to the canonical page, with the action beside it and a foreign title marked', () => {
    render(
      withIntl(
        <SpotCard
          layout="row"
          imageSizes="100px"
          headingLevel={2}
          spot={{
            id: 7,
            href: '/pass/popups/7',
            title: '버터바 팝업',
            contentLocale: 'ko',
            periodType: 'IN_PROGRESS',
            openDate: '2026-11-10',
            closeDate: '2026-11-30',
            region: '성동구',
            regionLocale: 'ko',
            imageUrl: null,
            benefit: '엽서 증정',
          }}
          action={<button type="button">pick</button>}
        />,
        'en',
      ),
    );
    const link = screen.getByRole('link', { name: /버터바 팝업/ });
    expect(link).toHaveAttribute('href', '/pass/popups/7');
    expect(link).toHaveTextContent(/2026\.11\.10 . 2026\.11\.30/);
    expect(screen.getByRole('heading', { level: 2, name: '버터바 팝업' })).toHaveAttribute('lang', 'ko');
    expect(link).not.toContainElement(screen.getByRole('button', { name: 'pick' }));
  });
});

describe('TabBar', () => {
  afterEach(() => {
    pathname = '/';
  });
  const labels = {
    label: 'Main menu',
    home: 'Home',
    search: 'Search',
    map: 'Map',
    picks: 'Picks',
    my: 'My',
    unread: 'new notifications',
  };

  it('links the five tabs and marks the current one', () => {
    pathname = '/popup/map';
    render(<TabBar labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.querySelectorAll('a')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Picks' })).toHaveAttribute('href', '/history/mypicks');
  });

  it('marks one tab for each of my pages: picks for the list and calendar, my for the rest', () => {
    for (const [path, tab] of [
      ['/history/mypicks', 'Picks'],
      ['/history/mypicks/calendar', 'Picks'],
      ['/history/mypicks/review', 'My'],
      ['/history/myvisits', 'My'],
      ['/waiting', 'My'],
      ['/waiting/55', 'My'],
      ['/notifications', 'My'],
      ['/mypage', 'My'],
    ]) {
      pathname = path;
      const { unmount } = render(<TabBar labels={labels} />);
      const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
      expect(
        current.map((link) => link.textContent),
        path,
      ).toEqual([tab]);
      unmount();
    }
  });

  it('gives detail pages, the chat room, the booking flow and sign-in the whole screen', () => {
    expect(showsTabBar('/')).toBe(true);
    expect(showsTabBar('/popup/list')).toBe(true);
    expect(showsTabBar('/mypage')).toBe(true);
    expect(showsTabBar('/popup/12')).toBe(false);
    expect(showsTabBar('/pass/popups/3')).toBe(false);
    expect(showsTabBar('/community/chat')).toBe(false);
    expect(showsTabBar('/login')).toBe(false);
    expect(showsTabBar('/reservation/popup/6')).toBe(false);
    expect(showsTabBar('/reservation/popup/6/complete/9')).toBe(false);
    expect(showsTabBar('/myreservation/9')).toBe(true);
  });
});
