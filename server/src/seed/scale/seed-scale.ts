// Scale data for the benchmark and for trying the product with a big catalogue: 30 markets, 600 store
// locations, 20 000 products with their quantities and barcodes (and 200 markets' own copies spelled otherwise), N current offer items (10 per offer), their price history and
// their 30-day lows. Every table is filled by one
// `insert … select from generate_series()` statement, so the database does the work and 100 000 items
// take seconds, not minutes. Values derive from the row numbers (no random), so two runs are identical.
import { gs1CheckDigit, parseQuantityLabel } from '@ofertat/shared-api/validation';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { markets } from '../../db/schema.js';
import { keepReferencePrices } from '../../features/price-history/lowest-prices.js';
import { tiraneToday } from '../../lib/tirane-date.js';
import { DEMO_CITIES, type DemoCity } from '../demo/cities.js';

export const SCALE = {
  markets: 30,
  storeLocations: 600,
  products: 20_000,
  categories: 24,
  /** Cities each market serves (its store locations are spread over them). */
  citiesPerMarket: 4,
  itemsPerOffer: 10,
  /** Every this many global products, one has a market's own copy under another spelling (IDENTITY.md §4's name pairs). */
  spelledTwinEvery: 100,
} as const;

const CITY_CENTRES: Record<DemoCity, readonly [number, number]> = {
  Tiranë: [41.3275, 19.8187],
  Durrës: [41.3231, 19.4414],
  Vlorë: [40.4661, 19.4914],
  Shkodër: [42.0683, 19.5126],
  Elbasan: [41.1125, 20.0822],
  Korçë: [40.6186, 20.7808],
  Fier: [40.7239, 19.5561],
  Berat: [40.7058, 19.9522],
  Gjirokastër: [40.0758, 20.1389],
  Lezhë: [41.7836, 19.6436],
  Kukës: [42.0769, 20.4219],
  Peshkopi: [41.685, 20.4289],
};

const PRODUCT_WORDS = [
  'Qumësht', 'Djathë', 'Kos', 'Gjalpë', 'Bukë', 'Miell', 'Oriz', 'Makarona', 'Vaj ulliri', 'Sheqer',
  'Kafe', 'Çaj mali', 'Lëng molle', 'Ujë mineral', 'Mollë', 'Domate', 'Patate', 'Qepë', 'Fasule', 'Mish pule',
  'Sallam', 'Ton', 'Biskota', 'Çokollatë', 'Detergjent', 'Sapun', 'Shampo', 'Pelena', 'Akullore', 'Mjaltë',
];
const PRODUCT_KINDS = ['klasik', 'bio', 'fshati', 'ekonomik', 'premium', 'familjar', 'i freskët', 'light'];
/**
 * A product's brand: ten letters, consonant and vowel in turn, drawn from a hash of its row number, so that products
 * of one word, kind and unit are named apart as real brands are (two such names seldom reach the duplicates'
 * similarity, as in a real catalogue), where a number suffix made them all alike.
 */
const BRAND_CONSONANTS = 'bcdfghjklmnprstv';
const BRAND_VOWELS = 'aeiou';

const UNITS = ['1 kg', '500 g', '1 L', '250 g', 'copë', '2 L', '750 ml', '6 copë'];
const UNIT_QUANTITIES = UNITS.map((unit) => parseQuantityLabel(unit)!);

export interface ScaleSeedResult {
  offerItems: number;
  offers: number;
  /** The category with the most offer items (the benchmark searches by it). */
  busiestCategoryId: number;
  /** The first store location; offers reach it directly and through its city (the benchmark loads its page). */
  sampleStorePointId: number;
  /** Products in at least one offer, by id (the benchmark compares them and puts them in baskets). */
  offeredProductIds: number[];
  /** The barcodes of those products, in the same order (the benchmark looks them up). */
  offeredBarcodes: string[];
  /** Every city, by id (the benchmark asks for offers within one). */
  cityIds: number[];
}

/** Literal SQL arrays of constants defined above (never user input). */
/**
 * Product g's barcode (IDENTITY.md §1) is the GTIN-13 '530' (GS1 Albania) + '88' + g in 7 digits + its check digit:
 * unique among the global products and never an in-store code. The check digits are computed here, by the shared
 * rule, and handed to the statement as one string, digit g + 1 for product g.
 */
const SCALE_GTIN_BODY_PREFIX = '53088';
const scaleGtinCheckDigits = (count: number) =>
  Array.from({ length: count }, (_, g) => gs1CheckDigit(`${SCALE_GTIN_BODY_PREFIX}${String(g).padStart(7, '0')}`)).join('');

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/**
 * Row number (from 0) → id of a table just filled, so ids need not start at 1. Every insert below ends
 * with `order by g`, so ids are handed out in series order and row number n is the row made from g = n.
 */
const indexed = (table: string) => sql.raw(`(select id, row_number() over (order by id) - 1 as idx from ${table})`);

