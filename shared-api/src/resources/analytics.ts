import type { MarketAnalytics, PlatformAnalytics, PublicEvent } from '../contracts/analytics.js';
import { send } from './common.js';

export type { MarketAnalytics, PlatformAnalytics, PublicEvent };

/**
 * Reports what a visitor did, for the markets' analytics. Best effort: a page never waits for it or shows its
 * failure, and `keepalive` lets it finish when the visitor is already leaving the page.
 */
export function recordPublicEvent(event: PublicEvent): void {
  send((client) => client.post('api/events', { json: event, keepalive: true, retry: 0 })).catch(() => undefined);
}
