export { AllOffersSection, SpecialOffersSection } from './offers-section';
