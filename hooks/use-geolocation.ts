'use client';

import { useCallback, useState } from 'react';

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

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/**
 * Asks for the visitor's position only when they act (a tap on 'near me' or 'my location'),
 * never on page load: browsers penalise unprompted permission requests, and the list works
 * without a position. The promise resolves with the position or null, so a caller can react
 * once (move the map, show a toast) while the state drives the rendering.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ position: null, error: null, locating: false });

  const locate = useCallback(
    () =>
      new Promise<{ position: GeoPosition | null; error: GeoError | null }>((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          setState((s) => ({ ...s, error: 'unavailable', locating: false }));
          resolve({ position: null, error: 'unavailable' });
          return;
        }
        setState((s) => ({ ...s, locating: true }));
        navigator.geolocation.getCurrentPosition(
          (result) => {
            const position = { latitude: result.coords.latitude, longitude: result.coords.longitude };
            setState({ position, error: null, locating: false });
            resolve({ position, error: null });
          },
          (failure) => {
            const error: GeoError = failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable';
            setState((s) => ({ ...s, error, locating: false }));
            resolve({ position: null, error });
          },
          OPTIONS,
        );
      }),
    [],
  );

  const clear = useCallback(() => setState({ position: null, error: null, locating: false }), []);

  return { ...state, locate, clear };
}
