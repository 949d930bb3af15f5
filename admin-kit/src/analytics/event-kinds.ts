import type { MarketAnalytics, PlatformAnalytics } from '@ofertat/shared-api';

type MarketEventTotals = MarketAnalytics['totals'];
type PlatformEventTotals = PlatformAnalytics['totals'];

/** What a market's analytics count, in the order the screens show them (a visitor's path, then the flyers). */
export const MARKET_EVENT_KINDS: readonly (keyof MarketEventTotals)[] = [
  'productViews',
  'offerPopups',
  'basketAdds',
  'storeViews',
  'marketViews',
  'flyerOpens',
];

/** The platform counts the ads' clicks besides: ads belong to no market. */
export const PLATFORM_EVENT_KINDS: readonly (keyof PlatformEventTotals)[] = [...MARKET_EVENT_KINDS, 'adClicks'];

/** Every count of a period added up: zero means nothing happened. */
export const sumOfTotals = (totals: MarketEventTotals) => MARKET_EVENT_KINDS.reduce((sum, kind) => sum + totals[kind], 0);
