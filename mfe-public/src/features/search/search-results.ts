import { fetchProductComparison, fetchProductGroups } from '@ofertat/shared-api';
import type { CardGroupPage } from '../../components/offers';
import type { SearchForm } from './use-search';

/** Products per page of results inside the popup. */
export const RESULTS_PAGE_SIZE = 8;

const optional = (id: number | null) => id ?? undefined;

/**
 * One page of the popup's results, grouped by product by the server. A chosen product is one product: its
 * comparison (every market's offer, cheapest first) is read and narrowed to the other criteria, as one group;
 * anything else pages GET /api/compare/products by category, city and market.
 */
export async function searchProductGroups(criteria: SearchForm, page: number): Promise<CardGroupPage> {
  const locationId = optional(criteria.location.id);
  const marketId = optional(criteria.market.id);
  const categoryId = optional(criteria.categoryId);
  const productId = criteria.product.id;
  if (productId === null) return fetchProductGroups({ categoryId, locationId, marketId, page, pageSize: RESULTS_PAGE_SIZE });

  const { product, offers } = await fetchProductComparison(productId, locationId);
  const inScope = offers.filter((offer) => marketId === undefined || offer.marketId === marketId);
  const cheapest = inScope[0];
  const items =
    cheapest && (categoryId === undefined || product.categoryId === categoryId)
      ? [{ productId, productName: product.productName, offerCount: inScope.length, cheapest }]
      : [];
  return { items, total: items.length, pageSize: RESULTS_PAGE_SIZE };
}
