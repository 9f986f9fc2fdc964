'use client';

import { useLocale } from 'next-intl';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { authorizePath, useKakaoAppSignIn } from '@/api/auth';
import { loginErrorUrl } from '@/api/login-error-url';
import { isLocale } from '@/lib/locales';
import {
  detectApp,
  parseKakaoLoginReply,
  postBridgeMessage,
  type BridgeHost,
  type KakaoLoginReply,
} from '@/lib/app-bridge';

/** How long the app may take for its own Kakao sign-in (the person types a password there). */
const APP_REPLY_TIMEOUT_MS = 3 * 60 * 1000;

/** Waits for the app's KAKAO_LOGIN_RESULT (React Native posts to document on Android, window on iOS). */
function appReply(): Promise<KakaoLoginReply> {
  return new Promise((resolve) => {
    const targets: EventTarget[] = [window, document];
    const done = (reply: KakaoLoginReply) => {
      for (const target of targets) target.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(reply);
    };
    const onMessage = (event: Event) => {
      const reply = parseKakaoLoginReply((event as MessageEvent).data);
      if (reply) done(reply);
    };
    for (const target of targets) target.addEventListener('message', onMessage);
    const timer = setTimeout(() => done({ error: 'timeout' }), APP_REPLY_TIMEOUT_MS);
  });
}

/**
 * The Kakao button. In a browser it is a plain link to the server's redirect to Kakao. Inside
 * the companion app (with bridge sign-in configured) the app signs in with Kakao natively and
 * hands its token back; the page exchanges it for our session (POST /v1/auth/kakao/app) and
 * goes on, to /signup first for a new account. Failures land on the spec's login error screens.
 */
export function KakaoSignInLink({
  viaApp,
  next,
  waitingLabel,
  className,
  children,
}: {
  viaApp: boolean;
  /** Said while the app signs in (translated by the caller: the login page sends no messages). */
  waitingLabel: string;
  next?: string;
  className: string;
  children: ReactNode;
}) {
  const lang = useLocale();
  const [waiting, setWaiting] = useState(false);
  const signIn = useKakaoAppSignIn();

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!viaApp || waiting) return;
    const host = window as unknown as BridgeHost;
    if (!detectApp(navigator.userAgent, host).inApp) return;
    if (!postBridgeMessage({ type: 'KAKAO_LOGIN' }, host)) return;
    event.preventDefault();
    setWaiting(true);
    const reply = await appReply();
    if ('error' in reply) {
      // Cancelled in the app (or no answer): nothing happened, the button is there again.
      setWaiting(false);
      return;
    }
    signIn.mutate(
      { accessToken: reply.accessToken, lang: isLocale(lang) ? lang : undefined, ...(next ? { next } : {}) },
      {
        // The page stays busy until the browser has left it.
        onSuccess: (outcome) =>
          window.location.assign(
            'failed' in outcome ? loginErrorUrl(outcome.failed, lang) : new URL(outcome.next, window.location.origin),
          ),
      },
    );
  };

  return (
    <a
      href={authorizePath('kakao', lang, next)}
      onClick={(event) => void onClick(event)}
      aria-busy={waiting || undefined}
      className={className}
    >
      {children}
      {waiting ? <span className="sr-only">{waitingLabel}</span> : null}
    </a>
  );
}
