import { fetchNearbyStores, type NearbyStore } from '@ofertat/shared-api';
import type { LatLon } from '../../lib/geolocation';
import type { MyCity } from '../../lib/my-city';

/** Store points asked for: the nearest few, in case the very nearest has no city set. */
const CANDIDATE_STORES = 5;

/** The city of the nearest store point that has one; null when none does. */
export function cityOfNearest(stores: readonly NearbyStore[]): MyCity | null {
  const store = stores.find((candidate) => candidate.locationId !== null && candidate.locationName);
  return store?.locationId != null && store.locationName ? { locationId: store.locationId, locationName: store.locationName } : null;
}

/**
 * The shopper's city from their position: the city of the nearest store point (GET /api/store-locations/near).
 * Cities carry no coordinates, and the stores are where the offers are: the nearest store's city is the one
 * whose offers the shopper can reach, and the server sorts by distance in one small answer.
 */
export async function nearestCity(position: LatLon): Promise<MyCity | null> {
  return cityOfNearest(await fetchNearbyStores({ lat: position.latitude, lng: position.longitude, limit: CANDIDATE_STORES }));
}
