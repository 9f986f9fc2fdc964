/**
 * The companion app shows this site in a WebView and identifies itself in the user agent,
 * e.g. `Mozilla/5.0 (...) PopspotApp/2.0.9 (Android)`. Inside it some features go through
 * the app instead of the browser (sharing opens the native share sheet). This module only
 * reads and posts: no React, and the window is passed in so tests need no globals.
 */
import { MIN_ANDROID_SHARE_VERSION } from './constants';

type AppPlatform = 'android' | 'ios';

export type AppInfo = {
  /** Running inside the companion app's WebView. */
  inApp: boolean;
  platform: AppPlatform | null;
  /** The app's version from the user agent token; null when the app didn't say. */
  version: string | null;
};

/**
 * Messages the app understands. KAKAO_LOGIN asks the app to sign in with Kakao natively; it
 * answers with a KAKAO_LOGIN_RESULT message event (see parseKakaoLoginReply).
 */
export type BridgeMessage = { type: 'SHARE'; url: string; title: string } | { type: 'KAKAO_LOGIN' };

/** The app's answer to KAKAO_LOGIN: its Kakao access token, or why there is none. */
export type KakaoLoginReply = { accessToken: string } | { error: string };

/**
 * Reads a message event's data as the app's KAKAO_LOGIN_RESULT (React Native posts strings,
 * WKWebView's evaluateJavaScript may post objects); anything else is null.
 */
export function parseKakaoLoginReply(data: unknown): KakaoLoginReply | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const reply = value as { type?: unknown; accessToken?: unknown; error?: unknown };
  if (reply.type !== 'KAKAO_LOGIN_RESULT') return null;
  if (typeof reply.accessToken === 'string' && reply.accessToken) return { accessToken: reply.accessToken };
  return { error: typeof reply.error === 'string' ? reply.error : 'unknown' };
}

/** The parts of `window` the native side injects (React Native WebView or WKWebView). */
export type BridgeHost = {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  webkit?: { messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined> };
};

/** WKWebView's script message handler name registered by the iOS app. */
const IOS_MESSAGE_HANDLER = 'popspot';

const APP_TOKEN = /PopspotApp\/(\d+(?:\.\d+)*)(?:\s*\(\s*(android|ios)\b[^)]*\))?/i;

function platformFromUserAgent(userAgent: string): AppPlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

function hasBridge(host: BridgeHost | undefined): AppPlatform | 'unknown' | null {
  if (!host) return null;
  if (typeof host.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER]?.postMessage === 'function') return 'ios';
  if (typeof host.ReactNativeWebView?.postMessage === 'function') return 'unknown';
  return null;
}

/**
 * Whether we run inside the app, on which platform and in which version. The user agent
 * token is the primary signal; an injected bridge object counts too, for builds that send
 * no token (their version is then unknown).
 */
export function detectApp(userAgent: string, host?: BridgeHost): AppInfo {
  const match = APP_TOKEN.exec(userAgent);
  if (match) {
    const platform = (match[2]?.toLowerCase() as AppPlatform | undefined) ?? platformFromUserAgent(userAgent);
    return { inApp: true, platform, version: match[1] };
  }
  const bridge = hasBridge(host);
  if (bridge) {
    return { inApp: true, platform: bridge === 'unknown' ? platformFromUserAgent(userAgent) : bridge, version: null };
  }
  return { inApp: false, platform: null, version: null };
}

/** Compares dotted numeric versions: -1, 0 or 1 ("2.0.10" > "2.0.9"; missing parts are 0). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Android app versions below 2.0.9 cannot handle the share message (spec 9): those users
 * are asked to update. An app that sent no version is given the benefit of the doubt.
 */
export function needsUpdateToShare(app: AppInfo): boolean {
  return (
    app.inApp &&
    app.platform === 'android' &&
    app.version !== null &&
    compareVersions(app.version, MIN_ANDROID_SHARE_VERSION) < 0
  );
}

/**
 * Sends a message to the native side. React Native's WebView takes strings, WKWebView's
 * handlers take structured values. Returns false when no bridge is there (a plain browser),
 * so the caller can fall back to the web behaviour.
 */
export function postBridgeMessage(message: BridgeMessage, host: BridgeHost | undefined): boolean {
  if (!host) return false;
  const ios = host.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
  if (ios && typeof ios.postMessage === 'function') {
    ios.postMessage(message);
    return true;
  }
  if (host.ReactNativeWebView && typeof host.ReactNativeWebView.postMessage === 'function') {
    host.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

/**
 * Where the update prompt sends Android users: the app's Play Store page. The package id
 * must be the published app's; change it here if the listing uses another one.
 */
export const ANDROID_STORE_URL = 'https://play.google.com/store/apps/details?id=kr.popspot.app';
