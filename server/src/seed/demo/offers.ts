// Demo offers: for every market, campaigns that run now (a weekly one reaching its cities and a "super
// prices" one with discounts of 30–45 % at some of its stores, so the special row is full), one that
// has expired (the admin still sees it) and one that starts in a few days. About 13 current items per
// market: ~100 cards on the home page with the 8 demo markets.
//
// It runs last and reads what the earlier steps inserted (markets, products, store locations, market
// cities) from the database, ordered by id, so it does not depend on their return values. Dates are
// relative to the day it runs, so the demo always has current offers; everything else is seeded random.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { marketLocations, markets, offerLocations, offerProducts, offers, offerStoreLocations, products, storeLocations } from '../../db/schema.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { createRandom, type Random } from './random.js';

/** cities: every city of the market (so every store page shows it); stores: some stores; both: some of each. */
type Reach = 'cities' | 'stores' | 'both';

interface Campaign {
  name: string;
  /** Days from today. */
  start: number;
  end: number;
  items: number;
  /** Discount range in whole percent. */
  discount: readonly [number, number];
  reach: Reach;
}

const CAMPAIGNS: readonly Campaign[] = [
  { name: 'Ofertat e javës', start: -3, end: 4, items: 7, discount: [8, 25], reach: 'cities' },
  { name: 'Super çmime', start: -6, end: 8, items: 6, discount: [30, 45], reach: 'stores' },
  { name: 'Ofertat e muajit të kaluar', start: -40, end: -12, items: 5, discount: [10, 35], reach: 'cities' },
  { name: 'Fundjavë me zbritje', start: 3, end: 5, items: 4, discount: [15, 30], reach: 'both' },
];

/** Without a shelf price, a plausible one in ALL. */
const FALLBACK_PRICE: readonly [number, number] = [80, 1500];

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A subset of 1..max distinct items (all of them when there are fewer). */
function someOf<T>(items: readonly T[], max: number, random: Random): T[] {
  return shuffled(items, random).slice(0, Math.min(items.length, random.int(1, max)));
}

export async function seedOffers(db: Database, today: string = tiraneToday()): Promise<void> {
  // One after the other: inside a transaction they share one connection.
  const marketRows = await db.select({ id: markets.id }).from(markets).orderBy(asc(markets.id));
  const productRows = await db
    .select({ id: products.id, marketId: products.marketId, currentPrice: products.currentPrice })
    .from(products)
    .orderBy(asc(products.id));
  const storeRows = await db
    .select({ id: storeLocations.id, marketId: storeLocations.marketId, locationId: storeLocations.locationId })
    .from(storeLocations)
    .orderBy(asc(storeLocations.id));
  const cityLinks = await db
    .select()
    .from(marketLocations)
    .orderBy(asc(marketLocations.marketId), asc(marketLocations.locationId));
  if (productRows.length === 0) return;

  const random = createRandom(0x0fe27a);
  for (const market of marketRows) {
    const eligible = productRows.filter((product) => product.marketId === null || product.marketId === market.id);
    const stores = storeRows.filter((store) => store.marketId === market.id).map((store) => store.id);
    const linkedCities = cityLinks.filter((link) => link.marketId === market.id).map((link) => link.locationId);
    const storeCities = storeRows.filter((store) => store.marketId === market.id && store.locationId !== null);
    const cities = linkedCities.length > 0 ? linkedCities : [...new Set(storeCities.map((store) => store.locationId!))];
    if (cities.length === 0 && stores.length === 0) continue;

    // Each campaign of a market gets its own products, so the same product is not on two of its offers.
    const pool = shuffled(eligible, random);
    for (const campaign of CAMPAIGNS) {
      const lines = pool.splice(0, campaign.items);
      if (lines.length === 0) break;

      // A campaign meant for stores reaches cities when the market has no stores, and the other way round.
      const useCities = campaign.reach !== 'stores' || stores.length === 0;
      const useStores = (campaign.reach !== 'cities' || cities.length === 0) && stores.length > 0;
      const [offer] = await db
        .insert(offers)
        .values({
          name: campaign.name,
          marketId: market.id,
          startDate: addDays(today, campaign.start),
          endDate: addDays(today, campaign.end),
        })
        .returning({ id: offers.id });
      const offerId = offer!.id;

      await db.insert(offerProducts).values(
        lines.map((product) => {
          const shelfPrice = fromNumeric(product.currentPrice) ?? random.int(FALLBACK_PRICE[0] / 10, FALLBACK_PRICE[1] / 10) * 10;
          const oldPrice = Math.max(Math.round(shelfPrice), 20);
          // Rounded down to a whole lek, so the discount is never below the drawn one (special stays special).
          const newPrice = Math.floor((oldPrice * (100 - random.int(...campaign.discount))) / 100);
          return { offerId, productId: product.id, oldPrice: oldPrice.toFixed(2), newPrice: newPrice.toFixed(2) };
        }),
      );
      if (useCities && cities.length > 0) {
        const reached = campaign.reach === 'both' ? someOf(cities, 2, random) : cities;
        await db.insert(offerLocations).values(reached.map((locationId) => ({ offerId, locationId })));
      }
      if (useStores) {
        await db
          .insert(offerStoreLocations)
          .values(someOf(stores, 3, random).map((storeLocationId) => ({ offerId, storeLocationId })));
      }
    }
  }
}
