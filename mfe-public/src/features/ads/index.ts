export { AdsProvider } from './ads-provider';
export { AdSlot } from './ad-slot';
