// Products grouped, filtered, sorted and paged in SQL (COMPARISON.md §3): every current card of an active market
// inside the filters, its real discount from the price history, one group per product with its cheapest card,
// the page asked for and the total — one statement, whatever the size of the catalogue.
import type { OfferCard, ProductGroup, ProductGroupPage, QuantityUnit } from '@ofertat/shared-api/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { fromNumeric } from '../../db/numeric.js';
import { everyWordBeginsAWord, everyWordInANameOf, idsNamed, type NameMatch, rankedMatch, searchWords } from '../../db/search.js';
import type { ProductGroupQuerystring } from '../../schemas/compare.js';
import { currentOfferSql } from '../catalogue/current-offer.js';
import { percentOffSql, realDiscountPercentageOf, unitPriceSql } from '../catalogue/prices.js';
import { offerReachesCitySql, offerReachesStoresSql } from '../catalogue/reach.js';
import { thumbnailUrlOf } from '../../uploads/index.js';
import { type CardRow, toCard } from '../offers/offer-read-repository.js';
import { effectivePricesSql } from '../price-history/effective-prices.js';
import { REFERENCE_PERIOD_DAYS } from '../price-history/lowest-prices.js';

/** A card as the statement returns it: the card's columns, its 30-day low and its real discount. */
interface CardJson extends Omit<CardRow, 'quantityUnit'> {
  quantityUnit: QuantityUnit | null;
  lowest: string | null;
}

interface GroupRow extends Record<string, unknown> {
  productId: number;
  productName: string;
  productUnit: string;
  productImagePath: string | null;
  categoryId: number;
  categoryName: string;
  quantityAmount: string | null;
  quantityUnit: QuantityUnit | null;
  offerCount: number;
  minPrice: string;
  maxPrice: string;
  minUnitPrice: string | null;
  bestDiscount: number;
  cheapest: CardJson;
  total: number;
}

export function cardFromJson(json: CardJson): OfferCard {
  const card = toCard(json);
  const lowestPrice30Days = fromNumeric(json.lowest);
  return { ...card, lowestPrice30Days, realDiscountPercentage: realDiscountPercentageOf(lowestPrice30Days, card.newPrice) };
}

/**
 * The offer lines whose product's name, category's name or market's name has a word matching `word`, each read
 * through an index: a search's rows are among the lines of one of its words (each word must match one of those
 * names), so the statement reads the lines of the products named, not every line of the catalogue.
 */
function linesNamed(word: string, match: NameMatch): SQL {
  return sql`(
    select * from offer_products where product_id in ${idsNamed(sql`products`, word, match)}
    union
    select * from offer_products
    where product_id in (select id from products where category_id in ${idsNamed(sql`categories`, word, match)})
    union
    select * from offer_products where offer_id in (select id from offers where market_id in ${idsNamed(sql`markets`, word, match)}))`;
}

const ORDER: Record<NonNullable<ProductGroupQuerystring['sort']>, SQL> = {
  relevance: sql`relevance`,
  discount: sql`best_discount desc`,
  price: sql`min_price`,
  unitPrice: sql`min_unit_price nulls last`,
  ending: sql`soonest_end`,
  newest: sql`latest_start desc`,
};

/** One row of `scored` as the card JSON that cardFromJson reads. */
const CARD_JSON = sql`json_build_object(
  'offerId', offer_id, 'productId', product_id, 'productName', product_name,
  'productImagePath', product_image_path, 'productUnit', product_unit,
  'oldPrice', old_price::text, 'newPrice', new_price::text,
  'marketId', market_id, 'marketName', market_name, 'marketLogoPath', market_logo_path,
  'offerStartDate', to_char(start_date, 'YYYY-MM-DD'), 'offerEndDate', to_char(end_date, 'YYYY-MM-DD'),
  'quantityAmount', quantity_amount::text, 'quantityUnit', quantity_unit,
  'lowest', lowest::text)`;

/**
 * The CTEs `cards` (current cards of active markets among `lines` passing `where`), `lowest` and `scored`
 * (each card with its 30-day low, real discount and unit price), shared by the groups and one product's offers.
 * A card's 30-day low is read from reference_prices, where offer writes and the kept offer cards put it
 * (lowest-prices.ts, the one place that writes it); a low not kept there yet is computed from the price history
 * by the same rule, never written by a read.
 */
