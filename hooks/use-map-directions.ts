'use client';

import { useCallback, useEffect, useRef } from 'react';
import { detectDevicePlatform, openMapDirections, type DeepLinkEnvironment, type MapTarget } from '@/lib/map-deep-link';

function browserEnvironment(): DeepLinkEnvironment {
  return {
    platform: detectDevicePlatform(navigator.userAgent, navigator.maxTouchPoints),
    navigate: (url) => window.location.assign(url),
    openWindow: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
    document,
    window,
  };
}

/**
 * "Directions" to a place (lib/map-deep-link.ts: the KakaoMap app, else Kakao's web map),
 * with the pending web-map fallback cancelled when the component goes away.
 */
export function useMapDirections(): (target: MapTarget) => void {
  const cancelFallback = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelFallback.current?.(), []);
  return useCallback((target: MapTarget) => {
    cancelFallback.current?.();
    cancelFallback.current = openMapDirections(target, browserEnvironment());
  }, []);
}
