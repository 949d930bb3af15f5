export { OfferScreen, type OfferScreenTexts } from './offer-screen';
