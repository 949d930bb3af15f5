import { fetchCategories, fetchLocations, fetchMarkets, fetchProducts, type CategoryWithCount } from '@ofertat/shared-api';
import type { AutocompleteOption } from '@ofertat/shared-ui';

/** What the search popup offers to choose from. */
export interface SearchReferenceData {
  products: AutocompleteOption[];
  locations: AutocompleteOption[];
  markets: AutocompleteOption[];
  categories: CategoryWithCount[];
}

/** Loads the choices in parallel; one failure fails the lot (spec: 'Gabim gjatë marrjes së të dhënave bazë.'). */
export async function loadSearchReferenceData(): Promise<SearchReferenceData> {
  const [products, locations, markets, categories] = await Promise.all([fetchProducts(), fetchLocations(), fetchMarkets(), fetchCategories()]);
  return {
    // Markets sell products of the same name: the unit tells them apart in the list.
    products: products.map((product) => ({
      value: product.productId,
      label: product.productUnit ? `${product.productName} (${product.productUnit})` : product.productName,
    })),
    locations: locations.map((city) => ({ value: city.locationId, label: city.locationName })),
    markets: markets.map((market) => ({ value: market.marketId, label: market.marketName })),
    categories,
  };
}
