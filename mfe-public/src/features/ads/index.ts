export { AdsProvider, homeAdsRequest } from './ads-provider';
export { AdSlot } from './ad-slot';
