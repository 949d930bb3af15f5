import type { MarketAnalytics, PlatformAnalytics, PublicEvent } from '../contracts/analytics.js';
import { ANALYTICS_DEFAULT_DAYS } from '../constants.js';
import { apiPath, send, type EntityId } from './common.js';

export type { MarketAnalytics, PlatformAnalytics, PublicEvent };

/**
 * Reports what a visitor did, for the markets' analytics. Best effort: a page never waits for it or shows its
 * failure, and `keepalive` lets it finish when the visitor is already leaving the page.
 */
export function recordPublicEvent(event: PublicEvent): void {
  send((client) => client.post('api/events', { json: event, keepalive: true, retry: 0 })).catch(() => undefined);
}

export function fetchMarketAnalytics(marketId: EntityId, days: number = ANALYTICS_DEFAULT_DAYS): Promise<MarketAnalytics> {
  return send((client) => client.get(apiPath`api/analytics/market/${marketId}`, { searchParams: { days } }).json<MarketAnalytics>());
}

export function fetchPlatformAnalytics(days: number = ANALYTICS_DEFAULT_DAYS): Promise<PlatformAnalytics> {
  return send((client) => client.get('api/analytics/platform', { searchParams: { days } }).json<PlatformAnalytics>());
}
