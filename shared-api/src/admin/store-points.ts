import { apiPath, send, sendVoid, type EntityId } from '@ofertat/shared-api';
import type { StorePoint } from '../contracts/store-points.js';
import type { StorePointValues } from '../validation/store-point.js';

/** The store locations of the signed-in admin's market. */
export function fetchMarketStorePoints(): Promise<StorePoint[]> {
  return send((client) => client.get('api/store-locations/all/market').json<StorePoint[]>());
}

/** One store location of the signed-in admin's market (any market for the super admin): the edit screen. */
export function fetchStorePoint(storeLocationId: EntityId): Promise<StorePoint> {
  return send((client) => client.get(apiPath`api/store-locations/${storeLocationId}`).json<StorePoint>());
}

export function createStorePoint(values: StorePointValues): Promise<void> {
  return sendVoid((client) => client.post('api/store-locations/add', { json: values }));
}

export function updateStorePoint(storeLocationId: EntityId, values: StorePointValues): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/store-locations/edit/${storeLocationId}`, { json: values }));
}

export function deleteStorePoint(storeLocationId: EntityId): Promise<void> {
  return sendVoid((client) => client.delete(apiPath`api/store-locations/delete/${storeLocationId}`));
}
