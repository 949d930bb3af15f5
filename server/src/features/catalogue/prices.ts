// A card's numbers, decided here once (COMPARISON.md §1–2): its discount against its old price and its real discount
// against the 30-day low are both percentOff, and its unit price is unitPriceOf (shared-api: whole cents, exact, one
// rounding, halves away from zero, as PostgreSQL's round(numeric)). The catalogue makes every public card with them,
// and both admin areas show the server's figures; the property tests (server/test/features/catalogue) check that
// every answer shows the same numbers.
import { percentOff } from '@ofertat/shared-api/validation';

/** The card's claimed discount: old prices are positive (the offer rules refuse others), so it is always a number. */
export const discountPercentageOf = (oldPrice: number, newPrice: number): number => percentOff(oldPrice, newPrice) ?? 0;

/** The discount against the 30-day low (COMPARISON.md §2): may be 0 or negative; null without a low. */
export const realDiscountPercentageOf = (lowestPrice30Days: number | null, newPrice: number): number | null =>
  percentOff(lowestPrice30Days, newPrice);
