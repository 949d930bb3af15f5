import { isInStoreGtin, readGtin } from '@ofertat/shared-api/validation';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../../src/db/database.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { SCALE, seedScale } from '../../../src/seed/scale/seed-scale.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
});
afterAll(() => database.close());

const single = async (query: ReturnType<typeof sql>) => {
  const { rows } = await database.db.execute<{ n: number | string }>(query);
  return Number(rows[0]!.n);
};

describe('scale seed', () => {
  it('fills an empty database with N current items whose links stay inside their market', async () => {
    // 2 000 products: the rules are the same as at 20 000, and the duplicate pairs of 20 000 take a minute to find.
    const products = 2_000;
    const result = await seedScale(database.db, 95, tiraneToday(), products);
    expect(result).toMatchObject({ offerItems: 95, offers: 10 });
    expect(result.offeredProductIds).toHaveLength(await single(sql`select count(distinct product_id) as n from offer_products`));

    expect(await single(sql`select count(*) as n from markets`)).toBe(SCALE.markets);
    expect(await single(sql`select count(*) as n from store_locations`)).toBe(SCALE.storeLocations);
    expect(await single(sql`select count(*) as n from products where market_id is null`)).toBe(products);
    // The markets' copies under another spelling are each a likely duplicate of their global product (IDENTITY.md §4).
    const twins = products / SCALE.spelledTwinEvery;
    expect(await single(sql`select count(*) as n from products where market_id is not null`)).toBe(twins);
    expect(
      await single(sql`select count(*) as n from product_duplicate_candidates c join products a on a.id = c.product_a_id
                       join products b on b.id = c.product_b_id
                       where a.market_id is null and b.market_id is not null and upper(unaccent(a.name)) = b.name and c.score = 1`),
    ).toBe(twins);
    const today = tiraneToday();
    expect(
      await single(sql`select count(*) as n from offer_products op join offers o on o.id = op.offer_id
                       where o.start_date <= ${today} and o.end_date >= ${today}`),
    ).toBe(95);

    // Store links and cities belong to the offer's market; stores lie in their market's cities.
    expect(
      await single(sql`select count(*) as n from offer_store_locations l join offers o on o.id = l.offer_id
                       join store_locations s on s.id = l.store_location_id where s.market_id <> o.market_id`),
    ).toBe(0);
    expect(
      await single(sql`select count(*) as n from offer_locations l join offers o on o.id = l.offer_id
                       left join market_locations ml on ml.market_id = o.market_id and ml.location_id = l.location_id
                       where ml.market_id is null`),
    ).toBe(0);
    expect(
      await single(sql`select count(*) as n from store_locations s
                       left join market_locations ml on ml.market_id = s.market_id and ml.location_id = s.location_id
                       where ml.market_id is null`),
    ).toBe(0);
    // Quantities and price history: every product has a quantity, every item its record and a normal price before it.
    expect(await single(sql`select count(*) as n from products where quantity_unit is null`)).toBe(0);
    expect(await single(sql`select count(*) as n from price_records where kind = 'offer'`)).toBe(95);
    expect(
      await single(sql`select count(*) as n from offer_products op join offers o on o.id = op.offer_id
                       where not exists (select 1 from price_records r where r.kind = 'normal' and r.product_id = op.product_id
                                           and r.market_id = o.market_id and r.recorded_on < o.start_date)`),
    ).toBe(0);

    // Every product has its own barcode (IDENTITY.md §1): a GTIN-13 of GS1 Albania, stored normalized, not in-store.
    const { rows: barcodes } = await database.db.execute<{ barcode: string | null }>(sql`select barcode from products where market_id is null`);
    const codes = barcodes.map((row) => row.barcode);
    expect(new Set(codes).size).toBe(products);
    expect(codes.filter((code) => code === null || readGtin(code) !== code || !code.startsWith('530') || isInStoreGtin(code))).toEqual([]);

    // The sample store of the benchmark has offers of its own.
    expect(
      await single(sql`select count(*) as n from offer_store_locations where store_location_id = ${result.sampleStorePointId}`),
    ).toBeGreaterThan(0);
  });

  it('refuses a database that already has data', async () => {
    await expect(seedScale(database.db, 10)).rejects.toThrow(/empty/);
  });
});
