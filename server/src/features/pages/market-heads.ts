// The heads of a market's and a store point's pages: the first products of the screen, in its order, from the same
// comparison the page lists.
import { publicPaths } from '@ofertat/shared-api/deployment';
import type { Database } from '../../db/database.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { productGroups } from '../catalogue/product-groups.js';
import { fromNumeric } from '../../db/numeric.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { createMarketsRepository } from '../markets/markets-repository.js';
import { createStorePointsRepository } from '../store-points/store-points-repository.js';
import { groceryStoreJsonLd, itemList } from './json-ld.js';
import { count, type HeadKit, ITEM_LIST_SIZE, type PageHead, titled } from './page-head-kit.js';

export function createMarketHeads(db: Database, catalogue: Catalogue, kit: HeadKit) {
  const markets = createMarketsRepository(db);
  const storePoints = createStorePointsRepository(db);

  /** The first products of a market's or a store's screen, in the screen's order (newest campaign first). */
  async function firstProducts(filter: { marketId: number } | { storeLocationId: number }) {
    const found = productGroups(await catalogue.current(tiraneToday()), { ...filter, sort: 'newest', page: 1, pageSize: ITEM_LIST_SIZE });
    return {
      total: found.total,
      items: found.items.map((group) => ({ path: publicPaths.product.getHref({ productId: group.productId }), name: group.productName })),
    };
  }

  return {
    async marketPage(marketId: number): Promise<PageHead> {
      const market = await markets.findActive(marketId);
      if (!market) return kit.notFound;
      const { total, items } = await firstProducts({ marketId });
      const canonicalPath = publicPaths.marketOffers.getHref({ marketId });
      return kit.page({
        title: titled(market.marketName),
        description: `Ofertat aktuale të ${market.marketName}: ${count(total, 'produkt', 'produkte')} me çmime në ALL, çmimi për njësi dhe zbritja e vërtetë.`,
        canonicalPath,
        image: kit.imageOr(market.marketLogo, market.marketName, false),
        jsonLd: [itemList(kit, `Ofertat e ${market.marketName}`, total, items)],
      });
    },

    async storePage(storeLocationId: number): Promise<PageHead> {
      const store = await storePoints.findPublic(storeLocationId);
      if (!store) return kit.notFound;
      const { total, items } = await firstProducts({ storeLocationId });
      const canonicalPath = publicPaths.storeOffers.getHref({ storeLocationId });
      const place = `${store.marketName} ${store.storeLocationName}${store.cityName ? `, ${store.cityName}` : ''}`;
      const groceryStore = groceryStoreJsonLd(kit.absolute(canonicalPath), {
        marketName: store.marketName,
        storeLocationName: store.storeLocationName,
        cityName: store.cityName,
        logoUrl: store.marketLogoPath ? kit.absolute(store.marketLogoPath) : null,
        latitude: fromNumeric(store.latitude),
        longitude: fromNumeric(store.longitude),
      });
      return kit.page({
        title: titled(store.storeLocationName),
        description: `Ofertat aktuale në ${place}: ${count(total, 'produkt', 'produkte')} me çmime në ALL.`,
        canonicalPath,
        image: kit.imageOr(store.marketLogoPath, store.marketName, false),
        jsonLd: [groceryStore, itemList(kit, `Ofertat në ${place}`, total, items)],
      });
    },
  };
}
