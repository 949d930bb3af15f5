export { GroupedOfferList } from './grouped-offer-list';
export { OfferCardView } from './offer-card';
export { albanianOfferLabels, englishOfferLabels, type OfferLabels } from './offer-labels';
export { OfferRows, type OfferGroupScope } from './offer-group-popup';
export { useProductGroupPages, type CardGroupPage, type LoadGroupPage } from './use-product-group-pages';
