// The head of a product's page: its current offers' price range and markets, from the same answer as the page's
// own call (GET /api/compare/products/{id}).
import { publicPaths } from '@ofertat/shared-api/deployment';
import type { Database } from '../../db/database.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { productOffers } from '../catalogue/product-groups.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { createProductsRepository } from '../products/products-repository.js';
import { productJsonLd } from './json-ld.js';
import { count, type HeadKit, type PageHead, price, shorten, titled } from './page-head-kit.js';

export function createProductHead(db: Database, catalogue: Catalogue, kit: HeadKit) {
  const products = createProductsRepository(db);

  return async function productPage(productId: number): Promise<PageHead> {
    const asked = await products.findById(productId);
    // A linked product's page is its global product's (IDENTITY.md §2), whose address is the canonical one.
    const row = asked?.linkedProductId ? await products.findById(asked.linkedProductId) : asked;
    // A deactivated market's product is hidden like its offers (the API answers 404 too).
    if (!row?.isPublic) return kit.notFound;
    const offers = productOffers(await catalogue.current(tiraneToday()), row.productId, undefined);
    const canonicalPath = publicPaths.product.getHref({ productId: row.productId });
    const image = kit.imageOr(row.imagePath, row.productName, true);
    const name = `${row.productName}${row.productUnit ? ` (${row.productUnit})` : ''}`;
    if (offers.length === 0) {
      // Without an offer a Product has none of what rich results require (offers, review, rating): no JSON-LD.
      return kit.page({ title: titled(row.productName), description: shorten(`${name}: asnjë ofertë aktuale. Krahaso çmimet e supermarketeve në Shqipëri.`), canonicalPath, image });
    }
    const prices = offers.map((offer) => offer.newPrice);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const marketNames = [...new Set(offers.map((offer) => offer.marketName))];
    const product = productJsonLd(
      kit.absolute(canonicalPath),
      { productName: row.productName, description: `${name}, ${row.categoryName}`, categoryName: row.categoryName, imageUrl: row.imagePath ? kit.absolute(row.imagePath) : null },
      offers,
    );
    const where = low === high ? `${price(low)}` : `nga ${price(low)} deri ${price(high)}`;
    return kit.page({
      title: titled(row.productName),
      description: shorten(`${name} në ofertë ${where} në ${count(marketNames.length, 'market', 'markete')}: ${marketNames.join(', ')}.`),
      canonicalPath,
      image,
      ogType: 'product',
      jsonLd: [product],
    });
  };
}
