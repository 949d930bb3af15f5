/** The card's badge: minus the discount rounded to a whole percent, e.g. '-34%'; null when there is no discount. */
export function formatDiscount(discountPercentage: number | string | null | undefined): string | null {
  if (discountPercentage === null || discountPercentage === undefined || discountPercentage === '') return null;
  const rounded = Math.round(Number(discountPercentage));
  // '-0%' promises nothing, and a negative discount is a price rise: neither deserves a badge.
  return Number.isFinite(rounded) && rounded > 0 ? `-${rounded}%` : null;
}
