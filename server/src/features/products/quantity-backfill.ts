// Products saved before quantities were read (migration 0003 added them empty) get the quantity their unit or
// name says, as a save would give them (COMPARISON.md §1). A product keeps no quantity only when it cannot be
// read, never by an admin's choice (the forms send one or let the parser read it), so reading again the rows
// without one is safe; it runs at every start and finds only unreadable rows once the upgrade is done.
import { parseProductQuantity } from '@ofertat/shared-api/validation';
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { quantityColumns } from './products-repository.js';

/** Fills the quantity of every product without one whose unit or name can be read; returns how many. */
export async function backfillQuantities(db: Database): Promise<number> {
  const rows = await db.select({ id: products.id, name: products.name, unit: products.unit }).from(products).where(isNull(products.quantityUnit));
  const readable = rows.flatMap((row) => {
    const quantity = parseProductQuantity(row.unit, row.name);
    return quantity ? [{ id: row.id, quantity }] : [];
  });
  if (readable.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id, quantity } of readable) await tx.update(products).set(quantityColumns(quantity)).where(eq(products.id, id));
  });
  return readable.length;
}
