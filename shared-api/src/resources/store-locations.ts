import type { NearbyQuery, NearbyStore, StoreLocation } from '../contracts/store-locations.js';
import type { StoreLocationValues } from '../validation/store-location.js';
import { apiPath, send, sendVoid, type EntityId } from './common.js';

export type { NearbyQuery, NearbyStore, StoreLocation };

export function fetchStoreLocations(): Promise<StoreLocation[]> {
  return send((client) => client.get('api/store-locations/all').json<StoreLocation[]>());
}

/** Store points nearest to a point, closest first (GET /api/store-locations/near). */
export function fetchNearbyStores(query: NearbyQuery): Promise<NearbyStore[]> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return send((client) => client.get('api/store-locations/near', { searchParams }).json<NearbyStore[]>());
}

/** The store locations of the signed-in admin's market. */
export function fetchMarketStoreLocations(): Promise<StoreLocation[]> {
  return send((client) => client.get('api/store-locations/all/market').json<StoreLocation[]>());
}

/** One store location of the signed-in admin's market (any market for the super admin): the edit screen. */
export function fetchStoreLocation(storeLocationId: EntityId): Promise<StoreLocation> {
  return send((client) => client.get(apiPath`api/store-locations/${storeLocationId}`).json<StoreLocation>());
}

export function createStoreLocation(values: StoreLocationValues): Promise<void> {
  return sendVoid((client) => client.post('api/store-locations/add', { json: values }));
}

export function updateStoreLocation(storeLocationId: EntityId, values: StoreLocationValues): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/store-locations/edit/${storeLocationId}`, { json: values }));
}

export function deleteStoreLocation(storeLocationId: EntityId): Promise<void> {
  return sendVoid((client) => client.delete(apiPath`api/store-locations/delete/${storeLocationId}`));
}
