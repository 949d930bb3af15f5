export { OfferDetails, type OfferDetailsProps } from './offer-details';
