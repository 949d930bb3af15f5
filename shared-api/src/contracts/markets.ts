import type { City } from './cities.js';

/** Spec section 3 "Market". */
export interface Market {
  marketId: number;
  marketName: string;
  /** URL of the logo; null when the market has none. */
  marketLogo: string | null;
  /** URL of a small version of the logo (at most 128 px), for rows and cards; null when the market has none. */
  marketLogoThumbnail: string | null;
}

/** GET /api/market/{id}: the market with the cities it serves and its number of store locations. */
export interface MarketDetail extends Market {
  cities: City[];
  storeLocationCount: number;
}
