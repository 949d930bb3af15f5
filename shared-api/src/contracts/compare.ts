import type { OfferCard } from './offers.js';
import type { Product, Quantity, QuantityUnit } from './products.js';

/** One product with its public offers inside the filters (COMPARISON.md §3). */
export interface ProductGroup {
  productId: number;
  productName: string;
  productUnit: string;
  /** URL of the product image's thumbnail; null without an image. */
  productImage: string | null;
  categoryId: number;
  categoryName: string;
  quantity: Quantity | null;
  /** The group's offer cards inside the filters. */
  offerCount: number;
  minPrice: number;
  maxPrice: number;
  minUnitPrice: number | null;
  unitPriceUnit: QuantityUnit | null;
  /** The largest discount of the group's cards: the real one where known, else the claimed one. */
  bestDiscountPercentage: number;
  /** The card with the lowest newPrice inside the filters (ties: larger discount, then market name). */
  cheapest: OfferCard;
}

export interface ProductGroupPage {
  items: ProductGroup[];
  total: number;
  page: number;
  pageSize: number;
}

export type ProductGroupSort = 'relevance' | 'discount' | 'price' | 'unitPrice' | 'ending' | 'newest';

/** GET /api/compare/products: every criterion optional. */
export interface ProductGroupQuery {
  q?: string;
  categoryId?: number;
  locationId?: number;
  marketId?: number;
  storeLocationId?: number;
  minDiscount?: number;
  sort?: ProductGroupSort;
  page?: number;
  pageSize?: number;
}

/** GET /api/compare/products/{productId}: the product and every public offer card of it, cheapest first. */
export interface ProductComparison {
  product: Product;
  offers: OfferCard[];
}
