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
  /**
   * The global product this market product is (IDENTITY.md §2): its offers are compared, charted and basketed as
   * that product's. Always null on a global product.
   */
  linkedProductId: number | null;
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

/** One side of a likely duplicate (IDENTITY.md §4). */
export interface DuplicateProductSummary {
  productId: number;
  productName: string;
  productUnit: string;
  /** null for a global product. */
  marketId: number | null;
  /** null for a global product. */
  marketName: string | null;
  barcode: string | null;
  /** How many public offer cards it has now. */
  offerCount: number;
}

/** Why two products are probably one: the same barcode (not in-store), or similar names at the same quantity. */
export type DuplicateReason = 'barcode' | 'name';

export interface DuplicatePair {
  /** The lower id of the two. */
  productA: DuplicateProductSummary;
  productB: DuplicateProductSummary;
  reason: DuplicateReason;
  /** 1 for a barcode pair; the names' trigram similarity (0.6–1) for a name pair. */
  score: number;
}

/** GET /api/admin/products/duplicates: barcode pairs first, then by score (ties: lower ids first). */
export interface DuplicatePairPage {
  items: DuplicatePair[];
  /** Open pairs on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/products/merge: `mergeId`'s offer lines and price records move to `keepId`, then it is deleted. */
export interface ProductMergeRequest {
  keepId: number;
  mergeId: number;
}

/** Its answer: the kept product and what moved into it. */
export interface ProductMergeResult extends ProductMergeRequest {
  movedOfferLines: number;
  movedPriceRecords: number;
  product: Product;
}

/** POST /api/admin/products/duplicates/dismiss (answered with the pair, lower id first): the pair, in either order, is never listed again. */
export interface DuplicateDismissRequest {
  productAId: number;
  productBId: number;
}

export type ProductAuditAction = 'merge' | 'link' | 'dismiss';

/** One merge, link or dismissal (GET /api/admin/products/audit, newest first). */
export interface ProductAuditEntry {
  id: number;
  action: ProductAuditAction;
  /** The super admin who did it; null when that account is gone. */
  userId: number | null;
  userName: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** The action's own facts: for a merge keepId, mergeId, both names and how many offer lines and price records moved. */
  details: Record<string, unknown>;
}

export interface ProductAuditPage {
  items: ProductAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}
