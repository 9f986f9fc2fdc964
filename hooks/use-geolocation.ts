'use client';

import { useCallback, useState } from 'react';
import { requestPosition } from './request-position';

export type GeoPosition = { latitude: number; longitude: number };

/**
 * 'denied' = the visitor (or the browser's settings) refused location: the message asks
 * them to allow it in settings. 'unavailable' = no fix could be had (no signal, timeout, or
 * no Geolocation API at all).
 */
export type GeoError = 'denied' | 'unavailable';

export type GeolocationState = {
  position: GeoPosition | null;
  error: GeoError | null;
  locating: boolean;
};

/**
 * Asks for the visitor's position only when they act (a tap on 'near me' or 'my location'),
 * never on page load: browsers penalise unprompted permission requests, and the list works
 * without a position. The promise resolves with the position or null, so a caller can react
 * once (move the map, show a toast) while the state drives the rendering.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ position: null, error: null, locating: false });

  const locate = useCallback(async () => {
    setState((s) => ({ ...s, locating: true }));
    const result = await requestPosition();
    setState((s) => ({ position: result.position ?? s.position, error: result.error, locating: false }));
    return result;
  }, []);

  const clear = useCallback(() => setState({ position: null, error: null, locating: false }), []);

  return { ...state, locate, clear };
}
