export { OfferScreen, type OfferScreenProps, type OfferScreenTexts } from './offer-screen';
