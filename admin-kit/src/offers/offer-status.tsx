import { type OfferListItem } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { StatusBadge } from '../admin-card';

export type OfferPhase = 'current' | 'upcoming' | 'expired';

/** Where an offer stands today; the server decides with the Tirana calendar day. */
export function offerPhase(offer: Pick<OfferListItem, 'current' | 'expired'>): OfferPhase {
  if (offer.current) return 'current';
  return offer.expired ? 'expired' : 'upcoming';
}

/**
 * The one wording of an offer's phase in both admin areas. The spec names no Albanian words for it (only "current
 * offers" and "expired"); 'Aktive' is not used because it already names the active flag staff switch on ads, users
 * and job posts, which is another thing than an offer's dates.
 */
export const OFFER_PHASE_LABELS: Record<OfferPhase, string> = {
  current: 'Në fuqi',
  upcoming: 'E ardhshme',
  expired: messages.offers.expired,
};

const PHASE_TONES = { current: 'success', upcoming: 'muted', expired: 'danger' } as const;

/** An offer card's badge: its phase, in words and colour. */
export function OfferStatusBadge({ offer }: { offer: Pick<OfferListItem, 'current' | 'expired'> }) {
  const phase = offerPhase(offer);
  return <StatusBadge $tone={PHASE_TONES[phase]}>{OFFER_PHASE_LABELS[phase]}</StatusBadge>;
}
