import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserPushSwitch } from '@/components/notifications/browser-push-switch';
import ko from '@/locales/ko.json';
import { ok, renderWithProviders } from '../utils/detail-test-kit';
import { server } from '../utils/msw-server';

const t = ko.notifications.settings.push;
const PUBLIC_KEY = 'BNc' + 'A'.repeat(84);

/**
 * The browser's side (service worker, Notification, PushManager) is what jsdom lacks: a fake
 * with the same shape, and a subscription like the one Chrome hands out.
 */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect(options.applicationServerKey.byteLength).toBe(65);
    current = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BP256', auth: 'AUTH' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration: async () => (current ? registration : undefined), ready: Promise.resolve() },
  });
  const requestPermission = vi.fn(async () => {
    NotificationFake.permission = answer;
    return answer;
  });
  const NotificationFake = { permission, requestPermission };
  vi.stubGlobal('Notification', NotificationFake);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  return { register, subscribe, requestPermission };
}

const sent: { method: string; body: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  Cookies.set('userId', '7');
  server.use(
    http.get('*/api/v1/push/config', () => HttpResponse.json(ok({ publicKey: PUBLIC_KEY }))),
    http.put('*/api/v1/users/push-subscriptions', async ({ request }) => {
      sent.push({ method: 'PUT', body: await request.json() });
      return HttpResponse.json(ok({ subscribed: true }));
    }),
    http.delete('*/api/v1/users/push-subscriptions', async ({ request }) => {
      sent.push({ method: 'DELETE', body: await request.json() });
      return HttpResponse.json(ok({ subscribed: false }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Cookies.remove('userId');
});

describe('alerts on this device', () => {
  it('asks the browser only on the tap, subscribes with the server key and hands the subscription over', async () => {
    const browser = fakeBrowser('default');
    renderWithProviders(<BrowserPushSwitch />);
    const toggle = await screen.findByRole('switch', { name: t.label });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: 'BP256', auth: 'AUTH' },
          lang: 'ko',
        },
      },
    ]);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(sent[1]).toEqual({ method: 'DELETE', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' } });
  });

  it('says how to allow notifications when the reader refuses, and stays off', async () => {
    const browser = fakeBrowser('default', 'denied');
    renderWithProviders(<BrowserPushSwitch />);
    const toggle = await screen.findByRole('switch', { name: t.label });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findAllByText(t.blocked)).not.toHaveLength(0);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('says so when the prompt is dismissed, or subscribing fails, and stays off', async () => {
    fakeBrowser('default', 'default');
    renderWithProviders(<BrowserPushSwitch />);
    const toggle = await screen.findByRole('switch', { name: t.label });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(t.dismissed)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    const browser = fakeBrowser('default');
    browser.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    await userEvent.click(toggle);
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(sent).toEqual([]);
  });

  it('is not offered when the server sends no pushes', async () => {
    fakeBrowser('default');
    server.use(http.get('*/api/v1/push/config', () => HttpResponse.json(ok({ publicKey: null }))));
    renderWithProviders(<BrowserPushSwitch />);
    await waitFor(() => expect(screen.queryByRole('switch')).not.toBeInTheDocument());
    // Still nothing once the answer is in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
