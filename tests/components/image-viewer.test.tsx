import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageViewerHost } from '@/components/shared/gallery/image-viewer-host';
import { HeroGallery } from '@/components/popup-detail/hero-gallery';
import ko from '@/locales/ko.json';
import { useImageViewerStore } from '@/stores/image-viewer-store';
import { renderWithProviders, spotDetail } from '../utils/detail-test-kit';

const t = ko.popup.gallery;
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), template);

const spot = spotDetail({
  files: [
    { id: 1, path: '/api/files/spots/12/hero.webp' },
    { id: 2, path: '/api/files/spots/12/detail-1.webp' },
    { id: 3, path: '/api/files/spots/12/detail-2.webp' },
  ],
});

async function openViewer() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <HeroGallery spot={spot} />
      <ImageViewerHost />
    </>,
  );
  const hero = screen.getByRole('button', { name: t.openHero });
  await user.click(hero);
  // The viewer's code is loaded on the first open (next/dynamic).
  const dialog = await screen.findByRole('dialog', { name: t.label });
  return { user, hero, dialog };
}

const counter = (current: number, total = 3) => screen.getByText(fill(t.counter, { current, total }));
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  window.history.replaceState(null, '', '/popup/12');
});

afterEach(() => {
  act(() => useImageViewerStore.setState({ open: false, images: [], index: 0, errors: {}, returnFocus: null }));
});

describe('image viewer', () => {
  it('opens from the hero as a modal dialog with focus inside and a counter', async () => {
    const { dialog } = await openViewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button(t.close)).toHaveFocus();
    expect(counter(1)).toBeInTheDocument();
    expect(within(dialog).getByText(fill(t.position, { current: 1, total: 3 }))).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: ko.popup.heroImageAlt.replace('{title}', spot.title) }),
    ).toHaveAttribute('src', '/api/files/spots/12/hero.webp');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('steps with the buttons and arrow keys, clamped at the first and last image', async () => {
    const { user } = await openViewer();
    expect(button(t.previous)).toHaveAttribute('aria-disabled', 'true');
    await user.click(button(t.previous));
    expect(counter(1)).toBeInTheDocument();

    await user.click(button(t.next));
    expect(counter(2)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(counter(3)).toBeInTheDocument();
    expect(button(t.next)).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    await user.click(button(t.next));
    expect(counter(3)).toBeInTheDocument();
    expect(useImageViewerStore.getState().index).toBe(2);

    await user.keyboard('{ArrowLeft}');
    expect(counter(2)).toBeInTheDocument();
  });

  it('zooms between 1x and 4x with the buttons', async () => {
    const { user } = await openViewer();
    const zoomIn = button(t.zoomIn);
    const zoomOut = button(t.zoomOut);
    expect(screen.getByText(fill(t.zoomLevel, { scale: 1 }))).toBeInTheDocument();
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    // Each step is an animation: on a busy machine its frames come late (the default 1 s is
    // not always enough when the whole suite runs on two cores).
    for (const scale of [2, 3, 4]) {
      await user.click(zoomIn);
      await screen.findByText(fill(t.zoomLevel, { scale }), undefined, { timeout: 3_000 });
    }
    // The last frame of the zoom animation lands exactly on the bound.
    await waitFor(() => expect(zoomIn).toHaveAttribute('aria-disabled', 'true'), { timeout: 3_000 });
    await user.click(zoomIn);
    expect(screen.getByText(fill(t.zoomLevel, { scale: 4 }))).toBeInTheDocument();
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');

    for (const scale of [3, 2, 1]) {
      await user.click(zoomOut);
      await screen.findByText(fill(t.zoomLevel, { scale }), undefined, { timeout: 3_000 });
    }
    await waitFor(() => expect(zoomOut).toHaveAttribute('aria-disabled', 'true'), { timeout: 3_000 });
    await user.click(zoomOut);
    expect(screen.getByText(fill(t.zoomLevel, { scale: 1 }))).toBeInTheDocument();
  });

  it('closes on Escape, gives focus back to the hero and removes its history entry', async () => {
    const { user, hero } = await openViewer();
    expect(window.history.state).toMatchObject({ __popspotDialogs: [expect.any(String)] });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hero).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    // history.back() is asynchronous: the viewer's entry is gone once it lands.
    await waitFor(() => expect(window.history.state).toBeNull());
    expect(window.location.pathname).toBe('/popup/12');
  });

  it('closes with the close button too', async () => {
    const { user, hero } = await openViewer();
    await user.click(button(t.close));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hero).toHaveFocus();
  });

  it('closes on browser Back (popstate) without leaving the page', async () => {
    const { hero } = await openViewer();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hero).toHaveFocus();
    expect(window.location.pathname).toBe('/popup/12');
  });

  it('shows an error state for an image that fails, and only for that one', async () => {
    const { user, dialog } = await openViewer();
    fireEvent.error(within(dialog).getByRole('img'));
    expect(within(dialog).getByText(t.loadError)).toBeInTheDocument();
    // Still named, so a screen reader knows which image is missing.
    expect(
      within(dialog).getByRole('img', { name: ko.popup.heroImageAlt.replace('{title}', spot.title) }),
    ).not.toHaveAttribute('src');
    await user.click(button(t.next));
    expect(within(dialog).queryByText(t.loadError)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/files/spots/12/detail-1.webp');
    await user.click(button(t.previous));
    expect(within(dialog).getByText(t.loadError)).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openViewer();
    const close = button(t.close);
    expect(close).toHaveFocus();
    // Close is the last control of the top bar; previous and next follow it in the image area.
    await user.tab();
    expect(button(t.previous)).toHaveFocus();
    await user.tab();
    expect(button(t.next)).toHaveFocus();
    await user.tab();
    expect(button(t.zoomOut)).toHaveFocus();
    await user.tab({ shift: true });
    expect(button(t.next)).toHaveFocus();
  });
});
