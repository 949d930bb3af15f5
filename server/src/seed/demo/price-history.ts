// Demo price history (COMPARISON.md §2): 90 days a newcomer can see at once. Earlier editions of each market's
// current campaigns are added as ended offers, then every demo offer is recorded as published on its start day
// (an upcoming one: today), and market products' shelf prices from 90 days ago.
// - "Super çmime" (30–45 % claimed): for about half its products an edition three weeks ago already sold them at
//   nearly the same price, so the 30-day low sits near the offer price and the real discount is small or negative:
//   the claimed normal price is above the 30-day low.
// - "Ofertat e javës": an edition six weeks ago at a modest discount; its normal price carries on, so the real
//   discount equals the claimed one.
// Runs after seedOffers and reads what it inserted; its own seeded random leaves the earlier steps' rows unchanged.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { offerLocations, offerProducts, offers, offerStoreLocations, products } from '../../db/schema.js';
import { isCurrentOffer } from '../../features/catalogue/current-offer.js';
import { recordNormalPrice, recordOfferPublished } from '../../features/price-history/price-records.js';
import { addDays, tiraneToday } from '../../lib/tirane-date.js';
import { createRandom } from './random.js';

export const HISTORY_DAYS = 90;

interface Edition {
  /** The current campaign it precedes. */
  name: string;
  start: number;
  end: number;
  /** Share of the current campaign's products it also had. */
  share: number;
  /** Its price as a factor of the current offer's price (drawn in this range, in percent). */
  priceOfCurrentNew?: readonly [number, number];
  /** Or as a factor of the current offer's normal price. */
  priceOfCurrentOld?: readonly [number, number];
}

const EDITIONS: readonly Edition[] = [
  { name: 'Super çmime', start: -24, end: -18, share: 0.5, priceOfCurrentNew: [97, 106] },
  { name: 'Ofertat e javës', start: -45, end: -38, share: 1, priceOfCurrentOld: [88, 95] },
];

interface OfferRow {
  id: number;
  name: string;
  marketId: number;
  startDate: string;
  endDate: string;
}

async function linesOf(db: Database, offerId: number) {
  const rows = await db
    .select({ productId: offerProducts.productId, oldPrice: offerProducts.oldPrice, newPrice: offerProducts.newPrice })
    .from(offerProducts)
    .where(eq(offerProducts.offerId, offerId))
    .orderBy(asc(offerProducts.productId));
  return rows.map((row) => ({ productId: row.productId, oldPrice: fromNumeric(row.oldPrice), newPrice: fromNumeric(row.newPrice) }));
}

export async function seedPriceHistory(db: Database, today: string = tiraneToday()): Promise<void> {
  const random = createRandom(0x4157);
  const current = await db
    .select({ id: offers.id, name: offers.name, marketId: offers.marketId, startDate: offers.startDate, endDate: offers.endDate })
    .from(offers)
    .orderBy(asc(offers.id));

  for (const offer of current.filter((row) => isCurrentOffer(row, today))) {
    const edition = EDITIONS.find((candidate) => candidate.name === offer.name);
    if (!edition) continue;
    const lines = (await linesOf(db, offer.id)).filter(() => random.next() < edition.share);
    if (lines.length === 0) continue;
    const [past] = await db
      .insert(offers)
      .values({ name: offer.name, marketId: offer.marketId, startDate: addDays(today, edition.start), endDate: addDays(today, edition.end) })
      .returning({ id: offers.id });
    await db.insert(offerProducts).values(
      lines.map((line) => {
        const [low, high] = edition.priceOfCurrentNew ?? edition.priceOfCurrentOld!;
        const base = edition.priceOfCurrentNew ? line.newPrice : line.oldPrice;
        const newPrice = Math.min(Math.round((base * random.int(low, high)) / 100), line.oldPrice - 1);
        return { offerId: past!.id, productId: line.productId, oldPrice: line.oldPrice.toFixed(2), newPrice: newPrice.toFixed(2) };
      }),
    );
    // The edition reached the same cities and stores as the campaign it precedes.
    const cities = await db.select({ locationId: offerLocations.locationId }).from(offerLocations).where(eq(offerLocations.offerId, offer.id));
    if (cities.length > 0) await db.insert(offerLocations).values(cities.map(({ locationId }) => ({ offerId: past!.id, locationId })));
    const stores = await db
      .select({ storeLocationId: offerStoreLocations.storeLocationId })
      .from(offerStoreLocations)
      .where(eq(offerStoreLocations.offerId, offer.id));
    if (stores.length > 0) await db.insert(offerStoreLocations).values(stores.map(({ storeLocationId }) => ({ offerId: past!.id, storeLocationId })));
  }

  const shelfPrices = await db
    .select({ productId: products.id, marketId: products.marketId, price: products.currentPrice })
    .from(products)
    .where(and(isNotNull(products.marketId), isNotNull(products.currentPrice)))
    .orderBy(asc(products.id));
  const since = addDays(today, -HISTORY_DAYS);
  for (const shelf of shelfPrices) {
    await recordNormalPrice(db, { productId: shelf.productId, marketId: shelf.marketId!, price: fromNumeric(shelf.price) }, since);
  }

  const everyOffer: OfferRow[] = await db
    .select({ id: offers.id, name: offers.name, marketId: offers.marketId, startDate: offers.startDate, endDate: offers.endDate })
    .from(offers)
    .orderBy(asc(offers.startDate), asc(offers.id));
  for (const offer of everyOffer) {
    const recordedOn = offer.startDate <= today ? offer.startDate : today;
    await recordOfferPublished(
      db,
      { offerId: offer.id, marketId: offer.marketId, startDate: offer.startDate, endDate: offer.endDate, lines: await linesOf(db, offer.id) },
      recordedOn,
    );
  }
}
