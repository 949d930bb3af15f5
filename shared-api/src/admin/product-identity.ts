// What the product forms ask before saving and while linking (IDENTITY.md §2, §5): the global products a new
// product probably is, and the global products the link chooser offers.
import { send } from '@ofertat/shared-api';
import type {
  ExistingProducts,
  ExistingProductsQuery,
  GlobalProductPage,
  GlobalProductSearchQuery,
} from '../contracts/product-identity.js';

export type { ExistingProduct, ExistingProducts, ExistingProductsQuery, GlobalProductPage, GlobalProductSearchQuery } from '../contracts/product-identity.js';

/** The query without what is left out, so the server's defaults apply. */
const searchParamsOf = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

/**
 * The global products a product about to be created probably is: the same barcode first, then similar names at the
 * same quantity, at most 5 (GET /api/products/existing). An ApiError 400 when the barcode is no GTIN.
 */
export function fetchExistingProducts(query: ExistingProductsQuery): Promise<ExistingProducts> {
  return send((client) => client.get('api/products/existing', { searchParams: searchParamsOf(query) }).json<ExistingProducts>());
}

/** A page of the global products whose name every typed word begins a word of (GET /api/products/global). */
export function searchGlobalProducts(query: GlobalProductSearchQuery = {}): Promise<GlobalProductPage> {
  return send((client) => client.get('api/products/global', { searchParams: searchParamsOf(query) }).json<GlobalProductPage>());
}
