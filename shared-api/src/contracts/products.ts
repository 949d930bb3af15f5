export interface Product {
  productId: number;
  productName: string;
  productUnit: string;
  categoryId: number;
  categoryName: string;
  /** URL of the image; null when the product has none. */
  productImage: string | null;
  /** URL of a small version of the image, for lists. */
  productThumbnail: string | null;
  currentPrice: number | null;
  /** The market owning the product; null for a global product (the super admin's). */
  marketId: number | null;
  /** What it holds in its base unit (COMPARISON.md §1); null when it cannot be read: no unit price then. */
  quantity: Quantity | null;
  /** Its GTIN, normalized (IDENTITY.md §1); null when it has none. */
  barcode: string | null;
}

/** A product found by its barcode (GET /api/products/barcode/{code}, IDENTITY.md §3). */
export interface BarcodeMatch {
  product: Product;
  /** How many public offer cards it has now: current offers of active markets. */
  offerCount: number;
}

/** The base unit a unit price is given in (COMPARISON.md §1). */
export type QuantityUnit = 'kg' | 'l' | 'copë';

/** What a product holds, in its base unit: `6x1.5L` is `{ amount: 9, unit: 'l' }`. */
export interface Quantity {
  amount: number;
  unit: QuantityUnit;
}

/** GET /api/product/{id}/price-history (COMPARISON.md §2): one series per active market with a known price. */
export interface PriceHistory {
  productId: number;
  series: {
    marketId: number;
    marketName: string;
    /** One point per day on which a price is known, oldest first. */
    points: { date: string; price: number; onOffer: boolean }[];
  }[];
}

/**
 * POST /api/product/known-prices: per product asked for, the median of its known prices (every active market's
 * effective price on each of the last 90 days) and how many prices that median is of; null median when none.
 */
export interface KnownPrices {
  productId: number;
  median: number | null;
  priceCount: number;
}
