// Writes of the offers feature: create, edit and delete, each in one transaction with the price history's record of
// what it publishes and the 30-day lows of what it makes current. Reads are in offer-read-repository.ts.
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { locations, markets, offerLocations, offerProducts, offers, offerStoreLocations, products, storeLocations } from '../../db/schema.js';
import { MissingReferenceError, OtherMarketError } from '../../lib/domain-errors.js';
import { referencePrices } from '../price-history/lowest-prices.js';
import { offerLinesBefore, type PublishedOffer, recordOfferDeleted, recordOfferPublished } from '../price-history/price-records.js';
import { offerMessages } from './offer-messages.js';
import { offerNotFound } from './offer-read-repository.js';

/** What create and edit store, after validation and market resolution. */
export interface OfferWrite {
  offerName: string;
  marketId: number;
  startDate: string;
  endDate: string;
  locationIds: number[];
  storeLocationIds: number[];
  products: { productId: number; oldPrice: number; newPrice: number }[];
}

/**
 * A current offer's 30-day lows are kept as it is written (a few lines), so that no visitor's read has to compute
 * them; an offer that starts later gets them on the first read once it has started.
 */
async function rememberLows(executor: Pick<Database, 'execute'>, offer: OfferWrite, today: string): Promise<void> {
  if (offer.startDate > today) return;
  await referencePrices(executor, offer.products.map((line) => ({ productId: line.productId, marketId: offer.marketId, startDate: offer.startDate })), today);
}

/** The offers' writes. */
export function createOfferWrites(db: Database) {
  return {
    /** `today` (the server's clock) dates the price history's record of what this write publishes. */
    async create(offer: OfferWrite, today: string): Promise<number> {
      return db.transaction(async (tx) => {
        await assertReferences(tx, offer);
        const [row] = await tx
          .insert(offers)
          .values({ name: offer.offerName, marketId: offer.marketId, startDate: offer.startDate, endDate: offer.endDate })
          .returning({ id: offers.id });
        await insertLinks(tx, row!.id, offer);
        await recordOfferPublished(tx, publishedOffer(row!.id, offer), today);
        await rememberLows(tx, offer, today);
        return row!.id;
      });
    },

    /** Replaces the offer and all its links at once. */
    async update(offerId: number, offer: OfferWrite, today: string): Promise<void> {
      return db.transaction(async (tx) => {
        await assertReferences(tx, offer);
        const before = await offerLinesBefore(tx, offerId);
        const updated = await tx
          .update(offers)
          .set({ name: offer.offerName, marketId: offer.marketId, startDate: offer.startDate, endDate: offer.endDate })
          .where(eq(offers.id, offerId))
          .returning({ id: offers.id });
        if (updated.length === 0) throw offerNotFound();
        await tx.delete(offerProducts).where(eq(offerProducts.offerId, offerId));
        await tx.delete(offerLocations).where(eq(offerLocations.offerId, offerId));
        await tx.delete(offerStoreLocations).where(eq(offerStoreLocations.offerId, offerId));
        await insertLinks(tx, offerId, offer);
        await recordOfferPublished(tx, publishedOffer(offerId, offer), today, before);
        await rememberLows(tx, offer, today);
      });
    },

    /** Links go with the offer (on delete cascade). */
    async delete(offerId: number, today: string): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await offerLinesBefore(tx, offerId);
        const deleted = await tx.delete(offers).where(eq(offers.id, offerId)).returning({ id: offers.id });
        if (deleted.length === 0) throw offerNotFound();
        await recordOfferDeleted(tx, offerId, before, today);
      });
    },
  };
}

/** What the price history records of an offer write. */
const publishedOffer = (offerId: number, offer: OfferWrite): PublishedOffer => ({
  offerId,
  marketId: offer.marketId,
  startDate: offer.startDate,
  endDate: offer.endDate,
  lines: offer.products,
});

/**
 * Server-only rules on the ids an offer refers to: the market exists, products are global or of that
 * market, cities exist (any city: a market's city list is edited on its own and must not break offers),
 * store locations are of that market.
 */
async function assertReferences(db: Database, offer: OfferWrite): Promise<void> {
  const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, offer.marketId));
  if (!market) throw new MissingReferenceError(offerMessages.marketNotFound);

  const productIds = offer.products.map((line) => line.productId);
  const foundProducts = await db
    .select({ id: products.id, marketId: products.marketId })
    .from(products)
    .where(inArray(products.id, productIds));
  if (foundProducts.length !== new Set(productIds).size) throw new MissingReferenceError(offerMessages.productsNotFound);
  if (foundProducts.some((product) => product.marketId !== null && product.marketId !== offer.marketId)) {
    throw new OtherMarketError(offerMessages.productsOfOtherMarket);
  }

  const locationIds = [...new Set(offer.locationIds)];
  if (locationIds.length > 0) {
    const [found] = await db.select({ n: count() }).from(locations).where(inArray(locations.id, locationIds));
    if (found!.n !== locationIds.length) throw new MissingReferenceError(offerMessages.citiesNotFound);
  }

  const storeLocationIds = [...new Set(offer.storeLocationIds)];
  if (storeLocationIds.length > 0) {
    const found = await db
      .select({ marketId: storeLocations.marketId })
      .from(storeLocations)
      .where(inArray(storeLocations.id, storeLocationIds));
    if (found.length !== storeLocationIds.length) throw new MissingReferenceError(offerMessages.storePointsNotFound);
    if (found.some((store) => store.marketId !== offer.marketId)) throw new OtherMarketError(offerMessages.storePointsOfOtherMarket);
  }
}

async function insertLinks(db: Database, offerId: number, offer: OfferWrite): Promise<void> {
  await db.insert(offerProducts).values(
    offer.products.map((line, position) => ({
      offerId,
      productId: line.productId,
      position,
      oldPrice: line.oldPrice.toFixed(2),
      newPrice: line.newPrice.toFixed(2),
    })),
  );
  const locationIds = [...new Set(offer.locationIds)];
  if (locationIds.length > 0) {
    await db.insert(offerLocations).values(locationIds.map((locationId) => ({ offerId, locationId })));
  }
  const storeLocationIds = [...new Set(offer.storeLocationIds)];
  if (storeLocationIds.length > 0) {
    await db.insert(offerStoreLocations).values(storeLocationIds.map((storeLocationId) => ({ offerId, storeLocationId })));
  }
}
