// Which product of a likely pair a merge may keep (IDENTITY.md §4): a global product never moves into a market's
// own, so beside a global product only the global one stays; between two products of one kind either may.
import type { DuplicatePair, DuplicateProductSummary } from '@ofertat/shared-api';

const isGlobal = (product: DuplicateProductSummary) => product.marketId === null;

/** The products the super admin may keep, productA first. */
export function keepableProducts({ productA, productB }: DuplicatePair): DuplicateProductSummary[] {
  if (isGlobal(productA) !== isGlobal(productB)) return [isGlobal(productA) ? productA : productB];
  return [productA, productB];
}

/** What the dialog proposes: the global product, else the one with more offers (productA on a tie). */
export function defaultKeep(pair: DuplicatePair): DuplicateProductSummary {
  const [first, second] = keepableProducts(pair);
  return second !== undefined && second.offerCount > first!.offerCount ? second : first!;
}

/** The other product of the pair: the one a merge deletes. */
export const otherProduct = ({ productA, productB }: DuplicatePair, keep: DuplicateProductSummary) =>
  keep.productId === productA.productId ? productB : productA;
