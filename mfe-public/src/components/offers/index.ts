export { formatDiscount } from './discount';
export { groupOffersByProduct, sortByPrice, type OfferGroup } from './group-offers';
export { GroupedOfferList, type GroupedOfferListProps } from './grouped-offer-list';
export { OfferCardView, formatOfferPeriod, type OfferCardViewProps } from './offer-card';
export { albanianOfferLabels, englishOfferLabels, type OfferLabels } from './offer-labels';
export { useVisibleCount } from './use-visible-count';
