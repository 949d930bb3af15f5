// The heads of the flyers' list and of one flyer's page.
import { publicPaths } from '@ofertat/shared-api/deployment';
import type { Database } from '../../db/database.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { createFlyersRepository } from '../flyers/flyers-repository.js';
import { itemList } from './json-ld.js';
import { count, dayOf, type HeadKit, ITEM_LIST_SIZE, type PageHead, titled, TITLES } from './page-head-kit.js';

export function createFlyerHeads(db: Database, kit: HeadKit) {
  const flyers = createFlyersRepository(db);
  return {
    async flyerListPage(): Promise<PageHead> {
      const rows = await flyers.listPublic(tiraneToday());
      const items = rows.map((row) => ({ path: publicPaths.flyer.getHref({ volantinoId: row.volantinoId }), name: `${row.volantinoName} – ${row.marketName}` }));
      return kit.page({
        title: titled(TITLES.flyers),
        description: `Fletëpalosjet e supermarketeve në Shqipëri: ${count(rows.length, 'fletëpalosje aktuale', 'fletëpalosje aktuale')}, për t'i shfletuar në telefon.`,
        canonicalPath: publicPaths.flyers.getHref(),
        jsonLd: [itemList(kit, TITLES.flyers, rows.length, items.slice(0, ITEM_LIST_SIZE))],
      });
    },

    async flyerPage(volantinoId: number): Promise<PageHead> {
      const row = await flyers.findById(volantinoId);
      if (!row?.marketActive) return kit.notFound;
      return kit.page({
        title: titled(row.volantinoName),
        description: `Fletëpalosja e ${row.marketName}, e vlefshme nga ${dayOf(row.volantinoStartDate)} deri më ${dayOf(row.volantinoEndDate)}.`,
        canonicalPath: publicPaths.flyer.getHref({ volantinoId }),
        image: { path: row.imagePath, alt: row.volantinoName, large: true },
      });
    },
  };
}
