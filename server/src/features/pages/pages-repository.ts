// Queries of the public pages' heads and of the sitemap that no other feature's repository answers: the cities a
// market's job posts may be in, and every public address with its last change. The rest of what a page's head says
// (a product with its offers, a market's first offers, a store point, the flyers, the job posts) comes from the
// features that answer the same page's API calls, so the head and the page agree.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/** One kind of public address in the sitemap. */
export type SitemapKind = 'product' | 'market' | 'store' | 'flyer' | 'job';

export interface SitemapRow {
  kind: SitemapKind;
  id: number;
  lastModified: Date;
}

export function createPagesRepository(db: Database) {
  return {
    /**
     * The cities a market is known to be in: those of its store points and those it serves. A job post names no
     * place of its own, so its place is known only when this is one city.
     */
    async marketCities(marketId: number): Promise<string[]> {
      const result = await db.execute<{ name: string }>(sql`
        select c.name from locations c
        where c.id in (select location_id from store_locations where market_id = ${marketId})
           or c.id in (select location_id from market_locations where market_id = ${marketId})
        order by c.name`);
      return result.rows.map((row) => row.name);
    },

    /**
     * Every public address with an id, one statement: the products the catalogue shows on a public line
     * (`productIds`), active markets, their store points, flyers not ended and active job posts. A row's last change is its own (updated_at),
     * and for a product, a market and its store points also the newest price record (every offer write appends them):
     * their pages show those prices.
     */
    async sitemapRows(today: string, productIds: readonly number[]): Promise<SitemapRow[]> {
      const result = await db.execute<{ kind: SitemapKind; id: number; lastModified: Date | string }>(sql`
        with market_changes as (
          select m.id, greatest(m.updated_at, (select max(r.created_at) from price_records r where r.market_id = m.id)) as changed
          from markets m where m.is_active
        )
        select 'product' as kind, p.id, greatest(p.updated_at, max(r.created_at)) as "lastModified"
        from products p
        left join price_records r on r.product_id = p.id
        where p.id = any(${`{${productIds.join(',')}}`}::integer[])
        group by p.id
        union all
        select 'market', id, changed from market_changes
        union all
        select 'store', s.id, greatest(s.updated_at, mc.changed) from store_locations s join market_changes mc on mc.id = s.market_id
        union all
        select 'flyer', v.id, v.updated_at from volantinos v join market_changes mc on mc.id = v.market_id where v.end_date >= ${today}
        union all
        select 'job', j.id, j.updated_at from job_posts j join market_changes mc on mc.id = j.market_id where j.active
        order by 1, 2`);
      // PGlite returns timestamps as Dates, node-postgres too; text is parsed in case a driver returns it.
      return result.rows.map((row) => ({ kind: row.kind, id: Number(row.id), lastModified: new Date(row.lastModified) }));
    },
  };
}
