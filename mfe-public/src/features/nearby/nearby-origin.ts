import { MAP_DEFAULT_CENTER, type StorePoint } from '@ofertat/shared-api';
import type { LatLon } from '../../lib/geolocation';
import type { MyCity } from '../../lib/my-city';

/** Where the distances are measured from, and why there. */
export type NearbyOrigin =
  | { source: 'user'; point: LatLon }
  | { source: 'city'; point: LatLon; cityName: string }
  | { source: 'default'; point: LatLon };

/**
 * The middle of a city's store points (cities carry no coordinates of their own); null when it has none. A plain
 * mean of the coordinates: a city's stores lie a few kilometres apart, where the earth is flat enough.
 */
export function cityCentre(stores: readonly StorePoint[], locationId: number): LatLon | null {
  const inCity = stores.filter(
    (store) => store.locationId === locationId && Number.isFinite(store.latitude) && Number.isFinite(store.longitude),
  );
  if (inCity.length === 0) return null;
  const sum = inCity.reduce((total, store) => ({ latitude: total.latitude + store.latitude, longitude: total.longitude + store.longitude }), {
    latitude: 0,
    longitude: 0,
  });
  return { latitude: sum.latitude / inCity.length, longitude: sum.longitude / inCity.length };
}

/** The visitor's position when known, else the middle of my city's stores, else the map's default point in Tirana. */
export function chooseOrigin(position: LatLon | null, city: MyCity | null, stores: readonly StorePoint[]): NearbyOrigin {
  if (position) return { source: 'user', point: position };
  const centre = city ? cityCentre(stores, city.locationId) : null;
  if (city && centre) return { source: 'city', point: centre, cityName: city.locationName };
  return { source: 'default', point: MAP_DEFAULT_CENTER };
}

/** '350 m' under a kilometre, else '2.4 km'. */
export function formatDistance(distanceKm: number): string {
  return distanceKm < 1 ? `${Math.round(distanceKm * 1000)} m` : `${distanceKm.toFixed(1)} km`;
}

/** The store point on OpenStreetMap, which a phone opens in its maps app or browser, and a desktop in a tab. */
export function openInMapsHref({ latitude, longitude }: LatLon): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}
