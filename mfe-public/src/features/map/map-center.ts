import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type StorePoint } from '@ofertat/shared-api';
import type { LatLon } from '../../lib/geolocation';

export interface MapStart {
  center: LatLon;
  zoom: number;
  /** Why the map is centred there. */
  source: 'user' | 'store' | 'default';
}

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Store locations without numeric latitude and longitude are dropped from the map (spec section 5). */
export function mappableStores(stores: readonly StorePoint[]): StorePoint[] {
  return stores.filter((store) => isCoordinate(store.latitude, 90) && isCoordinate(store.longitude, 180));
}

/**
 * Where the map opens (spec section 2): on the visitor's position when known, else on the first store with
 * valid coordinates, else on the default point in Tirana, always at zoom 12.
 */
export function chooseMapStart(userPosition: LatLon | null, stores: readonly StorePoint[]): MapStart {
  if (userPosition) return { center: userPosition, zoom: MAP_DEFAULT_ZOOM, source: 'user' };
  const [first] = mappableStores(stores);
  if (first) return { center: { latitude: first.latitude, longitude: first.longitude }, zoom: MAP_DEFAULT_ZOOM, source: 'store' };
  return { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM, source: 'default' };
}
