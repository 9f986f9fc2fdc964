import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupDetail } from '@/app/[lang]/popup/[id]/popup-detail';
import { PopupTabs } from '@/components/popup-detail/popup-tabs';
import { spotKeys } from '@/api/spots';
import type { PopupTab } from '@/lib/popup-tab';
import ko from '@/locales/ko.json';
import { renderWithProviders, spotDetail } from '../utils/detail-test-kit';
import { mockRouter } from '../utils/navigation-mock';

// Next's App Router feeds history.replaceState into useSearchParams; the stand-in reads the
// address bar on every render, which is what the router does after it picks up the change.
vi.mock('next/navigation', async () => {
  const { mockRouter } = await import('../utils/navigation-mock');
  return {
    useSearchParams: () => new URLSearchParams(window.location.search),
    useRouter: () => mockRouter,
    usePathname: () => window.location.pathname,
  };
});
// The tab container is under test, not the panels (they have their own tests).
vi.mock('@/components/popup-detail/description-tab', () => ({
  DescriptionTab: () => <p>description panel</p>,
}));
vi.mock('@/components/popup-detail/map-tab', () => ({ MapTab: () => <p>map panel</p> }));
vi.mock('@/components/reviews/reviews-tab', () => ({
  ReviewsTab: ({ spot }: { spot: { id: number } }) => <p>{`reviews panel of ${spot.id}`}</p>,
}));

const t = ko.popup.tabs;
const LABELS: Record<PopupTab, string> = {
  POPUP_DESCRIPTION: t.POPUP_DESCRIPTION,
  DETAIL_IMAGE: t.DETAIL_IMAGE,
  MAP: t.MAP,
  REVIEW: t.REVIEW,
};

function renderTabs(initialTab: PopupTab = 'POPUP_DESCRIPTION') {
  return renderWithProviders(
    <PopupTabs
      initialTab={initialTab}
      label={t.label}
      labels={LABELS}
      renderPanel={(tab) => <p>{`${tab} content`}</p>}
    />,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

let replaceState: ReturnType<typeof vi.spyOn>;
let pushState: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  window.history.replaceState(null, '', '/popup/12?utm_source=online');
  replaceState = vi.spyOn(window.history, 'replaceState');
  pushState = vi.spyOn(window.history, 'pushState');
});

afterEach(() => {
  replaceState.mockRestore();
  pushState.mockRestore();
});

