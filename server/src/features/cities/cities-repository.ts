// Queries of cities ("locations") and of the cities each market serves (market_locations).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { City } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { locations, marketLocations, markets } from '../../db/schema.js';

const cityColumns = { locationId: locations.id, locationName: locations.name };
// Alphabetical without regard to case or accents, so "Çorovodë" sorts with the c's and not after "Z".
const byName = [asc(sql`search_key(${locations.name})`), asc(locations.id)];

export function createCitiesRepository(db: Database) {
  return {
    listCities(): Promise<City[]> {
      return db.select(cityColumns).from(locations).orderBy(...byName);
    },

    /** A city whose name equals `name` ignoring case and accents ("korce" finds "Korçë"). */
    async findCityByName(name: string): Promise<City | undefined> {
      const [row] = await db
        .select(cityColumns)
        .from(locations)
        .where(sql`search_key(${locations.name}) = search_key(${name})`)
        .limit(1);
      return row;
    },

    async createCity(name: string): Promise<City> {
      const [row] = await db.insert(locations).values({ name }).returning(cityColumns);
      return row!;
    },

    async marketExists(marketId: number): Promise<boolean> {
      return (await db.$count(markets, eq(markets.id, marketId))) > 0;
    },

    /** Those of `cityIds` that name no city. */
    async findUnknownCityIds(cityIds: number[]): Promise<number[]> {
      const known = new Set(
        (await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, cityIds))).map((row) => row.id),
      );
      return cityIds.filter((id) => !known.has(id));
    },

    listMarketCities(marketId: number): Promise<City[]> {
      return db
        .select(cityColumns)
        .from(marketLocations)
        .innerJoin(locations, eq(locations.id, marketLocations.locationId))
        .where(eq(marketLocations.marketId, marketId))
        .orderBy(...byName);
    },

    /** Makes `cityIds` the market's whole set of cities, atomically: readers never see a half-written set. */
    async replaceMarketCities(marketId: number, cityIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(marketLocations).where(eq(marketLocations.marketId, marketId));
        await tx.insert(marketLocations).values(cityIds.map((locationId) => ({ marketId, locationId })));
      });
    },
  };
}
