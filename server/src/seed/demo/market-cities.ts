import type { Database } from '../../db/database.js';
import { marketLocations } from '../../db/schema.js';
import type { SeededStorePoint } from './store-points.js';

/** Each market serves the cities it has store locations in. */
export async function seedMarketCities(db: Database, stores: SeededStorePoint[]): Promise<void> {
  const links = new Map(stores.map((store) => [`${store.marketId}:${store.locationId}`, store]));
  await db
    .insert(marketLocations)
    .values([...links.values()].map(({ marketId, locationId }) => ({ marketId, locationId })));
}
