// Queries of store locations (a market's shops, with coordinates for the public map).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { stillOfMarket } from '../auth/market-access.js';
import type { Database } from '../../db/database.js';
import { locations, markets, storeLocations } from '../../db/schema.js';

export interface StorePointRow {
  storeLocationId: number;
  storeLocationName: string;
  /** numeric(9,6), as the driver returns it. */
  latitude: string;
  longitude: string;
  marketId: number;
  marketName: string;
  marketLogoPath: string | null;
  locationId: number | null;
}

/** A store point as its public page names it: with its city's name. */
export interface PublicStorePointRow extends StorePointRow {
  cityName: string | null;
}

export interface StorePointInput {
  name: string;
  latitude: number;
  longitude: number;
  marketId: number;
  locationId: number | null;
}

const columns = {
  storeLocationId: storeLocations.id,
  storeLocationName: storeLocations.name,
  latitude: storeLocations.latitude,
  longitude: storeLocations.longitude,
  marketId: storeLocations.marketId,
  marketName: markets.name,
  marketLogoPath: markets.logoPath,
  locationId: storeLocations.locationId,
};

const toRow = ({ name, latitude, longitude, marketId, locationId }: StorePointInput) => ({
  name,
  latitude: String(latitude),
  longitude: String(longitude),
  marketId,
  locationId,
});

export function createStorePointsRepository(db: Database) {
  const select = (where?: SQL) =>
    db
      .select(columns)
      .from(storeLocations)
      .innerJoin(markets, eq(markets.id, storeLocations.marketId))
      .where(where)
      .orderBy(asc(storeLocations.marketId), asc(storeLocations.name), asc(storeLocations.id));

  return {
    /** The public map: store locations of active markets only. */
    listPublic(): Promise<StorePointRow[]> {
      return select(eq(markets.isActive, true));
    },

    /** One store location of an active market, with its city's name: its offers screen and that page's head. */
    async findPublic(id: number): Promise<PublicStorePointRow | undefined> {
      const [row] = await db
        .select({ ...columns, cityName: locations.name })
        .from(storeLocations)
        .innerJoin(markets, eq(markets.id, storeLocations.marketId))
        .leftJoin(locations, eq(locations.id, storeLocations.locationId))
        .where(and(eq(storeLocations.id, id), eq(markets.isActive, true)));
      return row;
    },

    /** Every store location of one market, or of all markets when `marketId` is undefined. */
    listForAdmin(marketId: number | undefined): Promise<StorePointRow[]> {
      return select(marketId === undefined ? undefined : eq(storeLocations.marketId, marketId));
    },

    async findById(id: number): Promise<StorePointRow | undefined> {
      const [row] = await select(eq(storeLocations.id, id));
      return row;
    },

    async create(input: StorePointInput): Promise<number> {
      const [row] = await db.insert(storeLocations).values(toRow(input)).returning({ id: storeLocations.id });
      return row!.id;
    },

    /** False when the store point is no longer of `ownerMarketId`, its access's market (stillOfMarket), or gone. */
    async update(id: number, ownerMarketId: number, input: StorePointInput): Promise<boolean> {
      const written = await db.update(storeLocations).set(toRow(input)).where(stillOfMarket(storeLocations, id, ownerMarketId)).returning({ id: storeLocations.id });
      return written.length > 0;
    },

    /** Offers keep existing; their links to this store go with it (offer_store_locations cascades). As `update`. */
    async delete(id: number, ownerMarketId: number): Promise<boolean> {
      const written = await db.delete(storeLocations).where(stillOfMarket(storeLocations, id, ownerMarketId)).returning({ id: storeLocations.id });
      return written.length > 0;
    },

    async marketExists(marketId: number): Promise<boolean> {
      return (await db.$count(markets, eq(markets.id, marketId))) > 0;
    },

    async cityExists(locationId: number): Promise<boolean> {
      return (await db.$count(locations, eq(locations.id, locationId))) > 0;
    },
  };
}
