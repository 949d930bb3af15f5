import type { OfferCard, ProductGroup, ProductGroupPage, ProductGroupQuery } from '@ofertat/shared-api';

let nextOfferId = 1;

/** An offer card as the API sends it, with the fields a test cares about overridden. */
export function offerCard(overrides: Partial<OfferCard> = {}): OfferCard {
  const id = nextOfferId++;
  return {
    offerId: id,
    offertaId: id,
    productId: 1,
    comparedProductId: overrides.productId ?? 1,
    productName: 'Qumësht i freskët',
    productImage: '/uploads/qumesht.webp',
    productUnit: '1 L',
    oldPrice: 150,
    newPrice: 120,
    discountPercentage: 20,
    marketId: 1,
    marketName: 'Shqiponja Market',
    marketLogo: '/uploads/shqiponja.webp',
    offerStartDate: '2026-05-01',
    offerEndDate: '2026-05-31',
    unitPrice: 120,
    unitPriceUnit: 'l',
    lowestPrice30Days: null,
    realDiscountPercentage: null,
    ...overrides,
  };
}

/** A product group of GET /api/compare/products around its cheapest card. */
export function productGroup(cardOverrides: Partial<OfferCard> = {}, offerCount = 1): ProductGroup {
  const cheapest = offerCard(cardOverrides);
  return {
    productId: cheapest.productId,
    productName: cheapest.productName,
    productUnit: cheapest.productUnit ?? '',
    productImage: cheapest.productImage,
    categoryId: 1,
    categoryName: 'Bulmet',
    quantity: null,
    offerCount,
    minPrice: cheapest.newPrice,
    maxPrice: cheapest.newPrice,
    minUnitPrice: cheapest.unitPrice,
    unitPriceUnit: cheapest.unitPriceUnit,
    bestDiscountPercentage: cheapest.discountPercentage,
    cheapest,
  };
}

/** `count` groups of distinct products named 'Produkt 1'… */
export const productGroups = (count: number): ProductGroup[] =>
  Array.from({ length: count }, (_, index) => productGroup({ productId: index + 1, productName: `Produkt ${index + 1}` }));

/** Answers fetchProductGroups the way the server pages `groups` (page from 1, pageSize default 12). */
export function pagesOf(groups: readonly ProductGroup[]) {
  return async ({ page = 1, pageSize = 12 }: ProductGroupQuery = {}): Promise<ProductGroupPage> => ({
    items: groups.slice((page - 1) * pageSize, page * pageSize),
    total: groups.length,
    page,
    pageSize,
  });
}
