// Product rows inserted directly by test worlds get the quantity the product routes would store (COMPARISON.md §1).
import { parseProductQuantity } from '@ofertat/shared-api/validation';
import { quantityColumns } from '../../src/features/products/products-repository.js';

export const withParsedQuantity = <R extends { name: string; unit: string }>(row: R) => ({
  ...row,
  ...quantityColumns(parseProductQuantity(row.unit, row.name)),
});
