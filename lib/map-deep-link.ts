/**
 * "Directions" opens KakaoMap, the map app most Korean visitors have, by its URL scheme, and
 * falls back to Kakao's web map when the app did not open in time (spec 9: 3000 ms on iOS,
 * 5000 ms on Android). A browser gives no answer to "did the scheme open an app?"; the only
 * signal is that our page goes to the background, so the fallback is cancelled when the
 * document becomes hidden (visibilitychange) or is left (pagehide). Desktops have no map
 * app: they get the web map at once.
 */
import { DEEP_LINK_FALLBACK_MS } from './popup-detail-constants';

export type MapTarget = { name: string; latitude: number; longitude: number };
export type DevicePlatform = 'ios' | 'android' | 'desktop';

/**
 * iPadOS 13+ reports a Mac user agent; a "Mac" with a touch screen is an iPad. Other touch
 * devices without a mobile OS (Windows tablets) are treated as desktops: no KakaoMap app.
 */
export function detectDevicePlatform(userAgent: string, maxTouchPoints = 0): DevicePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

const coords = ({ latitude, longitude }: MapTarget) => `${latitude},${longitude}`;

/** Kakao's link format separates fields with commas, so a comma in the name would shift them. */
const linkName = (name: string) => encodeURIComponent(name.replace(/,/g, ' ').trim());

/** KakaoMap app: walking directions from the current position to the target. */
export function kakaoMapRouteUrl(target: MapTarget): string {
  return `kakaomap://route?ep=${coords(target)}&by=FOOT`;
}

/** KakaoMap app: the map centred on the target. */
export function kakaoMapLookUrl(target: MapTarget): string {
  return `kakaomap://look?p=${coords(target)}`;
}

/** Kakao web map: directions to the target, named. */
export function kakaoWebRouteUrl(target: MapTarget): string {
  return `https://map.kakao.com/link/to/${linkName(target.name)},${coords(target)}`;
}

/** Kakao web map: the target marked on the map (the map tab's "open in a map" link). */
export function kakaoWebMapUrl(target: MapTarget): string {
  return `https://map.kakao.com/link/map/${linkName(target.name)},${coords(target)}`;
}

export type DeepLinkEnvironment = {
  platform: DevicePlatform;
  /** Sends this tab to a URL (the app scheme, then possibly the web map). */
  navigate: (url: string) => void;
  /** Opens a URL in a new tab (desktop: the page stays where it is). */
  openWindow: (url: string) => void;
  /** Visibility source: `document` in the browser. */
  document: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  /** pagehide source: `window` in the browser. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

/**
 * Opens directions to the target. Returns a function that cancels a pending fallback (the
 * component calls it on unmount). The fallback runs at most once.
 */
export function openMapDirections(target: MapTarget, env: DeepLinkEnvironment): () => void {
  const webUrl = kakaoWebRouteUrl(target);
  if (env.platform === 'desktop') {
    env.openWindow(webUrl);
    return () => {};
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleanup = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    env.document.removeEventListener('visibilitychange', onVisibilityChange);
    env.window.removeEventListener('pagehide', cleanup);
  };
  // The app came to the front: our page is hidden, and must not jump to the web map behind it.
  function onVisibilityChange() {
    if (env.document.hidden) cleanup();
  }

  env.document.addEventListener('visibilitychange', onVisibilityChange);
  env.window.addEventListener('pagehide', cleanup);
  timer = setTimeout(() => {
    cleanup();
    env.navigate(webUrl);
  }, DEEP_LINK_FALLBACK_MS[env.platform]);
  env.navigate(kakaoMapRouteUrl(target));
  return cleanup;
}
