// Market products that are a global product under another spelling (IDENTITY.md §6). Those without a barcode, a shop
// typing "Qumesht i fresket 1 litër" for the catalogue's "Qumësht i freskët 1L": nothing links them, so the super
// admin's "Dyfishime" shows them as name pairs (the same quantity, names alike once the quantity, accents and case
// are set aside) on a fresh demo. Those with the global product's barcode are linked to it, as saving them through the
// product form links them (IDENTITY.md §2), and so are no pair. They are seeded after the offers, so every other demo row stays as it was, and they
// have no shelf price and are on no offer, as a product typed in a hurry: merging one changes no public answer.
import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { DEMO_CATEGORIES, type DemoCategoryName } from './categories.js';
import type { DemoMarketKey, SeededMarket } from './markets.js';
import { GLOBAL_PRODUCTS } from './product-catalogue.js';
import { insertProducts, type ProductDraft } from './products.js';
import type { UploadsTarget } from '../../uploads/index.js';

interface SpelledDuplicate {
  /** The global product's name, exactly as in GLOBAL_PRODUCTS. */
  globalName: string;
  /** The market's own spelling: no accents, other case, the quantity written out. */
  name: string;
  /** The same quantity as the global product's, written the market's way. */
  unit: string;
  market: DemoMarketKey;
}

export const SPELLED_DUPLICATES: readonly SpelledDuplicate[] = [
  { globalName: 'Qumësht i freskët 1L', name: 'Qumesht i fresket 1 litër', unit: '1 l', market: 'shqiponja' },
  { globalName: 'Djathë i bardhë Gjirokastre', name: 'DJATHE I BARDHE GJIROKASTRE', unit: '1 kg', market: 'dajti' },
  { globalName: 'Mollë Korçe', name: 'Molle korce', unit: '1 kile', market: 'korca' },
  { globalName: 'Ujë mineral natyral 1.5L', name: 'Uje mineral natyral 1,5 litra', unit: '1.5 l', market: 'adriatik' },
];

/** Market spellings that carry the global product's barcode, and are therefore linked to it. */
export const LINKED_DUPLICATES: readonly SpelledDuplicate[] = [
  { globalName: 'Kos dhie', name: 'KOS DHIE 500 gr', unit: '500 gr', market: 'shqiponja' },
  { globalName: 'Qumësht UHT 3.5% yndyrë', name: 'Qumesht UHT 3.5% 1 litër', unit: '1 l', market: 'korca' },
];

/** The category of a global demo product, by its name. */
function categoryOf(globalName: string): DemoCategoryName {
  for (const { name: category } of DEMO_CATEGORIES) {
    if (GLOBAL_PRODUCTS[category].some(([name]) => name === globalName)) return category;
  }
  throw new Error(`No global demo product is named "${globalName}"`);
}

export async function seedSpelledDuplicates(
  db: Database,
  categoryIds: Map<DemoCategoryName, number>,
  markets: readonly SeededMarket[],
  uploads: UploadsTarget,
): Promise<void> {
  const hueOf = new Map(DEMO_CATEGORIES.map((category) => [category.name, category.hue]));
  const globals = new Map(
    (await db.select({ id: products.id, name: products.name, barcode: products.barcode }).from(products).where(isNull(products.marketId))).map((row) => [
      row.name,
      row,
    ]),
  );
  const draftOf = ({ globalName, name, unit, market }: SpelledDuplicate, barcode: string | null): ProductDraft => {
    const category = categoryOf(globalName);
    return {
      name,
      unit,
      barcode,
      price: null,
      marketId: markets.find((seeded) => seeded.key === market)!.id,
      categoryId: categoryIds.get(category)!,
      hue: hueOf.get(category)!,
    };
  };
  await insertProducts(db, SPELLED_DUPLICATES.map((duplicate) => draftOf(duplicate, null)), uploads);
  const linked = await insertProducts(db, LINKED_DUPLICATES.map((duplicate) => draftOf(duplicate, globals.get(duplicate.globalName)!.barcode)), uploads);
  for (const [index, { globalName }] of LINKED_DUPLICATES.entries()) {
    await db.update(products).set({ linkedProductId: globals.get(globalName)!.id }).where(eq(products.id, linked[index]!.id));
  }
}
