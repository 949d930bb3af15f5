import type { ProductComparison, ProductGroupPage, ProductGroupQuery } from '../contracts/compare.js';
import { apiPath, type EntityId, send } from './common.js';

export type { ProductComparison, ProductGroup, ProductGroupPage, ProductGroupQuery, ProductGroupSort } from '../contracts/compare.js';

/** Public offers grouped by product, filtered, sorted and paged by the server (GET /api/compare/products). */
export function fetchProductGroups(query: ProductGroupQuery = {}): Promise<ProductGroupPage> {
  const searchParams: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') searchParams[name] = value;
  return send((client) => client.get('api/compare/products', { searchParams }).json<ProductGroupPage>());
}

/** A product and every market's current offer of it, cheapest first (GET /api/compare/products/{productId}). */
export function fetchProductComparison(productId: EntityId, locationId?: number): Promise<ProductComparison> {
  const searchParams: Record<string, number> = locationId === undefined ? {} : { locationId };
  return send((client) => client.get(apiPath`api/compare/products/${productId}`, { searchParams }).json<ProductComparison>());
}
