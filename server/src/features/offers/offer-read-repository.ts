// Reads of the offers feature. A market's public items are read set-based (the cards, then their offers' links,
// then their 30-day lows), never per row, so a miss costs a few statements whatever the number of cards; "current"
// is the catalogue's rule (currentOfferSql) against the day the caller passes (tiraneToday()). Writes are in
// offer-write-repository.ts.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { locations, markets, offerLocations, offerProducts, offers, offerStoreLocations, products, storeLocations } from '../../db/schema.js';
import type { OfferCard, OfferDetail, OfferListItem, OfferOverviewItem, QuantityUnit } from '@ofertat/shared-api/contracts';
import { messages, unitPriceOf } from '@ofertat/shared-api/validation';
import { NotFoundError } from '../../lib/domain-errors.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { currentOfferSql } from '../catalogue/current-offer.js';
import { discountPercentageOf, realDiscountPercentageOf } from '../catalogue/prices.js';
import type { OfferReach } from '../catalogue/reach.js';
import { referencePrices, windowKey } from '../price-history/lowest-prices.js';

// The answers' shapes are the client's (shared-api), so the server cannot drift from what the remotes read.
export type { OfferCard, OfferDetail, OfferListItem, OfferOverviewItem } from '@ofertat/shared-api/contracts';

export interface SearchCriteria {
  productId: number | null;
  categoryId: number | null;
  locationId: number | null;
  marketId: number | null;
}

const cardColumns = {
  offerId: offers.id,
  productId: products.id,
  productName: products.name,
  productImagePath: products.imagePath,
  productUnit: products.unit,
  oldPrice: offerProducts.oldPrice,
  newPrice: offerProducts.newPrice,
  marketId: markets.id,
  marketName: markets.name,
  marketLogoPath: markets.logoPath,
  offerStartDate: offers.startDate,
  offerEndDate: offers.endDate,
  quantityAmount: products.quantityAmount,
  quantityUnit: sql<QuantityUnit | null>`${products.quantityUnit}`,
};

export interface CardRow {
  offerId: number;
  productId: number;
  productName: string;
  productImagePath: string | null;
  productUnit: string;
  oldPrice: string;
  newPrice: string;
  marketId: number;
  marketName: string;
  marketLogoPath: string | null;
  offerStartDate: string;
  offerEndDate: string;
  quantityAmount: string | null;
  quantityUnit: QuantityUnit | null;
}

/** A card before the price history has given it lowestPrice30Days and realDiscountPercentage. */
export type CardWithoutHistory = Omit<OfferCard, 'lowestPrice30Days' | 'realDiscountPercentage'>;

// Cards are shown in lists: they link the small copies of the product image and the market logo.
export function toCard(row: CardRow): CardWithoutHistory {
  const oldPrice = fromNumeric(row.oldPrice);
  const newPrice = fromNumeric(row.newPrice);
  const quantity = row.quantityAmount === null || row.quantityUnit === null ? null : { amount: fromNumeric(row.quantityAmount), unit: row.quantityUnit };
  return {
    offerId: row.offerId,
    offertaId: row.offerId,
    productId: row.productId,
    productName: row.productName,
    productImage: thumbnailUrlOf(row.productImagePath),
    productUnit: row.productUnit,
    oldPrice,
    newPrice,
    discountPercentage: discountPercentageOf(oldPrice, newPrice),
    marketId: row.marketId,
    marketName: row.marketName,
    marketLogo: thumbnailUrlOf(row.marketLogoPath),
    offerStartDate: row.offerStartDate,
    offerEndDate: row.offerEndDate,
    unitPrice: unitPriceOf(newPrice, quantity),
    unitPriceUnit: quantity?.unit ?? null,
  };
}

/** lowestPrice30Days and realDiscountPercentage of every card (COMPARISON.md §2), in batched statements. */
async function withReferencePrices(db: Database, cards: CardWithoutHistory[], today: string): Promise<OfferCard[]> {
  const windows = cards.map((card) => ({ productId: card.productId, marketId: card.marketId, startDate: card.offerStartDate }));
  const lowest = await referencePrices(db, windows, today);
  return cards.map((card, index) => {
    const lowestPrice30Days = lowest.get(windowKey(windows[index]!)) ?? null;
    return { ...card, lowestPrice30Days, realDiscountPercentage: realDiscountPercentageOf(lowestPrice30Days, card.newPrice) };
  });
}

// Newest campaign first, its products by name; ids break every tie so pages never reshuffle.
const cardOrder = [desc(offers.startDate), desc(offers.id), asc(products.name), asc(products.id)];

/**
 * A current item with what the public lists filter it by, beside its card: the product's category, the cities the
 * offer names, its store points and their cities (offer-cards.ts).
 */
