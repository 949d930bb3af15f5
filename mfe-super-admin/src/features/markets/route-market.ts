import { fetchMarket, messages, type MarketDetail } from '@ofertat/shared-api';
import { errorStatus } from '@ofertat/shared-ui';

/** The market of the route's :marketId; a malformed id fails like an unknown one. */
export function loadRouteMarket(marketId: number | null): Promise<MarketDetail> {
  return marketId === null ? Promise.reject(new RangeError('invalid marketId')) : fetchMarket(marketId);
}

/** 'Marketi nuk u gjet.' for a bad or unknown (or deactivated) id, else the spec's market-data text. */
export function marketLoadFailureText(error: unknown): string {
  return error instanceof RangeError || errorStatus(error) === 404 ? messages.markets.notFound : messages.markets.dataLoadFailure;
}
