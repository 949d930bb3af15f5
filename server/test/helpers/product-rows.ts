// Product rows inserted directly by test worlds get the quantity the product routes would store (COMPARISON.md §1).
import { parseProductQuantity } from '@ofertat/shared-api/validation';

export function withParsedQuantity<R extends { name: string; unit: string }>(row: R) {
  const quantity = parseProductQuantity(row.unit, row.name);
  return { ...row, quantityAmount: quantity ? String(quantity.amount) : null, quantityUnit: quantity?.unit ?? null };
}
