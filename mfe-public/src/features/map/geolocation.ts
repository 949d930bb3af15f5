import { messages } from '@ofertat/shared-api';
import { GEOLOCATION_TIMEOUT_MS } from './map-constants';
import type { LatLon } from './map-center';

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

/**
 * The transient message for a visitor without a position. The spec has one text for a refusal; a timeout or an
 * unavailable position ends the same way (stores shown without the visitor), so it gets the same text.
 */
export function locateMessage(result: LocateResult): string | null {
  switch (result.kind) {
    case 'position':
      return null;
    case 'failed':
      return messages.map.locationDenied;
    case 'unsupported':
      return messages.map.geolocationUnsupported;
  }
}
