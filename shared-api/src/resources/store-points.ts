import type { NearbyQuery, NearbyStore, StorePoint } from '../contracts/store-points.js';
import { apiPath, send, type EntityId } from './common.js';

export type { NearbyQuery, NearbyStore, StorePoint };

export function fetchStorePoints(): Promise<StorePoint[]> {
  return send((client) => client.get('api/store-locations/all').json<StorePoint[]>());
}

/** One store point of an active market (GET /api/store-locations/public/{id}): the branch name on its offers screen. */
export function fetchPublicStorePoint(storeLocationId: EntityId): Promise<StorePoint> {
  return send((client) => client.get(apiPath`api/store-locations/public/${storeLocationId}`).json<StorePoint>());
}

/** Store points nearest to a point or to a city's middle, closest first (GET /api/store-locations/near); 404 for a city without store points. */
export function fetchNearbyStores(query: NearbyQuery): Promise<NearbyStore[]> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return send((client) => client.get('api/store-locations/near', { searchParams }).json<NearbyStore[]>());
}
