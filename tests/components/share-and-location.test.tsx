import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PopupLocation } from '@/components/popup-detail/popup-location';
import { ShareButton } from '@/components/popup-detail/share-button';
import ko from '@/locales/ko.json';
import { useToastStore } from '@/stores/toast-store';
import { renderWithProviders, spotDetail } from '../utils/detail-test-kit';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const SHARED = 'http://localhost:3000/popup/12?utm_source=online&utm_medium=share-button';

const spot = spotDetail();
const writeText = vi.fn<(text: string) => Promise<void>>();

function setUserAgent(value: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/popup/12?tab=MAP');
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  setUserAgent(DESKTOP_UA);
  act(() => useToastStore.setState({ toasts: [] }));
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(window, 'ReactNativeWebView');
});

describe('ShareButton', () => {
  const shareButton = () => screen.getByRole('button', { name: ko.popup.share.button });

  it('copies the pop-up link with the share tags when the Web Share API is missing', async () => {
    renderWithProviders(<ShareButton spot={spot} lang="ko" />);
    await userEvent.click(shareButton());
    // The share's code comes with the first touch, so the copy follows the tap a moment later.
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHARED));
    expect(await screen.findByText(ko.popup.share.copied)).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0].durationMs).toBe(2000);
  });

  it('uses the Web Share API where there is one, in the reader’s language', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton spot={spot} lang="en" />);
    await userEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({
      title: spot.title,
      url: 'http://localhost:3000/en/popup/12?utm_source=online&utm_medium=share-button',
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a dismissed share sheet as nothing to do', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareButton spot={spot} lang="ko" />);
    await userEvent.click(shareButton());
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('sends a bridge message inside the app', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'ReactNativeWebView', { value: { postMessage }, configurable: true });
    setUserAgent(`${ANDROID_UA} PopspotApp/2.0.9 (Android)`);
    renderWithProviders(<ShareButton spot={spot} lang="ko" />);
    await userEvent.click(shareButton());
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ type: 'SHARE', url: SHARED, title: spot.title });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('asks Android apps below 2.0.9 to update instead of sharing', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'ReactNativeWebView', { value: { postMessage }, configurable: true });
    setUserAgent(`${ANDROID_UA} PopspotApp/2.0.8 (Android)`);
    renderWithProviders(<ShareButton spot={spot} lang="ko" />);
    await userEvent.click(shareButton());
    // The dialog's code comes when it first opens (share-button.tsx).
    const dialog = await screen.findByRole('dialog', { name: ko.popup.share.updateTitle });
    expect(dialog).toHaveAccessibleDescription(ko.popup.share.updateDescription);
    expect(screen.getByRole('link', { name: ko.popup.share.updateAction })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    expect(postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: ko.popup.share.updateAction })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: ko.popup.share.updateLater }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.popup.share.button })).toHaveFocus();
  });
});

describe('PopupLocation', () => {
  const t = ko.popup.locationActions;

  it('copies the address and confirms for 2 seconds', async () => {
    renderWithProviders(<PopupLocation spot={spot} />);
    await userEvent.click(screen.getByRole('button', { name: t.copyAddress }));
    expect(writeText).toHaveBeenCalledWith('서울 성동구 연무장길 10 1층');
    expect(await screen.findByText(t.copied)).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0].durationMs).toBe(2000);
  });

  it('only logs a failed copy on this page', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<PopupLocation spot={spot} />);
    await userEvent.click(screen.getByRole('button', { name: t.copyAddress }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('opens the web map directly on a desktop', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<PopupLocation spot={spot} />);
    await userEvent.click(screen.getByRole('button', { name: t.directionsLabel }));
    expect(open).toHaveBeenCalledWith(
      `https://map.kakao.com/link/to/${encodeURIComponent('말차하우스')},37.5446,127.0559`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('hides directions once the pop-up has ended', () => {
    renderWithProviders(<PopupLocation spot={spotDetail({ periodType: 'ENDED' })} />);
    expect(screen.queryByRole('button', { name: t.directionsLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.copyAddress })).toBeInTheDocument();
  });
});
