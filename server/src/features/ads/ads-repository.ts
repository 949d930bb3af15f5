// Queries of the home-page advertisements.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Ad } from '@ofertat/shared-api/contracts';
import type { Database } from '../../db/database.js';
import { countAdClick } from '../../db/event-counts.js';
import { ads } from '../../db/schema.js';

export interface AdInput {
  name: string;
  outsideLink: string;
  active: boolean;
  displayOrder: number;
  /** Absent on edit: the image stays as it is. */
  imagePath?: string;
}

const columns = {
  adsId: ads.id,
  adsName: ads.name,
  adsOutsideLink: ads.outsideLink,
  adsImageUrl: ads.imagePath,
  active: ads.active,
  displayOrder: ads.displayOrder,
  adsClicks: ads.clicks,
};

export function createAdsRepository(db: Database) {
  return {
    /** Every ad, active or not: ads are created inactive by default and switched on from the edit screen. */
    list(): Promise<Ad[]> {
      return db.select(columns).from(ads).orderBy(asc(ads.id));
    },

    async findById(adId: number): Promise<Ad | undefined> {
      const [row] = await db.select(columns).from(ads).where(eq(ads.id, adId));
      return row;
    },

    /** The ad served in a slot (1 = top, 2 = bottom): the most recent active one. */
    async findServed(displayOrder: number): Promise<Ad | undefined> {
      const [row] = await db
        .select(columns)
        .from(ads)
        .where(and(eq(ads.active, true), eq(ads.displayOrder, displayOrder)))
        .orderBy(desc(ads.createdAt), desc(ads.id))
        .limit(1);
      return row;
    },

    async create(input: AdInput & { imagePath: string }): Promise<Ad> {
      const [row] = await db.insert(ads).values(input).returning(columns);
      return row!;
    },

    async update(adId: number, input: AdInput): Promise<Ad | undefined> {
      const [row] = await db.update(ads).set(input).where(eq(ads.id, adId)).returning(columns);
      return row;
    },

    async deactivate(adId: number): Promise<boolean> {
      const rows = await db.update(ads).set({ active: false }).where(eq(ads.id, adId)).returning({ id: ads.id });
      return rows.length > 0;
    },

    /**
     * Counts a click on an active ad (only those are shown), in its total and in its clicks of `day`, in one
     * statement; false when there is none with that id.
     */
    async recordClick(adId: number, day: string): Promise<boolean> {
      const clicked = sql`update ${ads} set clicks = clicks + 1 where id = ${adId} and active returning id`;
      const counted = await db.execute(sql`with clicked as (${clicked}) ${countAdClick(day, sql`select id from clicked`)}`);
      return counted.rows.length > 0;
    },
  };
}
