import type { QuantityUnit } from './products.js';

/** An offer in the market admin's list. */
export interface OfferListItem {
  offerId: number;
  offerName: string;
  offerStartDate: string;
  offerEndDate: string;
  /** Start ≤ today ≤ end (Europe/Tirane): customers see it. */
  current: boolean;
  /** End < today (Europe/Tirane): customers no longer see it. Neither flag: it has not started yet. */
  expired: boolean;
  productCount: number;
}

/** An offer in the super admin's overview of every market's campaigns. */
export interface OfferOverviewItem extends OfferListItem {
  marketId: number;
  marketName: string;
  /** A deactivated market's offers never show publicly, whatever their dates. */
  marketActive: boolean;
}

export interface OfferDetail {
  offerId: number;
  offerName: string;
  startDate: string;
  endDate: string;
  marketId: number;
  marketName: string;
  locations: { locationId: number; locationName: string }[];
  storeLocations: { storeLocationId: number; storeLocationName: string }[];
  /** Each line with its discount as the public card shows it (percentOff), so no admin area computes its own. */
  products: { productId: number; productName: string; productUnit: string; oldPrice: number; newPrice: number; discountPercentage: number }[];
}

/** One (offer, product) pair on the public pages; offerId and offertaId carry the same value (spec section 3). */
export interface OfferCard {
  offerId: number;
  offertaId: number;
  productId: number;
  /**
   * The product the comparison groups this card under (IDENTITY.md §2): the global product a market product is
   * linked to, else productId.
   */
  comparedProductId: number;
  productName: string;
  productImage: string | null;
  productUnit: string | null;
  oldPrice: number;
  newPrice: number;
  /** (old − new) / old × 100, rounded to a whole number. */
  discountPercentage: number;
  marketId: number;
  marketName: string;
  marketLogo: string | null;
  offerStartDate: string;
  offerEndDate: string;
  /** newPrice per kg, l or copë, two decimals (COMPARISON.md §1); null when the product's quantity is unknown. */
  unitPrice: number | null;
  unitPriceUnit: QuantityUnit | null;
  /** Lowest effective price at this market over the 30 days before the offer's start (§2); null when unknown. */
  lowestPrice30Days: number | null;
  /** round((lowestPrice30Days − newPrice) ÷ lowestPrice30Days × 100): the real discount, may be 0 or negative. */
  realDiscountPercentage: number | null;
}
