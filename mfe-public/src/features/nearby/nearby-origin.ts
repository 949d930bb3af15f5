import { MAP_DEFAULT_CENTER, type NearbyQuery } from '@ofertat/shared-api';
import type { LatLon } from '../../lib/geolocation';
import type { MyCity } from '../../lib/my-city';

/** Where the distances are measured from, and why there. */
export type NearbyOrigin =
  | { source: 'user'; point: LatLon }
  /** The middle of the city's store points, which the server finds (cities carry no coordinates of their own). */
  | { source: 'city'; locationId: number; cityName: string }
  | { source: 'default'; point: LatLon };

/** The map's default point in Tirana: where nothing better is known. */
export const DEFAULT_ORIGIN: NearbyOrigin = { source: 'default', point: MAP_DEFAULT_CENTER };

/** The visitor's position when known, else my city, else Tirana. */
export function chooseOrigin(position: LatLon | null, city: MyCity | null): NearbyOrigin {
  if (position) return { source: 'user', point: position };
  if (city) return { source: 'city', locationId: city.locationId, cityName: city.locationName };
  return DEFAULT_ORIGIN;
}

/** The query for the `limit` store points nearest `origin`. */
export function nearbyQueryOf(origin: NearbyOrigin, limit: number): NearbyQuery {
  return origin.source === 'city'
    ? { locationId: origin.locationId, limit }
    : { lat: origin.point.latitude, lng: origin.point.longitude, limit };
}

/** '350 m' under a kilometre, else '2.4 km'. */
export function formatDistance(distanceKm: number): string {
  return distanceKm < 1 ? `${Math.round(distanceKm * 1000)} m` : `${distanceKm.toFixed(1)} km`;
}

/** The store point on OpenStreetMap, which a phone opens in its maps app or browser, and a desktop in a tab. */
export function openInMapsHref({ latitude, longitude }: LatLon): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}
