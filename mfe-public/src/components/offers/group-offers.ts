import type { OfferCard } from '@ofertat/shared-api';

export interface OfferGroup {
  key: string;
  productName: string;
  /** Every offer of the product, cheapest first. */
  offers: OfferCard[];
  /** offers[0], the one shown on the card. */
  cheapest: OfferCard;
  /** How many more offers the '+N' badge stands for. */
  othersCount: number;
}

// A missing price sorts last: it cannot be the cheapest.
const priceOf = (offer: OfferCard): number => {
  const price = Number(offer.newPrice);
  return offer.newPrice === null || offer.newPrice === undefined || !Number.isFinite(price) ? Number.POSITIVE_INFINITY : price;
};

/** Offers sorted by offer price, ascending; equal prices keep their order. */
export function sortByPrice(offers: readonly OfferCard[]): OfferCard[] {
  return [...offers].sort((a, b) => priceOf(a) - priceOf(b));
}

/**
 * One group per product, in the order the products first appear (the server's order), each holding its offers
 * cheapest first. Products without an id are grouped by name.
 */
export function groupOffersByProduct(offers: readonly OfferCard[]): OfferGroup[] {
  const byProduct = new Map<string, OfferCard[]>();
  for (const offer of offers) {
    const key = offer.productId === null || offer.productId === undefined ? `name:${offer.productName}` : `id:${offer.productId}`;
    const group = byProduct.get(key);
    if (group) group.push(offer);
    else byProduct.set(key, [offer]);
  }
  return Array.from(byProduct, ([key, members]) => {
    const sorted = sortByPrice(members);
    const cheapest = sorted[0]!;
    return { key, productName: cheapest.productName, offers: sorted, cheapest, othersCount: sorted.length - 1 };
  });
}
