// The price arithmetic every public number and every admin view shares (COMPARISON.md §1–2): prices are whole cents
// and quantities whole millionths (the database's numeric(12,2) and numeric(14,6)), divided exactly and rounded once,
// halves away from zero as PostgreSQL's round(numeric). Binary floating point would show 200 → 85 ALL as 57 % off
// ((200 − 85) / 200 × 100 is 57.49999… in doubles); this shows 58, as the SQL does.
import type { Quantity } from '../contracts/products.js';

const CENTS = 100;
const MILLIONTHS = 1_000_000n;

/** A price in whole cents: every price the server stores and answers has at most two decimals. */
const cents = (price: number) => Math.round(price * CENTS);

/** numerator ÷ denominator rounded to a whole number, halves away from zero; both whole, denominator positive. */
function roundedQuotient(numerator: bigint, denominator: bigint): bigint {
  const magnitude = (2n * (numerator < 0n ? -numerator : numerator) + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

/**
 * round((reference − price) ÷ reference × 100): a card's discount against its old price, and its real discount against
 * the 30-day low; 0 or negative when the price is not below the reference. Null without a positive reference.
 */
export function percentOff(reference: number | null, price: number): number | null {
  if (reference === null || cents(reference) <= 0) return null;
  const percent = Number(roundedQuotient(BigInt(cents(reference) - cents(price)) * 100n, BigInt(cents(reference))));
  return percent === 0 ? 0 : percent;
}

/** newPrice per base unit (kg, l, copë), two decimals; null without a quantity. */
export function unitPriceOf(price: number, quantity: Quantity | null): number | null {
  if (!quantity) return null;
  const amount = BigInt(Math.round(quantity.amount * Number(MILLIONTHS)));
  return Number(roundedQuotient(BigInt(cents(price)) * MILLIONTHS, amount)) / CENTS;
}
