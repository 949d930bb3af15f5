export { GroupedOfferList } from './grouped-offer-list';
export { OfferCardView } from './offer-card';
export { albanianOfferLabels, englishOfferLabels, type OfferLabels } from './offer-labels';
// The '+N' popup is loaded on first use (grouped-offer-list.tsx) and its rows by the product page (offer-rows.tsx):
// neither is re-exported here, which would put them back in the home page's first load.
export type { OfferGroupScope } from './offer-group-popup';
export { useProductGroupPages, type CardGroupPage, type LoadGroupPage } from './use-product-group-pages';
