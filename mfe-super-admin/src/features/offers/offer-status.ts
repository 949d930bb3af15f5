import type { OfferOverviewItem } from '@ofertat/shared-api';

export type OfferPhase = 'current' | 'upcoming' | 'expired';

/** Where an offer stands today; the server decides with the Tirana calendar day. */
export function offerPhase(offer: Pick<OfferOverviewItem, 'current' | 'expired'>): OfferPhase {
  if (offer.current) return 'current';
  return offer.expired ? 'expired' : 'upcoming';
}

export const OFFER_PHASE_LABELS: Record<OfferPhase, string> = {
  current: 'Në fuqi',
  upcoming: 'E ardhshme',
  expired: 'Skaduar',
};
