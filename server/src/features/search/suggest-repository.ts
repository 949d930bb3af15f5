// Type-ahead suggestions (COMPARISON.md §4) in one SQL statement: products with a public offer, categories,
// active markets and cities whose names match the text, each ranked by rankedMatch (exact name, name starting
// with the text, every word starting a word, similar spelling) and cut to `limit`.
import type { Suggestions } from '@ofertat/shared-api/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rankedMatch, searchWords } from '../../db/search.js';
import { categories, locations, markets, offerProducts, offers, products } from '../../db/schema.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { currentOfferSql } from '../catalogue/current-offer.js';

const EMPTY: Suggestions = { products: [], categories: [], markets: [], locations: [] };

/**
 * How many current offer cards of active markets show the product `productId` (what the public sees). Counted for
 * the matching names only, through the index on offer_products.product_id, never for the whole catalogue.
 */
const publicOfferCount = (today: string, productId: SQL): SQL => sql`(
  select count(*)::integer
  from ${offerProducts}
  join ${offers} on ${offers.id} = ${offerProducts.offerId} and ${currentOfferSql(today)}
  join ${markets} on ${markets.id} = ${offers.marketId} and ${markets.isActive}
  where ${offerProducts.productId} = ${productId})`;

/** Ids of the products on a current offer of an active market. */
const offeredProducts = (today: string): SQL => sql`(
  select ${offerProducts.productId}
  from ${offerProducts}
  join ${offers} on ${offers.id} = ${offerProducts.offerId} and ${currentOfferSql(today)}
  join ${markets} on ${markets.id} = ${offers.marketId} and ${markets.isActive})`;

/** Best match first: rank, then the closer spelling, the shorter name, the name, the id (stable pages). */
const ranked = (match: ReturnType<typeof rankedMatch>, name: AnyColumn, id: AnyColumn) =>
  sql`${match.rank}, (case when ${match.rank} = 3 then ${match.similarity} else 1 end) desc, length(${name}), ${name}, ${id}`;

interface SuggestRow extends Record<string, unknown> {
  categories: Suggestions['categories'];
  markets: (Omit<Suggestions['markets'][number], 'marketLogo'> & { marketLogoPath: string | null })[];
  locations: Suggestions['locations'];
}

export function createSuggestRepository(db: Database) {
  return {
    async suggest(today: string, text: string, limit: number): Promise<Suggestions> {
      const words = searchWords(text);
      if (words.length === 0) return EMPTY;
      const productMatch = rankedMatch(products.name, words);
      const categoryMatch = rankedMatch(categories.name, words);
      const marketMatch = rankedMatch(markets.name, words);
      const cityMatch = rankedMatch(locations.name, words);

      // Products: the names every word begins a word of (the trigram index finds them); similar spellings, which
      // rank after them and must be tested name by name, only when those are fewer than `limit`, and only among the
      // products with a public offer.
      const productsWhere = async (where: SQL) =>
        (
          await db.execute<{ products: Suggestions['products'] }>(sql`
            select coalesce(json_agg(row_to_json(found) order by position), '[]'::json) as products from (
              select "productId", "productName", "productUnit", "offerCount", position from (
                select ${products.id} as "productId", ${products.name} as "productName", ${products.unit} as "productUnit",
                       ${publicOfferCount(today, sql`${products.id}`)} as "offerCount",
                       row_number() over (order by ${ranked(productMatch, products.name, products.id)}) as position
                from ${products}
                where ${where}) matched
              where "offerCount" > 0
              order by position
              limit ${limit}) found`)
        ).rows[0]!.products.map(({ productId, productName, productUnit, offerCount }) => ({ productId, productName, productUnit, offerCount }));
      const begun = await productsWhere(productMatch.beginsWords);
      const found = begun.length < limit ? await productsWhere(sql`${products.id} in ${offeredProducts(today)} and ${productMatch.where}`) : begun;

      const result = await db.execute<SuggestRow>(sql`
        select
          (select coalesce(json_agg(row_to_json(found)), '[]'::json) from (
             select ${categories.id} as "categoryId", ${categories.name} as "categoryName",
                    (select count(*)::integer from ${products} p
                      where p.category_id = ${categories.id} and ${publicOfferCount(today, sql`p.id`)} > 0) as "productCount"
             from ${categories}
             where ${categoryMatch.where}
             order by ${ranked(categoryMatch, categories.name, categories.id)}
             limit ${limit}) found) as categories,
          (select coalesce(json_agg(row_to_json(found)), '[]'::json) from (
             select ${markets.id} as "marketId", ${markets.name} as "marketName", ${markets.logoPath} as "marketLogoPath"
             from ${markets}
             where ${markets.isActive} and ${marketMatch.where}
             order by ${ranked(marketMatch, markets.name, markets.id)}
             limit ${limit}) found) as markets,
          (select coalesce(json_agg(row_to_json(found)), '[]'::json) from (
             select ${locations.id} as "locationId", ${locations.name} as "locationName"
             from ${locations}
             where ${cityMatch.where}
             order by ${ranked(cityMatch, locations.name, locations.id)}
             limit ${limit}) found) as locations`);

      const row = result.rows[0];
      if (!row) return EMPTY;
      return {
        products: found,
        categories: row.categories,
        markets: row.markets.map(({ marketLogoPath, ...market }) => ({ ...market, marketLogo: thumbnailUrlOf(marketLogoPath) })),
        locations: row.locations,
      };
    },
  };
}