function scoredCards(today: string, where: SQL, lines: SQL = sql`offer_products`): SQL {
  return sql`
      cards as (
        select o.id as offer_id, op.product_id, o.market_id, m.name as market_name, m.logo_path as market_logo_path,
               op.old_price, op.new_price, o.start_date, o.end_date,
               ${percentOffSql(sql`op.old_price`, sql`op.new_price`)} as claimed,
               p.name as product_name, p.unit as product_unit, p.image_path as product_image_path,
               p.quantity_amount, p.quantity_unit
        from ${lines} op
        join offers o on o.id = op.offer_id and ${currentOfferSql(today, sql`o`)}
        join markets m on m.id = o.market_id and m.is_active
        join products p on p.id = op.product_id
        join categories c on c.id = p.category_id
        where true ${where}
      ),
      known as (
        select k.offer_id, k.product_id, rp.lowest, rp.product_id is not null as is_known
        from cards k
        left join reference_prices rp on rp.product_id = k.product_id and rp.market_id = k.market_id and rp.start_date = k.start_date
      ),
      missing as (
        select distinct k.product_id, k.market_id, k.start_date
        from cards k join known n on n.offer_id = k.offer_id and n.product_id = k.product_id
        where not n.is_known
      ),
      computed as (
        select w.product_id, w.market_id, w.start_date, min(e.price) as price
        from missing w
        left join ${effectivePricesSql(sql`(r.product_id, r.market_id) in (select product_id, market_id from missing)`, {
          from: sql`(select coalesce(min(start_date), ${today}::date) - ${REFERENCE_PERIOD_DAYS}::integer from missing)`,
          to: sql`(select coalesce(max(start_date), ${today}::date) - 1 from missing)`,
        })} e
          on e.product_id = w.product_id and e.market_id = w.market_id
         and e.day >= w.start_date - ${REFERENCE_PERIOD_DAYS}::integer and e.day < w.start_date
        group by w.product_id, w.market_id, w.start_date
      ),
      lowest as (
        select k.offer_id, k.product_id, case when n.is_known then n.lowest else c.price end as price
        from cards k
        join known n on n.offer_id = k.offer_id and n.product_id = k.product_id
        left join computed c on c.product_id = k.product_id and c.market_id = k.market_id and c.start_date = k.start_date
      ),
      scored as (
        select k.*, l.price as lowest,
               ${percentOffSql(sql`l.price`, sql`k.new_price`)} as real_discount,
               ${unitPriceSql(sql`k.new_price`, sql`k.quantity_amount`)} as unit_price
        from cards k join lowest l on l.offer_id = k.offer_id and l.product_id = k.product_id
      )`;
}

