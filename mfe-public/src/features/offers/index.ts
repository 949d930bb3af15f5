export { AllOffersSection, SpecialOffersSection, specialOffersRequest } from './offers-section';
