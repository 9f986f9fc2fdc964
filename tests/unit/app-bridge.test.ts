import { describe, expect, it, vi } from 'vitest';
import { compareVersions, detectApp, needsUpdateToShare, postBridgeMessage } from '@/lib/app-bridge';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('detectApp', () => {
  it('reads version and platform from the app token', () => {
    expect(detectApp(`${ANDROID_CHROME} PopspotApp/2.0.9 (Android)`)).toEqual({
      inApp: true,
      platform: 'android',
      version: '2.0.9',
    });
    expect(detectApp(`${IPHONE_SAFARI} PopspotApp/2.1.0 (iOS 18.1)`)).toEqual({
      inApp: true,
      platform: 'ios',
      version: '2.1.0',
    });
  });

  it('takes the platform from the rest of the user agent when the token has none', () => {
    expect(detectApp(`${ANDROID_CHROME} PopspotApp/2.0.3`)).toEqual({
      inApp: true,
      platform: 'android',
      version: '2.0.3',
    });
  });

  it('is a plain browser without token or bridge', () => {
    expect(detectApp(ANDROID_CHROME, {})).toEqual({ inApp: false, platform: null, version: null });
    expect(detectApp(IPHONE_SAFARI)).toEqual({ inApp: false, platform: null, version: null });
  });

  it('counts an injected bridge as the app, version unknown', () => {
    const rn = { ReactNativeWebView: { postMessage: vi.fn() } };
    expect(detectApp(ANDROID_CHROME, rn)).toEqual({ inApp: true, platform: 'android', version: null });
    const wk = { webkit: { messageHandlers: { popspot: { postMessage: vi.fn() } } } };
    expect(detectApp(IPHONE_SAFARI, wk)).toEqual({ inApp: true, platform: 'ios', version: null });
  });
});

describe('compareVersions', () => {
  it.each([
    ['2.0.9', '2.0.9', 0],
    ['2.0.8', '2.0.9', -1],
    ['2.0.10', '2.0.9', 1],
    ['2.1', '2.0.9', 1],
    ['2', '2.0.0', 0],
    ['1.9.99', '2.0.0', -1],
  ] as const)('%s vs %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('needsUpdateToShare', () => {
  it('asks Android apps below 2.0.9 to update, and nobody else', () => {
    expect(needsUpdateToShare({ inApp: true, platform: 'android', version: '2.0.8' })).toBe(true);
    expect(needsUpdateToShare({ inApp: true, platform: 'android', version: '2.0.9' })).toBe(false);
    expect(needsUpdateToShare({ inApp: true, platform: 'android', version: '2.1.0' })).toBe(false);
    expect(needsUpdateToShare({ inApp: true, platform: 'ios', version: '1.0.0' })).toBe(false);
    expect(needsUpdateToShare({ inApp: true, platform: 'android', version: null })).toBe(false);
    expect(needsUpdateToShare({ inApp: false, platform: null, version: null })).toBe(false);
  });
});

describe('postBridgeMessage', () => {
  const message = { type: 'SHARE', url: 'https://popspot.kr/popup/1', title: '팝업' } as const;

  it('sends a JSON string to React Native', () => {
    const postMessage = vi.fn();
    expect(postBridgeMessage(message, { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual(message);
  });

  it('sends the object to the WKWebView handler', () => {
    const postMessage = vi.fn();
    expect(postBridgeMessage(message, { webkit: { messageHandlers: { popspot: { postMessage } } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message);
  });

  it('reports false without a bridge', () => {
    expect(postBridgeMessage(message, {})).toBe(false);
    expect(postBridgeMessage(message, undefined)).toBe(false);
  });
});
