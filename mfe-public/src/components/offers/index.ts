export { groupOffersByProduct } from './group-offers';
export { GroupedOfferList } from './grouped-offer-list';
export { OfferCardView } from './offer-card';
export { albanianOfferLabels, englishOfferLabels, type OfferLabels } from './offer-labels';
export { useVisibleCount } from './use-visible-count';
