// Queries of flyers (volantino) with the name and logo of their market.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { countMarketEvent } from '../../db/event-counts.js';
import { markets, volantinos } from '../../db/schema.js';

export interface FlyerRow {
  volantinoId: number;
  marketId: number;
  marketName: string;
  marketLogoPath: string | null;
  marketActive: boolean;
  volantinoName: string;
  imagePath: string;
  pdfPath: string;
  volantinoStartDate: string;
  volantinoEndDate: string;
  clicks: number;
}

export interface FlyerValues {
  name: string;
  startDate: string;
  endDate: string;
}

export interface FlyerFilePaths {
  imagePath: string;
  pdfPath: string;
}

const flyerColumns = {
  volantinoId: volantinos.id,
  marketId: volantinos.marketId,
  marketName: markets.name,
  marketLogoPath: markets.logoPath,
  marketActive: markets.isActive,
  volantinoName: volantinos.name,
  imagePath: volantinos.imagePath,
  pdfPath: volantinos.pdfPath,
  volantinoStartDate: volantinos.startDate,
  volantinoEndDate: volantinos.endDate,
  clicks: volantinos.clicks,
};
// Newest first: the flyer that started last is the one a visitor looks for.
const newestFirst = [desc(volantinos.startDate), desc(volantinos.id)];

export function createFlyersRepository(db: Database) {
  const selectFlyers = () =>
    db.select(flyerColumns).from(volantinos).innerJoin(markets, eq(markets.id, volantinos.marketId));

  return {
    /** Flyers of active markets that have not ended by `today` (Europe/Tirane YYYY-MM-DD). */
    listPublic(today: string): Promise<FlyerRow[]> {
      return selectFlyers()
        .where(and(eq(markets.isActive, true), gte(volantinos.endDate, today)))
        .orderBy(...newestFirst);
    },

    /** Every flyer of the market, ended ones included: the market admin's list. */
    listForMarket(marketId: number): Promise<FlyerRow[]> {
      return selectFlyers().where(eq(volantinos.marketId, marketId)).orderBy(...newestFirst);
    },

    async findById(id: number): Promise<FlyerRow | undefined> {
      const [row] = await selectFlyers().where(eq(volantinos.id, id));
      return row;
    },

    async marketExists(marketId: number): Promise<boolean> {
      return (await db.$count(markets, eq(markets.id, marketId))) > 0;
    },

    async create(marketId: number, values: FlyerValues, files: FlyerFilePaths): Promise<number> {
      const [row] = await db
        .insert(volantinos)
        .values({ marketId, ...values, ...files })
        .returning({ id: volantinos.id });
      return row!.id;
    },

    /** Files left out keep the current ones. False when the flyer is gone (deleted meanwhile). */
    async update(id: number, values: FlyerValues, files: Partial<FlyerFilePaths>): Promise<boolean> {
      const written = await db
        .update(volantinos)
        .set({ ...values, ...files })
        .where(eq(volantinos.id, id))
        .returning({ id: volantinos.id });
      return written.length > 0;
    },

    async delete(id: number): Promise<void> {
      await db.delete(volantinos).where(eq(volantinos.id, id));
    },

    /**
     * Counts a click on a flyer of an active market, in its total and in its market's opens of `day`, in one
     * statement; false when there is no such flyer.
     */
    async recordClick(id: number, day: string): Promise<boolean> {
      const clicked = sql`update ${volantinos} set clicks = clicks + 1
        where id = ${id} and market_id in (select id from ${markets} where is_active)
        returning market_id`;
      const counted = await db.execute(
        sql`with clicked as (${clicked}) ${countMarketEvent(day, 'flyerOpen', sql`select market_id from clicked`)}`,
      );
      return counted.rows.length > 0;
    },
  };
}
