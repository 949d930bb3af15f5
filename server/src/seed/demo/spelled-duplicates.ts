// Market products that are a global product under another spelling and without a barcode (IDENTITY.md §6): a shop
// typing "Qumesht i fresket 1 litër" for the catalogue's "Qumësht i freskët 1L". Nothing links them, so the super
// admin's "Dyfishime" shows them as name pairs (the same quantity, names alike once the quantity, accents and case
// are set aside) on a fresh demo. They are seeded after the offers, so every other demo row stays as it was, and they
// have no shelf price and are on no offer, as a product typed in a hurry: merging one changes no public answer.
import type { Database } from '../../db/database.js';
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
  const drafts = SPELLED_DUPLICATES.map(({ globalName, name, unit, market }): ProductDraft => {
    const category = categoryOf(globalName);
    return {
      name,
      unit,
      barcode: null,
      price: null,
      marketId: markets.find((seeded) => seeded.key === market)!.id,
      categoryId: categoryIds.get(category)!,
      hue: hueOf.get(category)!,
    };
  });
  await insertProducts(db, drafts, uploads);
}
