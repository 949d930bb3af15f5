import type { BarcodeMatch, PriceHistory, Product } from '../contracts/products.js';
import { apiPath, send, type EntityId } from './common.js';

export type { BarcodeMatch, KnownPrices, PriceHistory, Product, Quantity, QuantityUnit } from '../contracts/products.js';

export function fetchProduct(productId: EntityId): Promise<Product> {
  return send((client) => client.get(apiPath`api/product/${productId}`).json<Product>());
}

/**
 * The product with this barcode, in any of its spellings, and its current offer cards (GET /api/products/barcode/{code},
 * IDENTITY.md §3): an ApiError 404 "Nuk e gjetëm këtë produkt." when none has it, 400 for an invalid code.
 */
export function fetchProductByBarcode(code: string): Promise<BarcodeMatch> {
  return send((client) => client.get(apiPath`api/products/barcode/${code}`).json<BarcodeMatch>());
}

/** What a product cost at each market, day by day, over the last `days` days (GET /api/product/{id}/price-history). */
export function fetchPriceHistory(productId: EntityId, days: number): Promise<PriceHistory> {
  return send((client) => client.get(apiPath`api/product/${productId}/price-history`, { searchParams: { days } }).json<PriceHistory>());
}
