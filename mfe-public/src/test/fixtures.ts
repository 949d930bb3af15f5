import type { OfferCard } from '@ofertat/shared-api';

let nextOfferId = 1;

/** An offer card as the API sends it, with the fields a test cares about overridden. */
export function offerCard(overrides: Partial<OfferCard> = {}): OfferCard {
  const id = nextOfferId++;
  return {
    offerId: id,
    offertaId: id,
    productId: 1,
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
