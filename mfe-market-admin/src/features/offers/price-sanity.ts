// The price sanity check before an offer is saved (issue 16): an accidental 650 → 95 is legal under the seven rules,
// so the form asks before saving a new price far from what the product usually costs, or a discount too deep to be
// likely. Asking, not refusing: a real clearance sale may look just like a typo.
import type { KnownPrices, OfferValues } from '@ofertat/shared-api';
import { messages, percentOff } from '@ofertat/shared-api/validation';
import { formatPrice } from '@ofertat/shared-ui';

/** A new price below a third of the median, or above three times it, is doubtful. */
export const MEDIAN_FACTOR = 3;
/** Fewer known prices than this say too little about a product's usual price. */
export const MIN_KNOWN_PRICES = 3;
/** A discount above this many percent is doubtful. */
export const MAX_LIKELY_DISCOUNT_PERCENT = 70;

type Line = OfferValues['products'][number];

/** Why a line's prices look wrong, or null when they look plausible. */
export type PriceDoubt =
  | { kind: 'belowMedian' | 'aboveMedian'; newPrice: number; median: number }
  | { kind: 'bigDiscount'; percent: number };

export function priceDoubt(line: Line, known: Pick<KnownPrices, 'median' | 'priceCount'> | undefined): PriceDoubt | null {
  const median = known && known.median !== null && known.priceCount >= MIN_KNOWN_PRICES ? known.median : null;
  if (median !== null && line.newPrice * MEDIAN_FACTOR < median) return { kind: 'belowMedian', newPrice: line.newPrice, median };
  if (median !== null && line.newPrice > median * MEDIAN_FACTOR) return { kind: 'aboveMedian', newPrice: line.newPrice, median };
  // The discount as the public card will show it, so the question names the number shoppers would see.
  const percent = percentOff(line.oldPrice, line.newPrice);
  return percent !== null && percent > MAX_LIKELY_DISCOUNT_PERCENT ? { kind: 'bigDiscount', percent } : null;
}

export interface LineDoubt {
  /** The line's index in the offer. */
  index: number;
  /** 'Rreshti 2 (Qumësht): çmimi i ri …', as the admin counts rows (from 1). */
  text: string;
}

const doubtText = (doubt: PriceDoubt): string => {
  const texts = messages.offers.priceCheck;
  switch (doubt.kind) {
    case 'belowMedian':
      return texts.belowMedian(formatPrice(doubt.newPrice), formatPrice(doubt.median));
    case 'aboveMedian':
      return texts.aboveMedian(formatPrice(doubt.newPrice), formatPrice(doubt.median));
    case 'bigDiscount':
      return texts.bigDiscount(doubt.percent, MAX_LIKELY_DISCOUNT_PERCENT);
  }
};

/** Every doubtful line of an offer, in its order; `known` may lack products (their medians then go unchecked). */
export function offerPriceDoubts(lines: readonly Line[], known: readonly KnownPrices[], productName: (productId: number) => string | undefined): LineDoubt[] {
  const byProduct = new Map(known.map((prices) => [prices.productId, prices]));
  return lines.flatMap((line, index) => {
    const doubt = priceDoubt(line, byProduct.get(line.productId));
    if (doubt === null) return [];
    const name = productName(line.productId);
    const label = messages.offers.import.rowLabel(index + 1) + (name ? ` (${name})` : '');
    return [{ index, text: `${label}: ${doubtText(doubt)}` }];
  });
}
