import { messages } from '@ofertat/shared-api';

const { labels } = messages.offers;

/** The words around an offer card; the store screen is in English, every other screen in Albanian (spec section 2). */
export interface OfferLabels {
  normalPrice: string;
  offerPrice: string;
  showMore: string;
}

export const albanianOfferLabels: OfferLabels = {
  normalPrice: labels.normalPriceAl,
  offerPrice: labels.offerPriceAl,
  showMore: labels.showMoreAl,
};

export const englishOfferLabels: OfferLabels = {
  normalPrice: labels.normalPriceEn,
  offerPrice: labels.offerPriceEn,
  showMore: labels.showMoreEn,
};
