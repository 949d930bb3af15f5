// What the product forms ask before and while they link a market product to a global one (IDENTITY.md §2 and §5):
// the global products a new product probably is, and a paged search of global products for the chooser.
import type { DuplicateProductSummary, DuplicateReason } from './products.js';

/** GET /api/products/existing: what the form is about to save. */
export interface ExistingProductsQuery {
  productName: string;
  productUnit: string;
  /** As typed; blank: none. An in-store code matches nothing. */
  barcode?: string;
}

/** A global product the new one probably is: the same barcode, or a similar name at the same quantity. */
export interface ExistingProduct extends DuplicateProductSummary {
  reason: DuplicateReason;
}

/** Its answer: the same barcode first, then the most similar names; at most 5. */
export interface ExistingProducts {
  items: ExistingProduct[];
}

/** GET /api/products/global: global products whose name every typed word begins a word of (accents and case aside). */
export interface GlobalProductSearchQuery {
  /** Blank: every global product, alphabetically. */
  q?: string;
  page?: number;
  pageSize?: number;
}

/** Its answer, best match first (the whole name, the name starting with the words, then alphabetically). */
export interface GlobalProductPage {
  items: DuplicateProductSummary[];
  /** Matches on every page. */
  total: number;
  page: number;
  pageSize: number;
}
