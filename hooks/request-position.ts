import type { GeoError, GeoPosition } from './use-geolocation';

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/**
 * One request for the visitor's position (the browser asks for permission the first time):
 * the position, or why there is none. Only ever called when the visitor acts (useGeolocation).
 */
export function requestPosition(): Promise<{ position: GeoPosition | null; error: GeoError | null }> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ position: null, error: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (result) =>
        resolve({ position: { latitude: result.coords.latitude, longitude: result.coords.longitude }, error: null }),
      (failure) =>
        resolve({ position: null, error: failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      OPTIONS,
    );
  });
}
