export { GroupedOfferList } from './grouped-offer-list';
export { OfferCardView } from './offer-card';
export { albanianOfferLabels, englishOfferLabels, type OfferLabels } from './offer-labels';
export type { OfferGroupScope } from './offer-group-popup';
export { useProductGroupPages, type CardGroup, type CardGroupPage, type GroupPagesState, type LoadGroupPage } from './use-product-group-pages';
