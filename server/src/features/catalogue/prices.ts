// A card's numbers, decided here once (COMPARISON.md §1–2): its discount against its old price and its real discount
// against the 30-day low are both percentOff, and its unit price is unitPriceOf (shared-api: whole cents, exact, one
// rounding, halves away from zero). The SQL forms below are for what a statement sorts and filters by; they round
// numeric(12,2) prices exactly as PostgreSQL's round(numeric) does, which is the rule percentOff and unitPriceOf follow,
// and the property tests (server/test/features/catalogue) check that every answer shows the same numbers.
import { percentOff } from '@ofertat/shared-api/validation';
import { type SQL, sql } from 'drizzle-orm';

/** round((reference − price) ÷ reference × 100) in SQL; null when the reference is null or not positive. */
export const percentOffSql = (reference: SQL | { getSQL(): SQL }, price: SQL | { getSQL(): SQL }): SQL =>
  sql`(case when ${reference} > 0 then round((${reference} - ${price}) * 100 / ${reference})::integer end)`;

/** price ÷ amount to two decimals in SQL; null without an amount. */
export const unitPriceSql = (price: SQL, amount: SQL): SQL => sql`round(${price} / ${amount}, 2)`;

/** The card's claimed discount: old prices are positive (the offer rules refuse others), so it is always a number. */
export const discountPercentageOf = (oldPrice: number, newPrice: number): number => percentOff(oldPrice, newPrice) ?? 0;

/** The discount against the 30-day low (COMPARISON.md §2): may be 0 or negative; null without a low. */
export const realDiscountPercentageOf = (lowestPrice30Days: number | null, newPrice: number): number | null =>
  percentOff(lowestPrice30Days, newPrice);
