'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { pushQueries, useDeletePushSubscription, useSavePushSubscription } from '@/api/push';
import { useHydrated } from '@/hooks/use-hydrated';
import { isLocale } from '@/lib/locales';

/** Where this browser stands: no push here at all, blocked by the reader, or off / on. */
export type BrowserPushState = 'unavailable' | 'checking' | 'blocked' | 'off' | 'on';

const SERVICE_WORKER = '/sw.js';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** The VAPID key as PushManager.subscribe wants it (base64url text to bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function subscriptionBody(subscription: PushSubscription, lang: string) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    lang: isLocale(lang) ? lang : 'ko',
  };
}

/**
 * Alerts on this device (Web Push): the service worker, the browser's permission and the
 * subscription the server delivers to. On load an existing subscription is sent again, so
 * it follows whoever is signed in on this browser now and the language of the page.
 */
export function useBrowserPush() {
  const lang = useLocale();
  const hydrated = useHydrated();
  const canPush = hydrated && supported();
  const config = useQuery({ ...pushQueries.config(), enabled: canPush });
  const publicKey = config.data?.publicKey ?? null;
  /** null while the browser is asked whether it already has a subscription. */
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [refused, setRefused] = useState(false);
  // The browser's own steps come first and in order, so each write is awaited (mutateAsync).
  const { mutateAsync: save } = useSavePushSubscription();
  const { mutateAsync: unsubscribe } = useDeletePushSubscription();

  useEffect(() => {
    if (!canPush || !publicKey) return;
    let cancelled = false;
    void (async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      const on = Boolean(subscription) && Notification.permission === 'granted';
      if (subscription && on) {
        await save(subscriptionBody(subscription, lang)).catch(() => undefined);
      }
      if (!cancelled) setSubscribed(on);
    })().catch(() => !cancelled && setSubscribed(false));
    return () => {
      cancelled = true;
    };
  }, [canPush, publicKey, lang, save]);

  let state: BrowserPushState;
  if (!canPush || config.isError || (config.data && !publicKey)) state = 'unavailable';
  else if (refused || Notification.permission === 'denied') state = 'blocked';
  else if (!publicKey || subscribed === null) state = 'checking';
  else state = subscribed ? 'on' : 'off';

  /** Asks the browser (only now, on the reader's tap), subscribes and tells the server. */
  const turnOn = useCallback(async (): Promise<BrowserPushState> => {
    if (!publicKey) return 'unavailable';
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      if (permission === 'denied') setRefused(true);
      return permission === 'denied' ? 'blocked' : 'off';
    }
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await save(subscriptionBody(subscription, lang));
    setSubscribed(true);
    return 'on';
  }, [publicKey, lang, save]);

  const turnOff = useCallback(async (): Promise<BrowserPushState> => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await unsubscribe(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setSubscribed(false);
    return 'off';
  }, [unsubscribe]);

  return { state, turnOn, turnOff };
}