describe('PopupTabs', () => {
  it('is an ARIA tab list whose selected tab controls the one visible panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: t.label })).toBeInTheDocument();
    const description = tab(t.POPUP_DESCRIPTION);
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(description).toHaveAttribute('tabindex', '0');
    expect(tab(t.MAP)).toHaveAttribute('aria-selected', 'false');
    expect(tab(t.MAP)).toHaveAttribute('tabindex', '-1');

    const panel = screen.getByRole('tabpanel');
    expect(description).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName(t.POPUP_DESCRIPTION);
    expect(panel).toHaveTextContent('POPUP_DESCRIPTION content');
    // Unvisited panels exist (aria-controls targets) but are hidden and empty: nothing loads.
    const mapPanel = document.getElementById(tab(t.MAP).getAttribute('aria-controls')!);
    expect(mapPanel).not.toBeVisible();
    expect(mapPanel).toBeEmptyDOMElement();
  });

  it('opens on the tab the URL names', () => {
    window.history.replaceState(null, '', '/popup/12?tab=MAP');
    renderTabs('MAP');
    expect(tab(t.MAP)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('MAP content');
    expect(screen.queryByText('POPUP_DESCRIPTION content')).not.toBeInTheDocument();
  });

  it('rewrites the query in place on click: no navigation, no new history entry', async () => {
    const user = userEvent.setup();
    renderTabs();
    const before = window.history.length;
    await user.click(tab(t.DETAIL_IMAGE));

    expect(replaceState).toHaveBeenCalledWith(null, '', '/popup/12?utm_source=online&tab=DETAIL_IMAGE');
    expect(window.location.search).toBe('?utm_source=online&tab=DETAIL_IMAGE');
    expect(window.history.length).toBe(before);
    expect(pushState).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(tab(t.DETAIL_IMAGE)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('DETAIL_IMAGE content');
  });

  it('keeps a visited panel mounted but hidden', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab(t.MAP));
    await user.click(tab(t.POPUP_DESCRIPTION));
    expect(screen.getByText('MAP content')).not.toBeVisible();
    expect(screen.getByText('POPUP_DESCRIPTION content')).toBeVisible();
    expect(window.location.search).toBe('?utm_source=online&tab=POPUP_DESCRIPTION');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderTabs();
    tab(t.POPUP_DESCRIPTION).focus();

    await user.keyboard('{ArrowRight}');
    expect(tab(t.DETAIL_IMAGE)).toHaveFocus();
    expect(tab(t.DETAIL_IMAGE)).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toContain('tab=DETAIL_IMAGE');

    await user.keyboard('{End}');
    expect(tab(t.REVIEW)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab(t.POPUP_DESCRIPTION)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab(t.REVIEW)).toHaveFocus();
    expect(tab(t.REVIEW)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(t.POPUP_DESCRIPTION)).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel: only the selected tab is a tab stop.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a URL change made elsewhere (a link to ?tab=REVIEW on the page)', () => {
    const { rerender } = renderTabs();
    act(() => window.history.replaceState(null, '', '/popup/12?tab=REVIEW'));
    rerender(
      <PopupTabs
        initialTab="POPUP_DESCRIPTION"
        label={t.label}
        labels={LABELS}
        renderPanel={(name) => <p>{`${name} content`}</p>}
      />,
    );
    expect(tab(t.REVIEW)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('REVIEW content');
  });

  it('swipes to the neighbouring tab, and not past the ends', () => {
    renderTabs();
    const area = screen.getByRole('tabpanel').parentElement!;
    const swipe = (fromX: number, toX: number, dy = 0) => {
      fireEvent.touchStart(area, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: toX, clientY: 300 + dy }] });
    };

    swipe(300, 200);
    expect(tab(t.DETAIL_IMAGE)).toHaveAttribute('aria-selected', 'true');
    // Mostly vertical: a scroll, not a swipe.
    swipe(300, 200, 120);
    expect(tab(t.DETAIL_IMAGE)).toHaveAttribute('aria-selected', 'true');
    // Too short.
    swipe(300, 270);
    expect(tab(t.DETAIL_IMAGE)).toHaveAttribute('aria-selected', 'true');
    swipe(200, 300);
    swipe(200, 300);
    expect(tab(t.POPUP_DESCRIPTION)).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves drags inside an opted-out element (the map) alone', () => {
    renderWithProviders(
      <PopupTabs
        initialTab="MAP"
        label={t.label}
        labels={LABELS}
        renderPanel={() => <div data-swipe-ignore="">map</div>}
      />,
    );
    const map = screen.getByText('map');
    fireEvent.touchStart(map, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(map, { changedTouches: [{ clientX: 100, clientY: 300 }] });
    expect(tab(t.MAP)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('PopupDetail', () => {
  function renderDetail(count: number, initialTab: PopupTab = 'POPUP_DESCRIPTION') {
    const spot = spotDetail({
      files: [
        { id: 1, path: '/api/files/spots/12/hero.webp' },
        { id: 2, path: '/api/files/spots/12/detail-1.webp' },
        { id: 3, path: '/api/files/spots/12/detail-2.webp' },
      ],
    });
    const { client, ...rest } = renderWithProviders(<></>);
    client.setQueryData(spotKeys.detail(12, 'ko'), spot);
    client.setQueryData(spotKeys.reviewCount(12), { count });
    rest.rerender(<PopupDetail id={12} lang="ko" initialTab={initialTab} mapStyleUrl={null} />);
    return { client, ...rest };
  }

  it("labels the reviews tab with the count, capped at '999+'", () => {
    renderDetail(1234);
    const reviews = screen.getByRole('tab', { name: t.reviewCountLabel.replace('{count}', '999+') });
    expect(reviews).toHaveTextContent(t.reviewWithCount.replace('{count}', '999+'));
  });

  it('shows the reviews tab (components/review, its own chunk) under a label with the real count', async () => {
    renderDetail(7, 'REVIEW');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('reviews panel of 12')).toBeInTheDocument();
    expect(tab(t.reviewCountLabel.replace('{count}', '7'))).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the detail images after the hero, lazily loaded, each opening the viewer', async () => {
    renderDetail(0, 'DETAIL_IMAGE');
    const panel = screen.getByRole('tabpanel');
    // The tab's code is its own chunk (fetched when the tab shows).
    const images = await within(panel).findAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/files/spots/12/detail-1.webp',
      '/api/files/spots/12/detail-2.webp',
    ]);
    images.forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
    expect(
      within(panel).getByRole('button', { name: ko.popup.gallery.openImage.replace('{index}', '2') }),
    ).toBeEnabled();
  });
});
