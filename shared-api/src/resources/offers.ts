import type { OfferCard, OfferDetail, OfferListItem, OfferOverviewItem } from '../contracts/offers.js';

export type { OfferCard, OfferDetail, OfferListItem, OfferOverviewItem };
