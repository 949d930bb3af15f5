// The visitor's position, asked for by the map, my city and the nearby stores alike.

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Spec section 9: the geolocation time-out. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export type LocateResult = { kind: 'position'; position: LatLon } | { kind: 'failed' } | { kind: 'unsupported' };

/** High accuracy, 10 s timeout, never a cached position (spec section 7). */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 };

/** Asks the browser for the visitor's position once; never rejects. */
export function locateUser(geolocation: Geolocation | undefined): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ kind: 'position', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      () => resolve({ kind: 'failed' }),
      GEOLOCATION_OPTIONS,
    );
  });
}
