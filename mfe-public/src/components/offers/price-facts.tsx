import type { OfferCard } from '@ofertat/shared-api';
import { formatPrice } from '@ofertat/shared-ui';
import type { OfferLabels } from './offer-labels';

/** '128.70 ALL/l'; null when the product's quantity is unknown (COMPARISON.md §1: never a wrong unit price). */
export function formatUnitPrice(offer: Pick<OfferCard, 'unitPrice' | 'unitPriceUnit'>): string | null {
  if (offer.unitPrice === null || offer.unitPriceUnit === null) return null;
  return `${formatPrice(offer.unitPrice)}/${offer.unitPriceUnit}`;
}

/**
 * The 30-day low, shown only when it is below the normal price the card shows: then the claimed discount is
 * measured from a price nobody paid lately, and the visitor deserves the real one (COMPARISON.md §2).
 */
export function lowerRecentPrice(offer: Pick<OfferCard, 'lowestPrice30Days' | 'oldPrice' | 'realDiscountPercentage'>) {
  const low = offer.lowestPrice30Days;
  if (low === null || low === undefined || !(Number(low) < Number(offer.oldPrice))) return null;
  return { price: formatPrice(low), realDiscount: offer.realDiscountPercentage ?? 0 };
}

export interface PriceFactsProps {
  offer: OfferCard;
  labels: OfferLabels;
}

/** The unit price and, when it says something, the 30-day low with the real discount: on cards and popup rows. */
export function PriceFacts({ offer, labels }: PriceFactsProps) {
  const unitPrice = formatUnitPrice(offer);
  const recent = lowerRecentPrice(offer);
  return (
    <>
      {unitPrice && <span className="unit-price">{unitPrice}</span>}
      {recent && (
        <>
          <span>{labels.lowestPrice30Days(recent.price)}</span>
          <strong>{labels.realDiscount(recent.realDiscount)}</strong>
        </>
      )}
    </>
  );
}
