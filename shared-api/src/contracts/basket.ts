/** POST /api/basket/compare (COMPARISON.md §6). */
export interface BasketRequest {
  /** 1–100 items, each product at most once, quantity a whole number 1–99. */
  items: { productId: number; quantity: number }[];
  /** Only offers reaching this city (directly or through a store point in it), and markets present there. */
  locationId?: number;
  /** With longitude: only offers reaching store points within radiusKm (default 10) of this point. */
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
}

export interface BasketComparison {
  /** Every market with at least one of the items: more items available first, then the lower total. */
  markets: {
    marketId: number;
    marketName: string;
    marketLogo: string | null;
    total: number;
    availableCount: number;
    missing: number[];
    lines: { productId: number; quantity: number; price: number; lineTotal: number; onOffer: boolean; offerId: number | null }[];
  }[];
  /** The first of `markets`. */
  bestSingle: { marketId: number; total: number; missing: number[] } | null;
  /** Two markets, each item where it is cheaper; null when no pair buys more items, or the same items for less. */
  bestSplit: {
    marketIds: [number, number];
    total: number;
    missing: number[];
    lines: { productId: number; marketId: number; lineTotal: number }[];
    /** bestSingle.total − total; negative when the pair buys more items. */
    savingVsBestSingle: number;
  } | null;
}
