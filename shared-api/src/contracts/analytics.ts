import type { PublicEventType } from '../constants.js';

/**
 * POST /api/events: one thing a visitor did. Which id it needs depends on its type: productView, offerPopup
 * (the '+N' popup) and basketAdd name a product (and, for basketAdd from a market's card, that market);
 * storeView a store point; marketView a market.
 */
export interface PublicEvent {
  type: PublicEventType;
  productId?: number;
  marketId?: number;
  storeLocationId?: number;
}

/** The counts of one period (a day, or the sum of the days asked for). */
export interface MarketEventTotals {
  productViews: number;
  offerPopups: number;
  basketAdds: number;
  storeViews: number;
  marketViews: number;
  /** Flyers of the market opened (`POST /api/volantino/count/{id}`). */
  flyerOpens: number;
}

export interface MarketEventDay extends MarketEventTotals {
  /** YYYY-MM-DD, Europe/Tirane. */
  date: string;
}

/** GET /api/analytics/market/{marketId}?days=N: the market's last N days, today included, every day present. */
export interface MarketAnalytics {
  marketId: number;
  marketName: string;
  from: string;
  to: string;
  totals: MarketEventTotals;
  daily: MarketEventDay[];
}

export interface PlatformEventTotals extends MarketEventTotals {
  /** Clicks on the platform's ads. */
  adClicks: number;
}

export interface PlatformEventDay extends PlatformEventTotals {
  date: string;
}

/** GET /api/analytics/platform?days=N: every market together and each market's totals, most active first. */
export interface PlatformAnalytics {
  from: string;
  to: string;
  totals: PlatformEventTotals;
  daily: PlatformEventDay[];
  markets: { marketId: number; marketName: string; totals: MarketEventTotals }[];
}