export interface CardItem extends OfferReach {
  card: OfferCard;
  categoryId: number;
}

type OfferLinks = OfferReach;
const NO_LINKS: OfferLinks = { cityIds: [], storeIds: [], storeCityIds: [] };

/** A store point as its offer screen needs it: the market that runs it and the city it stands in. */
export interface StoreOwner {
  marketId: number;
  cityId: number | null;
}

const offerStatusColumns = (today: string) => ({
  offerId: offers.id,
  offerName: offers.name,
  offerStartDate: offers.startDate,
  offerEndDate: offers.endDate,
  current: sql<boolean>`${currentOfferSql(today)}`,
  expired: sql<boolean>`(${offers.endDate} < ${today})`,
  productCount: count(offerProducts.productId),
});

/** The offers' reads: the public cards' items, and what the admin areas list and view. */
export function createOfferReads(db: Database) {
  /**
   * The cities, store points and store-point cities of the offers `where` selects, set-based: one statement, where a
   * subquery per card row cost a scan per row (3 s for a market of 3 300 items at national scale).
   */
  async function offerLinks(where: SQL | undefined): Promise<Map<number, OfferLinks>> {
    const selected = db.select({ id: offers.id }).from(offers).innerJoin(markets, eq(markets.id, offers.marketId)).where(where);
    const [cities, stores] = await Promise.all([
      db.select({ offerId: offerLocations.offerId, cityId: offerLocations.locationId }).from(offerLocations).where(inArray(offerLocations.offerId, selected)),
      db
        .select({ offerId: offerStoreLocations.offerId, storeId: offerStoreLocations.storeLocationId, cityId: storeLocations.locationId })
        .from(offerStoreLocations)
        .innerJoin(storeLocations, eq(storeLocations.id, offerStoreLocations.storeLocationId))
        .where(inArray(offerStoreLocations.offerId, selected)),
    ]);
    const links = new Map<number, OfferLinks>();
    const of = (offerId: number) => {
      let found = links.get(offerId);
      if (!found) {
        found = { cityIds: [], storeIds: [], storeCityIds: [] };
        links.set(offerId, found);
      }
      return found;
    };
    for (const row of cities) of(row.offerId).cityIds.push(row.cityId);
    for (const row of stores) {
      const offer = of(row.offerId);
      offer.storeIds.push(row.storeId);
      if (row.cityId !== null) offer.storeCityIds.push(row.cityId);
    }
    return links;
  }

  return {
    /**
     * One market's current items in card order, or only those of the given offers; none when the market is
     * deactivated or unknown.
     */
    async marketItems(today: string, marketId: number, offerIds?: readonly number[]): Promise<CardItem[]> {
      const ofMarket = and(
        currentOfferSql(today),
        eq(markets.isActive, true),
        eq(offers.marketId, marketId),
        offerIds === undefined ? undefined : inArray(offers.id, [...offerIds]),
      );
      const rows = await db
        .select({ ...cardColumns, categoryId: products.categoryId })
        .from(offerProducts)
        .innerJoin(offers, eq(offers.id, offerProducts.offerId))
        .innerJoin(markets, eq(markets.id, offers.marketId))
        .innerJoin(products, eq(products.id, offerProducts.productId))
        .where(ofMarket)
        .orderBy(...cardOrder);
      const links = await offerLinks(ofMarket);
      const cards = await withReferencePrices(db, rows.map(toCard), today);
      return rows.map((row, index) => ({ card: cards[index]!, categoryId: row.categoryId, ...(links.get(row.offerId) ?? NO_LINKS) }));
    },

    /** The market's store points with the city each stands in, for counting what their pages list. */
    async marketStores(marketId: number): Promise<(StoreOwner & { storeLocationId: number })[]> {
      return db
        .select({ storeLocationId: storeLocations.id, marketId: storeLocations.marketId, cityId: storeLocations.locationId })
        .from(storeLocations)
        .where(eq(storeLocations.marketId, marketId));
    },

    /** The ids of the active markets, whose items the public lists show. */
    async activeMarketIds(): Promise<number[]> {
      const rows = await db.select({ id: markets.id }).from(markets).where(eq(markets.isActive, true)).orderBy(asc(markets.id));
      return rows.map((row) => row.id);
    },

    /** The store point's market and city; undefined when it does not exist or its market is deactivated. */
    async storeOwner(storeLocationId: number): Promise<StoreOwner | undefined> {
      const [row] = await db
        .select({ marketId: storeLocations.marketId, cityId: storeLocations.locationId })
        .from(storeLocations)
        .innerJoin(markets, and(eq(markets.id, storeLocations.marketId), eq(markets.isActive, true)))
        .where(eq(storeLocations.id, storeLocationId));
      return row;
    },

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
