import { messages } from '@ofertat/shared-api';

const { labels } = messages.offers;

/** The words around an offer card; the store screen is in English, every other screen in Albanian (spec section 2). */
export interface OfferLabels {
  normalPrice: string;
  offerPrice: string;
  showMore: string;
  /** The 30-day low line, given the formatted price. */
  lowestPrice30Days: (price: string) => string;
  /** The real discount beside it, given the rounded percentage (0 or less: no real discount). */
  realDiscount: (percent: number) => string;
}

export const albanianOfferLabels: OfferLabels = {
  normalPrice: labels.normalPriceAl,
  offerPrice: labels.offerPriceAl,
  showMore: labels.showMoreAl,
  lowestPrice30Days: labels.lowestPrice30DaysAl,
  realDiscount: labels.realDiscountAl,
};

export const englishOfferLabels: OfferLabels = {
  normalPrice: labels.normalPriceEn,
  offerPrice: labels.offerPriceEn,
  showMore: labels.showMoreEn,
  lowestPrice30Days: labels.lowestPrice30DaysEn,
  realDiscount: labels.realDiscountEn,
};
