import type { Market, MarketDetail } from '../contracts/markets.js';
import { apiPath, send, type EntityId } from './common.js';
import type { City } from './cities.js';

export type { Market, MarketDetail };

/** A city the market serves (spec section 3 "MarketCity"). */
export type MarketCity = City;

export function fetchMarkets(): Promise<Market[]> {
  return send((client) => client.get('api/market/all').json<Market[]>());
}

export function fetchMarket(marketId: EntityId): Promise<MarketDetail> {
  return send((client) => client.get(apiPath`api/market/${marketId}`).json<MarketDetail>());
}