/**
 * Fills an empty database; refuses one that already has markets, so demo and scale data never mix. `productCount`
 * is SCALE.products but for a test of the seed itself, which need not wait for 20 000 products' duplicate pairs.
 */
export async function seedScale(db: Database, offerItems: number, today: string = tiraneToday(), productCount: number = SCALE.products): Promise<ScaleSeedResult> {
  if (!Number.isInteger(offerItems) || offerItems < 1) throw new RangeError('offerItems must be a positive integer');
  const [existing] = await db.select({ n: count() }).from(markets);
  if (existing!.n > 0) throw new Error('The database already has markets: seed the scale data into an empty one (a new DATA_DIR).');

  const offerCount = Math.ceil(offerItems / SCALE.itemsPerOffer);
  const cityValues = sql.join(
    DEMO_CITIES.map((name, index) => sql`(${index}::int, ${name}::text, ${CITY_CENTRES[name][0]}::numeric, ${CITY_CENTRES[name][1]}::numeric)`),
    sql`, `,
  );
  const cityCount = DEMO_CITIES.length;

  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into locations (name) select name from (values ${cityValues}) as c(idx, name, lat, lon) order by idx`);
    await tx.execute(sql`
      insert into markets (name)
      select 'Market ' || lpad(g::text, 2, '0') from generate_series(1, ${SCALE.markets}) g order by g`);
    // Market m serves cities m, m+3, m+6, m+9 (mod 12).
    await tx.execute(sql`
      insert into market_locations (market_id, location_id)
      select m.id, c.id
      from ${indexed('markets')} m
      cross join generate_series(0, ${SCALE.citiesPerMarket - 1}) k
      join ${indexed('locations')} c on c.idx = (m.idx + k * 3) % ${cityCount}`);
    await tx.execute(sql`
      insert into categories (name)
      select 'Kategoria ' || lpad(g::text, 2, '0') from generate_series(1, ${SCALE.categories}) g order by g`);
    // The quantity of each unit is read once here, as the product routes read it (COMPARISON.md §1).
    await tx.execute(sql`
      insert into products (name, unit, category_id, current_price, quantity_amount, quantity_unit, barcode)
      select (${textArray(PRODUCT_WORDS)})[1 + g % ${PRODUCT_WORDS.length}] || ' ' || initcap(brand.name) || ' '
               || (${textArray(PRODUCT_KINDS)})[1 + (g / ${PRODUCT_WORDS.length}) % ${PRODUCT_KINDS.length}],
             (${textArray(UNITS)})[1 + g % ${UNITS.length}],
             c.id,
             (100 + (g * 37) % 1900)::numeric,
             (${textArray(UNIT_QUANTITIES.map((quantity) => String(quantity.amount)))})[1 + g % ${UNITS.length}]::numeric,
             (${textArray(UNIT_QUANTITIES.map((quantity) => quantity.unit))})[1 + g % ${UNITS.length}],
             ${SCALE_GTIN_BODY_PREFIX} || lpad(g::text, 7, '0') || substr(${scaleGtinCheckDigits(productCount)}, g + 1, 1)
      from generate_series(0, ${productCount - 1}) g
      join ${indexed('categories')} c on c.idx = g % ${SCALE.categories}
      cross join lateral (
        select string_agg(substr(${BRAND_CONSONANTS}, 1 + (v % 16)::int, 1) || substr(${BRAND_VOWELS}, 1 + (v / 16)::int, 1), '' order by k) as name
        from generate_series(0, 4) k
        -- Base-80 digits of a 32-bit multiplicative hash (one-to-one on the row numbers): one letter pair each.
        cross join lateral (select (g::bigint * 2654435761) % 4294967296 / power(80, k)::bigint % 80 as v) hashed
      ) brand
      order by g`);
    // The twins: the global name in capitals without its accents, in market g % 30, without a barcode.
    await tx.execute(sql`
      insert into products (name, unit, category_id, market_id, current_price, quantity_amount, quantity_unit)
      select upper(unaccent(p.name)), p.unit, p.category_id, m.id, p.current_price, p.quantity_amount, p.quantity_unit
      from ${indexed('products')} i
      join products p on p.id = i.id
      join ${indexed('markets')} m on m.idx = i.idx % ${SCALE.markets}
      where i.idx % ${SCALE.spelledTwinEvery} = 0
      order by i.idx`);
    // Store s belongs to market s % 30 and lies in one of that market's cities, a few hundred metres
    // from the centre.
    await tx.execute(sql`
      insert into store_locations (name, latitude, longitude, market_id, location_id)
      select 'Dyqani ' || (g + 1), centre.lat + ((g * 7) % 41 - 20) * 0.001, centre.lon + ((g * 11) % 41 - 20) * 0.001, m.id, c.id
      from generate_series(0, ${SCALE.storeLocations - 1}) g
      join ${indexed('markets')} m on m.idx = g % ${SCALE.markets}
      join ${indexed('locations')} c on c.idx = (m.idx + ((g / ${SCALE.markets}) % ${SCALE.citiesPerMarket}) * 3) % ${cityCount}
      join (values ${cityValues}) as centre(idx, name, lat, lon) on centre.idx = c.idx
      order by g`);
    // Offer o belongs to market o % 30, started up to a week ago and ends within two weeks.
    await tx.execute(sql`
      insert into offers (name, market_id, start_date, end_date)
      select 'Oferta ' || (g + 1), m.id, ${today}::date - g % 7, ${today}::date + 1 + g % 14
      from generate_series(0, ${offerCount - 1}) g
      join ${indexed('markets')} m on m.idx = g % ${SCALE.markets}
      order by g`);
    // 10 distinct products per offer (4729 is a prime, coprime with any product count of 2s and 5s), discounts of 5–34 %.
    await tx.execute(sql`
      insert into offer_products (offer_id, product_id, old_price, new_price)
      select o.id, p.id, price.old, round(price.old * (100 - price.pct) / 100, 2)
      from ${indexed('offers')} o
      cross join generate_series(0, ${SCALE.itemsPerOffer - 1}) j
      join ${indexed('products')} p on p.idx = (o.idx * 7919 + j * 4729) % ${productCount}
      cross join lateral (select (100 + (o.idx * 31 + j * 17) % 1900)::numeric as old, 5 + (o.idx * 13 + j * 7) % 30 as pct) price
      where o.idx * ${SCALE.itemsPerOffer} + j < ${offerItems}`);
    // Each offer reaches one city of its market and two of its market's store locations.
    await tx.execute(sql`
      insert into offer_locations (offer_id, location_id)
      select o.id, c.id
      from ${indexed('offers')} o
      join ${indexed('locations')} c on c.idx = (o.idx % ${SCALE.markets} + (o.idx % ${SCALE.citiesPerMarket}) * 3) % ${cityCount}`);
    await tx.execute(sql`
      insert into offer_store_locations (offer_id, store_location_id)
      select o.id, s.id
      from ${indexed('offers')} o
      cross join (values (0), (7)) as shift(n)
      join ${indexed('store_locations')} s on s.idx = o.idx % ${SCALE.markets} + ${SCALE.markets} * ((o.idx + shift.n) % ${SCALE.storeLocations / SCALE.markets})`);

    // Price history (COMPARISON.md §2): each offer item as published on its start day, and 60 days ago the
    // market's normal price of the product at 90–100 % of the offer's claimed one, so cards carry a 30-day low.
    await tx.execute(sql`
      insert into price_records (kind, product_id, market_id, offer_id, old_price, new_price, start_date, end_date, recorded_on)
      select 'offer', op.product_id, o.market_id, o.id, op.old_price, op.new_price, o.start_date, o.end_date, o.start_date
      from offer_products op join offers o on o.id = op.offer_id`);
    await tx.execute(sql`
      insert into price_records (kind, product_id, market_id, old_price, recorded_on)
      select distinct on (op.product_id, o.market_id) 'normal', op.product_id, o.market_id,
             round(op.old_price * (90 + (op.product_id % 11)) / 100, 2), ${today}::date - 60
      from offer_products op join offers o on o.id = op.offer_id
      order by op.product_id, o.market_id, o.id`);

    // Fresh statistics, or the planner guesses row counts from an empty table and picks poor plans.
    await tx.execute(sql`analyze`);
    // Every card's 30-day low, as a running server keeps them once computed (writes and first reads do).
    const { rows: windows } = await tx.execute<{ productId: number; marketId: number; startDate: string }>(sql`
      select distinct op.product_id as "productId", o.market_id as "marketId", to_char(o.start_date, 'YYYY-MM-DD') as "startDate"
      from offer_products op join offers o on o.id = op.offer_id`);
    await keepReferencePrices(tx, windows, today);
    await tx.execute(sql`analyze reference_prices`);

    const { rows: categoryRows } = await tx.execute<{ id: number }>(sql`
      select p.category_id as id from offer_products op join products p on p.id = op.product_id
      group by p.category_id order by count(*) desc, p.category_id limit 1`);
    const { rows: storeRows } = await tx.execute<{ id: number }>(sql`
      select s.id from store_locations s order by s.id limit 1`);
    const { rows: offeredRows } = await tx.execute<{ id: number; barcode: string }>(sql`
      select p.id, p.barcode from products p where exists (select 1 from offer_products op where op.product_id = p.id) order by p.id`);
    return {
      offerItems,
      offers: offerCount,
      busiestCategoryId: Number(categoryRows[0]!.id),
      sampleStorePointId: Number(storeRows[0]!.id),
      offeredProductIds: offeredRows.map((row) => Number(row.id)),
      offeredBarcodes: offeredRows.map((row) => row.barcode),
      cityIds: (await tx.execute<{ id: number }>(sql`select id from locations order by id`)).rows.map((row) => Number(row.id)),
    };
  });
}
