// Queries of markets. A deactivated market (is_active false) is gone for the API: it leaves every list,
// its id answers 404, and the other features hide its offers, flyers, job posts and store locations.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Market, MarketDetail } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { locations, marketLocations, markets, storeLocations, users } from '../../db/schema.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { revokeSessionsOf } from '../users/users-repository.js';

const columns = { marketId: markets.id, marketName: markets.name, marketLogo: markets.logoPath };
type MarketRow = Omit<Market, 'marketLogoThumbnail'>;
/** The thumbnail's URL derives from the logo's (uploads/storage.ts), so it is not stored. */
const toMarket = (row: MarketRow): Market => ({ ...row, marketLogoThumbnail: thumbnailUrlOf(row.marketLogo) });
const isActiveMarket = (marketId: number) => and(eq(markets.id, marketId), eq(markets.isActive, true));

export function createMarketsRepository(db: Database) {
  async function findActive(marketId: number): Promise<Market | undefined> {
    const [row] = await db.select(columns).from(markets).where(isActiveMarket(marketId));
    return row && toMarket(row);
  }

  return {
    findActive,

    async listActive(): Promise<Market[]> {
      const rows = await db.select(columns).from(markets).where(eq(markets.isActive, true)).orderBy(asc(markets.id));
      return rows.map(toMarket);
    },

    /** The market with the cities it serves and how many store locations it has (super admin's view screen). */
    async findActiveDetail(marketId: number): Promise<MarketDetail | undefined> {
      const market = await findActive(marketId);
      if (!market) return undefined;
      const [cities, storeLocationCount] = await Promise.all([
        db
          .select({ locationId: locations.id, locationName: locations.name })
          .from(marketLocations)
          .innerJoin(locations, eq(locations.id, marketLocations.locationId))
          .where(eq(marketLocations.marketId, marketId))
          .orderBy(asc(sql`search_key(${locations.name})`), asc(locations.id)),
        db.$count(storeLocations, eq(storeLocations.marketId, marketId)),
      ]);
      return { ...market, cities, storeLocationCount };
    },

    /** An active market named `name` ignoring case and accents, other than `exceptId`. */
    async findActiveByName(name: string, exceptId?: number): Promise<Market | undefined> {
      const [row] = await db
        .select(columns)
        .from(markets)
        .where(
          and(
            eq(markets.isActive, true),
            sql`search_key(${markets.name}) = search_key(${name})`,
            exceptId === undefined ? undefined : ne(markets.id, exceptId),
          ),
        )
        .limit(1);
      return row && toMarket(row);
    },

    async create(input: { name: string; logoPath: string | null }): Promise<Market> {
      const [row] = await db.insert(markets).values(input).returning(columns);
      return toMarket(row!);
    },

    /** Renames (and with a logo, re-logos) an active market; undefined when there is none with that id. */
    async update(marketId: number, input: { name: string; logoPath?: string }): Promise<Market | undefined> {
      const [row] = await db.update(markets).set(input).where(isActiveMarket(marketId)).returning(columns);
      return row && toMarket(row);
    },

    /**
     * Deactivates an active market together with its accounts: its users (except super admins, who manage
     * every market) are deactivated and their sessions revoked, so they can neither log in nor keep using a
     * token. Returns false when there is no active market with that id.
     */
    async deactivate(marketId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [market] = await tx
          .update(markets)
          .set({ isActive: false })
          .where(isActiveMarket(marketId))
          .returning({ id: markets.id });
        if (!market) return false;
        const marketUsers = await tx
          .update(users)
          .set({ isActive: false })
          .where(and(eq(users.marketId, marketId), ne(users.role, 'ROLE_SUPER_ADMIN')))
          .returning({ id: users.id });
        await revokeSessionsOf(
          tx,
          marketUsers.map((user) => user.id),
        );
        return true;
      });
    },
  };
}
