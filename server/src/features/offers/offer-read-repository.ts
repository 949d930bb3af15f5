// Reads of the offers feature for the admin areas: an offer's details, a market's offers and the super admin's
// overview, "current" by the catalogue's rule (currentOfferSql) against the day the caller passes (tiraneToday()).
// The public cards come from the catalogue (features/catalogue); writes are in offer-write-repository.ts.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { locations, markets, offerLocations, offerProducts, offers, offerStoreLocations, products, storeLocations } from '../../db/schema.js';
import type { OfferDetail, OfferListItem, OfferOverviewItem } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { NotFoundError } from '../../lib/domain-errors.js';
import { currentOfferSql } from '../catalogue/current-offer.js';
import { discountPercentageOf } from '../catalogue/prices.js';

// The answers' shapes are the client's (shared-api), so the server cannot drift from what the remotes read.
export type { OfferDetail, OfferListItem, OfferOverviewItem } from '@ofertat/shared-api/contracts';

const offerStatusColumns = (today: string) => ({
  offerId: offers.id,
  offerName: offers.name,
  offerStartDate: offers.startDate,
  offerEndDate: offers.endDate,
  current: sql<boolean>`${currentOfferSql(today)}`,
  expired: sql<boolean>`(${offers.endDate} < ${today})`,
  productCount: count(offerProducts.productId),
});

/** The offers' reads for the admin areas. */
export function createOfferReads(db: Database) {
  return {
    /** The market of an offer, for the access check. */
    async getOfferMarketId(offerId: number): Promise<number> {
      const [row] = await db.select({ marketId: offers.marketId }).from(offers).where(eq(offers.id, offerId));
      if (!row) throw offerNotFound();
      return row.marketId;
    },

    async getDetail(offerId: number): Promise<OfferDetail> {
      const [row] = await db
        .select({
          offerId: offers.id,
          offerName: offers.name,
          startDate: offers.startDate,
          endDate: offers.endDate,
          marketId: offers.marketId,
          marketName: markets.name,
          locations: sql<OfferDetail['locations']>`(
            select coalesce(json_agg(json_build_object('locationId', ${locations.id}, 'locationName', ${locations.name})
                                     order by ${locations.name}, ${locations.id}), '[]'::json)
            from ${offerLocations} join ${locations} on ${locations.id} = ${offerLocations.locationId}
            where ${offerLocations.offerId} = ${offers.id})`,
          storeLocations: sql<OfferDetail['storeLocations']>`(
            select coalesce(json_agg(json_build_object('storeLocationId', ${storeLocations.id}, 'storeLocationName', ${storeLocations.name})
                                     order by ${storeLocations.name}, ${storeLocations.id}), '[]'::json)
            from ${offerStoreLocations} join ${storeLocations} on ${storeLocations.id} = ${offerStoreLocations.storeLocationId}
            where ${offerStoreLocations.offerId} = ${offers.id})`,
          // Prices travel as text inside the JSON so numeric(12,2) is converted by fromNumeric like everywhere else.
          products: sql<{ productId: number; productName: string; productUnit: string; oldPrice: string; newPrice: string }[]>`(
            select coalesce(json_agg(json_build_object('productId', ${products.id}, 'productName', ${products.name},
                                                       'productUnit', ${products.unit},
                                                       'oldPrice', ${offerProducts.oldPrice}::text, 'newPrice', ${offerProducts.newPrice}::text)
                                     order by ${offerProducts.position}, ${products.name}, ${products.id}), '[]'::json)
            from ${offerProducts} join ${products} on ${products.id} = ${offerProducts.productId}
            where ${offerProducts.offerId} = ${offers.id})`,
        })
        .from(offers)
        .innerJoin(markets, eq(markets.id, offers.marketId))
        .where(eq(offers.id, offerId));
      if (!row) throw offerNotFound();
      return {
        ...row,
        products: row.products.map((line) => {
          const oldPrice = fromNumeric(line.oldPrice);
          const newPrice = fromNumeric(line.newPrice);
          return { ...line, oldPrice, newPrice, discountPercentage: discountPercentageOf(oldPrice, newPrice) };
        }),
      };
    },

    /** Every offer of the market, expired ones included, newest first. */
    listForMarket(today: string, marketId: number): Promise<OfferListItem[]> {
      return db
        .select(offerStatusColumns(today))
        .from(offers)
        .leftJoin(offerProducts, eq(offerProducts.offerId, offers.id))
        .where(eq(offers.marketId, marketId))
        .groupBy(offers.id)
        .orderBy(desc(offers.startDate), desc(offers.id));
    },

    /** Every offer of every market, for the super admin's overview, newest first. */
    listAll(today: string): Promise<OfferOverviewItem[]> {
      return db
        .select({ ...offerStatusColumns(today), marketId: markets.id, marketName: markets.name, marketActive: markets.isActive })
        .from(offers)
        .innerJoin(markets, eq(markets.id, offers.marketId))
        .leftJoin(offerProducts, eq(offerProducts.offerId, offers.id))
        .groupBy(offers.id, markets.id)
        .orderBy(desc(offers.startDate), desc(offers.id));
    },
  };
}

export const offerNotFound = () => new NotFoundError(messages.offers.notFound);
