import { apiPath, send, sendVoid, toFormData, type EntityId } from '@ofertat/shared-api';
import type { MarketCity } from '../resources/markets.js';
import { uploadRequestOptions, type UploadOptions } from './upload.js';

export interface MarketFields {
  marketName: string;
  /** Left out on edit to keep the current logo. */
  marketLogo?: Blob | null;
}

export function createMarket(fields: MarketFields, options?: UploadOptions): Promise<void> {
  return sendVoid((client) => client.post('api/admin/markets', uploadRequestOptions(toFormData({ ...fields }), options)));
}

export function updateMarket(marketId: EntityId, fields: MarketFields, options?: UploadOptions): Promise<void> {
  const body = toFormData({ ...fields });
  return sendVoid((client) => client.put(apiPath`api/admin/markets/${marketId}`, uploadRequestOptions(body, options)));
}

export function deactivateMarket(marketId: EntityId): Promise<void> {
  return sendVoid((client) => client.put(apiPath`api/admin/deactivate/market/${marketId}`));
}

export function fetchMarketCities(marketId: EntityId): Promise<MarketCity[]> {
  return send((client) => client.get(apiPath`api/market/${marketId}/market/locations`).json<MarketCity[]>());
}

export function updateMarketCities(marketId: EntityId, locationIds: EntityId[]): Promise<void> {
  return sendVoid((client) => client.post(apiPath`api/market/${marketId}/locations`, { json: { locationIds } }));
}
