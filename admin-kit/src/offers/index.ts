export { OfferDetails, type OfferDetailsProps } from './offer-details';
export { OFFER_PHASE_LABELS, OfferStatusBadge, offerPhase, type OfferPhase } from './offer-status';
