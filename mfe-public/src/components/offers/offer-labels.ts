import { BASKET_MAX_ITEMS, messages } from '@ofertat/shared-api';

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
  addToBasket: string;
  /** Under the card's basket button once the product is in the basket, given its quantity there. */
  inBasket: (quantity: number) => string;
  /** Why a new product cannot be added. */
  basketFull: string;
  /** The '+N' popup's link to the product's page. */
  productPage: string;
}

export const albanianOfferLabels: OfferLabels = {
  normalPrice: labels.normalPriceAl,
  offerPrice: labels.offerPriceAl,
  showMore: labels.showMoreAl,
  lowestPrice30Days: labels.lowestPrice30DaysAl,
  realDiscount: labels.realDiscountAl,
  addToBasket: labels.addToBasketAl,
  inBasket: labels.inBasketAl,
  basketFull: labels.basketFullAl(BASKET_MAX_ITEMS),
  productPage: labels.productPageAl,
};

export const englishOfferLabels: OfferLabels = {
  normalPrice: labels.normalPriceEn,
  offerPrice: labels.offerPriceEn,
  showMore: labels.showMoreEn,
  lowestPrice30Days: labels.lowestPrice30DaysEn,
  realDiscount: labels.realDiscountEn,
  addToBasket: labels.addToBasketEn,
  inBasket: labels.inBasketEn,
  basketFull: labels.basketFullEn(BASKET_MAX_ITEMS),
  productPage: labels.productPageEn,
};
