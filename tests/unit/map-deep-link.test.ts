import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  detectDevicePlatform,
  kakaoMapLookUrl,
  kakaoMapRouteUrl,
  kakaoWebMapUrl,
  kakaoWebRouteUrl,
  openMapDirections,
  type DevicePlatform,
} from '@/lib/map-deep-link';

const target = { name: '성수 팝업, 2층', latitude: 37.5446, longitude: 127.0559 };

/** A document and window that the test can hide and leave. */
function environment(platform: DevicePlatform) {
  const document = Object.assign(new EventTarget(), { hidden: false });
  const window = new EventTarget();
  const env = { platform, navigate: vi.fn(), openWindow: vi.fn(), document, window };
  const hide = () => {
    document.hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { env, hide, leave: () => window.dispatchEvent(new Event('pagehide')) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('map URLs', () => {
  it('builds the KakaoMap scheme and web links', () => {
    expect(kakaoMapRouteUrl(target)).toBe('kakaomap://route?ep=37.5446,127.0559&by=FOOT');
    expect(kakaoMapLookUrl(target)).toBe('kakaomap://look?p=37.5446,127.0559');
    // The comma inside the name would split Kakao's fields; the name is URL-encoded.
    expect(kakaoWebRouteUrl(target)).toBe(
      `https://map.kakao.com/link/to/${encodeURIComponent('성수 팝업  2층')},37.5446,127.0559`,
    );
    expect(kakaoWebMapUrl(target)).toMatch(/^https:\/\/map\.kakao\.com\/link\/map\/.+,37\.5446,127\.0559$/);
  });
});

describe('detectDevicePlatform', () => {
  it('tells iOS, Android and desktops apart (an iPad reports a Mac with touch)', () => {
    expect(detectDevicePlatform('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(detectDevicePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)')).toBe('ios');
    expect(detectDevicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectDevicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop');
    expect(detectDevicePlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('desktop');
  });
});

describe('openMapDirections', () => {
  it('opens the app, then the web map after 3000 ms on iOS', () => {
    const { env } = environment('ios');
    openMapDirections(target, env);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenLastCalledWith(kakaoMapRouteUrl(target));
    vi.advanceTimersByTime(2999);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(env.navigate).toHaveBeenCalledTimes(2);
    expect(env.navigate).toHaveBeenLastCalledWith(kakaoWebRouteUrl(target));
    vi.advanceTimersByTime(10_000);
    expect(env.navigate).toHaveBeenCalledTimes(2);
  });

  it('waits 5000 ms on Android', () => {
    const { env } = environment('android');
    openMapDirections(target, env);
    vi.advanceTimersByTime(4999);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(env.navigate).toHaveBeenLastCalledWith(kakaoWebRouteUrl(target));
  });

  it('cancels the fallback when the page is hidden (the app opened)', () => {
    const { env, hide } = environment('android');
    openMapDirections(target, env);
    vi.advanceTimersByTime(1000);
    hide();
    vi.advanceTimersByTime(10_000);
    expect(env.navigate).toHaveBeenCalledTimes(1);
  });

  it('cancels the fallback when the page is left, or by the returned function', () => {
    const first = environment('ios');
    openMapDirections(target, first.env);
    first.leave();
    vi.advanceTimersByTime(5000);
    expect(first.env.navigate).toHaveBeenCalledTimes(1);

    const second = environment('ios');
    const cancel = openMapDirections(target, second.env);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(second.env.navigate).toHaveBeenCalledTimes(1);
  });

  it('ignores visibility changes that leave the page visible', () => {
    const { env } = environment('ios');
    openMapDirections(target, env);
    env.document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(3000);
    expect(env.navigate).toHaveBeenLastCalledWith(kakaoWebRouteUrl(target));
  });

  it('opens the web map directly on a desktop', () => {
    const { env } = environment('desktop');
    openMapDirections(target, env);
    expect(env.openWindow).toHaveBeenCalledWith(kakaoWebRouteUrl(target));
    expect(env.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(env.navigate).not.toHaveBeenCalled();
  });
});