export function createCompareRepository(db: Database) {
  async function groups(today: string, query: ProductGroupQuerystring, words: string[], typos: boolean): Promise<GroupRow[]> {
    const filters: SQL[] = [];
    if (query.categoryId !== undefined) filters.push(sql`p.category_id = ${query.categoryId}`);
    if (query.marketId !== undefined) filters.push(sql`o.market_id = ${query.marketId}`);
    if (query.locationId !== undefined) filters.push(offerReachesCitySql(query.locationId));
    if (query.storeLocationId !== undefined) filters.push(offerReachesStoresSql(sql`s.id = ${query.storeLocationId}`));
    const searched = [
      { id: sql`p.id`, table: sql`products` },
      { id: sql`c.id`, table: sql`categories` },
      { id: sql`m.id`, table: sql`markets` },
    ];
    const match: NameMatch = typos ? 'similar' : 'begins';
    // The longest word, likely the rarest, chooses the lines read; the other words are tested on them.
    const [narrowing, ...otherWords] = [...words].sort((a, b) => b.length - a.length);
    if (otherWords.length > 0) filters.push(everyWordInANameOf(searched, otherWords, match));
    const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
    // Relevance: the product name's own rank (exact, starts with, word starts, similar), then matches through the
    // category or the market only.
    const relevance =
      words.length === 0
        ? sql`0`
        : sql`(case when ${everyWordBeginsAWord([sql`p.name`], words)} then ${rankedMatch(sql`p.name`, words).rank} else 4 end)`;
    const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'discount');

    // The page is chosen from the groups' figures; only its groups' cheapest cards are looked up and turned into JSON.
    const result = await db.execute<GroupRow>(sql`
      with ${scoredCards(today, where, narrowing === undefined ? undefined : linesNamed(narrowing, match))},
      kept as (
        select s.*, coalesce(s.real_discount, s.claimed) as sort_discount from scored s
        where ${query.minDiscount === undefined ? sql`true` : sql`coalesce(s.real_discount, s.claimed) >= ${query.minDiscount}`}
      ),
      grouped as (
        select product_id, count(*)::integer as offer_count, min(new_price) as min_price, max(new_price) as max_price,
               min(unit_price) as min_unit_price, max(sort_discount) as best_discount,
               min(end_date) as soonest_end, max(start_date) as latest_start
        from kept
        group by product_id
      ),
      named as (
        select g.*, p.name as product_name, p.unit as product_unit, p.image_path as product_image_path, p.category_id,
               c.name as category_name, p.quantity_amount, p.quantity_unit, ${relevance} as relevance
        from grouped g
        join products p on p.id = g.product_id
        join categories c on c.id = p.category_id
      ),
      page as (
        select g.*, count(*) over ()::integer as total,
               row_number() over (order by ${ORDER[sort]}, g.best_discount desc, search_key(g.product_name), g.product_id) as position
        from named g
        order by position
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ),
      cheapest as (
        select distinct on (k.product_id) k.product_id, ${CARD_JSON} as card
        from kept k
        where k.product_id in (select product_id from page)
        order by k.product_id, k.new_price, k.sort_discount desc, k.market_name, k.offer_id
      )
      select g.product_id as "productId", g.product_name as "productName", g.product_unit as "productUnit",
             g.product_image_path as "productImagePath", g.category_id as "categoryId", g.category_name as "categoryName",
             g.quantity_amount::text as "quantityAmount", g.quantity_unit as "quantityUnit", g.offer_count as "offerCount",
             g.min_price::text as "minPrice", g.max_price::text as "maxPrice", g.min_unit_price::text as "minUnitPrice",
             g.best_discount as "bestDiscount", h.card as cheapest, g.total
      from page g
      join cheapest h on h.product_id = g.product_id
      order by g.position`);
    return result.rows;
  }

  /** The total of the rows `query` finds, read from the first row of its first page. */
  async function totalOf(today: string, query: ProductGroupQuerystring, words: string[], typos: boolean): Promise<number> {
    const [first] = await groups(today, { ...query, page: 1, pageSize: 1 }, words, typos);
    return first?.total ?? 0;
  }

  return {
    /** Every public card of one product inside the city, cheapest first (ties: larger discount, then market name). */
    async productOffers(today: string, productId: number, locationId: number | undefined): Promise<OfferCard[]> {
      const where = sql`and op.product_id = ${productId} ${locationId === undefined ? sql`` : sql`and ${offerReachesCitySql(locationId)}`}`;
      const result = await db.execute<{ card: CardJson }>(sql`
        with ${scoredCards(today, where)}
        select ${CARD_JSON} as card from scored
        order by new_price, coalesce(real_discount, claimed) desc, market_name, offer_id`);
      return result.rows.map((row) => cardFromJson(row.card));
    },

    async productGroups(today: string, query: ProductGroupQuerystring): Promise<ProductGroupPage> {
      const words = searchWords(query.q ?? '');
      const exact = await groups(today, query, words, false);
      // Nothing begins with those words: similar spellings are tried ('qumsht'). An empty page past the end is not
      // "nothing found", so a later page asks whether the first one had rows.
      const typos = words.length > 0 && exact.length === 0 && (query.page === 1 || (await totalOf(today, query, words, false)) === 0);
      const rows = typos ? await groups(today, query, words, true) : exact;
      const total = rows[0]?.total ?? (query.page > 1 ? await totalOf(today, query, words, typos) : 0);
      return { items: rows.map(toGroup), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

function toGroup(row: GroupRow): ProductGroup {
  return {
    productId: row.productId,
    productName: row.productName,
    productUnit: row.productUnit,
    productImage: thumbnailUrlOf(row.productImagePath),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    quantity: row.quantityAmount === null || row.quantityUnit === null ? null : { amount: fromNumeric(row.quantityAmount), unit: row.quantityUnit },
    offerCount: row.offerCount,
    minPrice: fromNumeric(row.minPrice),
    maxPrice: fromNumeric(row.maxPrice),
    minUnitPrice: fromNumeric(row.minUnitPrice),
    unitPriceUnit: row.quantityUnit,
    bestDiscountPercentage: row.bestDiscount,
    cheapest: cardFromJson(row.cheapest),
  };
}
