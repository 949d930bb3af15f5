import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { fromNumeric } from '../../src/db/numeric.js';
import { categories, locations, markets, offerProducts, offers, products, users } from '../../src/db/schema.js';
import { toErrorResponse } from '../../src/plugins/error-handler.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

/** `column` contains `text` through search_key() (the first migration's lower(unaccent(...))), wildcards literal. */
function containsText(column: AnyColumn, text: string): SQL {
  const literal = text.trim().replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`search_key(${column}) like '%' || search_key(${literal}) || '%'`;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** The HTTP status the error handler would give a database error. */
async function statusOfFailure(action: () => Promise<unknown>): Promise<number | 'ok'> {
  try {
    await action();
    return 'ok';
  } catch (error) {
    return toErrorResponse(error).statusCode;
  }
}

async function insertProduct(name: string, currentPrice: string | null = null) {
  const [category] = await db().insert(categories).values({ name: `Kategori ${name}` }).returning();
  const [product] = await db()
    .insert(products)
    .values({ name, unit: '1 l', categoryId: category!.id, currentPrice })
    .returning();
  return product!;
}

describe('database', () => {
  it(`runs on ${process.env.DATABASE_URL ? 'the PostgreSQL server of DATABASE_URL' : 'embedded PGlite'}`, async () => {
    expect(testApp.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    const { rows } = await db().execute<{ version: string }>(sql`select version()`);
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
  });

  it('applies migrations idempotently', async () => {
    await expect(testApp.database.migrate()).resolves.toBeUndefined();
  });

  it('keeps money exact and converts it to a JSON number at the boundary', async () => {
    const product = await insertProduct('Qumësht i freskët', '129.90');
    const [row] = await db().select({ price: products.currentPrice }).from(products).where(eq(products.id, product.id));
    expect(row?.price).toBe('129.90');
    expect(fromNumeric(row!.price)).toBe(129.9);
    expect(fromNumeric(null)).toBeNull();
  });

  it('finds names regardless of accents and case, through search_key()', async () => {
    await insertProduct('Qumësht Çokollatë');
    await insertProduct('Djathë i bardhë 50% yndyrë');
    const names = async (text: string) =>
      (await db().select({ name: products.name }).from(products).where(containsText(products.name, text))).map((row) => row.name);

    expect(await names('qumesht cokollate')).toEqual(['Qumësht Çokollatë']);
    // The demo catalogue has chocolate products too: only the inserted one must match the whole phrase.
    expect(await names('ÇOKOLL')).toContain('Qumësht Çokollatë');
    expect(await names('qumesht cokoll')).toEqual(['Qumësht Çokollatë']);
    expect(await names('50%')).toEqual(['Djathë i bardhë 50% yndyrë']);
    // '%' is a literal, not a LIKE wildcard: only names that contain it match.
    const withPercent = await names('%');
    expect(withPercent).toContain('Djathë i bardhë 50% yndyrë');
    expect(withPercent.every((name) => name.includes('%'))).toBe(true);
    expect(withPercent).not.toContain('Qumësht Çokollatë');
    const cities = await db().select({ name: locations.name }).from(locations).where(containsText(locations.name, 'korce'));
    expect(cities).toEqual([{ name: 'Korçë' }]);
  });

  it('rejects an offer price that is not lower than the old price, and dates in the wrong order', async () => {
    const [market] = await db().select().from(markets).limit(1);
    const product = await insertProduct('Vaj ulliri');
    const [offer] = await db()
      .insert(offers)
      .values({ name: 'Oferta e verës', marketId: market!.id, startDate: '2025-06-01', endDate: '2025-06-30' })
      .returning();

    const addItem = (oldPrice: string, newPrice: string) =>
      db().insert(offerProducts).values({ offerId: offer!.id, productId: product.id, oldPrice, newPrice });
    expect(await statusOfFailure(() => addItem('500.00', '500.00'))).toBe(400);
    expect(await statusOfFailure(() => addItem('500.00', '-1.00'))).toBe(400);
    expect(await statusOfFailure(() => addItem('500.00', '449.50'))).toBe('ok');
    expect(await statusOfFailure(() => addItem('600.00', '449.50'))).toBe(409);

    const reversed = () =>
      db().insert(offers).values({ name: 'Gabim', marketId: market!.id, startDate: '2025-07-02', endDate: '2025-07-01' });
    expect(await statusOfFailure(reversed)).toBe(400);
  });

  it('keeps emails unique regardless of case', async () => {
    const [existing] = await db().select({ email: users.email }).from(users).limit(1);
    const duplicate = () =>
      db().insert(users).values({ userName: 'Dublikatë', email: existing!.email.toUpperCase(), passwordHash: 'x', role: 'ROLE_ADMIN' });
    expect(await statusOfFailure(duplicate)).toBe(409);
  });
});
