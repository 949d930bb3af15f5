import type { Market, MarketDetail } from '../contracts/markets.js';
import { uploadRequestOptions, type UploadOptions } from '../client/upload.js';
import { apiPath, send, sendVoid, toFormData, type EntityId } from './common.js';
import type { City } from './cities.js';

export type { Market, MarketDetail };

export interface MarketFields {
  marketName: string;
  /** Left out on edit to keep the current logo. */
  marketLogo?: Blob | null;
}

/** A city the market serves (spec section 3 "MarketCity"). */
export type MarketCity = City;

export function fetchMarkets(): Promise<Market[]> {
  return send((client) => client.get('api/market/all').json<Market[]>());
}

export function fetchMarket(marketId: EntityId): Promise<MarketDetail> {
  return send((client) => client.get(apiPath`api/market/${marketId}`).json<MarketDetail>());
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
