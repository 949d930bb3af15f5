import { apiPath, send, type EntityId } from '@ofertat/shared-api';
import type { MarketAnalytics, PlatformAnalytics } from '../contracts/analytics.js';
import { ANALYTICS_DEFAULT_DAYS } from '../constants.js';

export function fetchMarketAnalytics(marketId: EntityId, days: number = ANALYTICS_DEFAULT_DAYS): Promise<MarketAnalytics> {
  return send((client) => client.get(apiPath`api/analytics/market/${marketId}`, { searchParams: { days } }).json<MarketAnalytics>());
}

export function fetchPlatformAnalytics(days: number = ANALYTICS_DEFAULT_DAYS): Promise<PlatformAnalytics> {
  return send((client) => client.get('api/analytics/platform', { searchParams: { days } }).json<PlatformAnalytics>());
}
