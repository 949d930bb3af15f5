import type { Suggestions } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { categories, locations, markets, offerProducts, offers, products } from '../../../src/db/schema.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// A small known world (no demo data), so orders and counts are exact.
let testApp: TestApp;
let ids: { dairy: number; drinks: number; alfa: number; closed: number };
beforeAll(async () => {
  testApp = await buildTestApp({ demoData: false });
  const db = testApp.database.db;
  const [alfa, beta, closed] = await db
    .insert(markets)
    .values([{ name: 'Alfa Market' }, { name: 'Kosova Market' }, { name: 'Mbyllur Market', isActive: false }])
    .returning({ id: markets.id });
  const [dairy, drinks] = await db.insert(categories).values([{ name: 'Bulmet' }, { name: 'Pije' }]).returning({ id: categories.id });
  await db.insert(locations).values([{ name: 'Korçë' }, { name: 'Tiranë' }, { name: 'Kavajë' }]);
  const rows = await db
    .insert(products)
    .values(
      [
        ['Biskota me kos', dairy],
        ['Kosi fshati', dairy],
        ['Kos', dairy],
        ['Kos dhie', dairy],
        ['Qumësht i freskët 1L', dairy],
        ['Ujë mineral', drinks],
        ['Kos pa oferta', dairy],
        ['Kos i mbyllur', dairy],
      ].map(([name, category]) => ({ name: name as string, unit: '1 kg', categoryId: (category as { id: number }).id })),
    )
    .returning({ id: products.id, name: products.name });
  const product = (name: string) => rows.find((row) => row.name === name)!.id;

  const today = tiraneToday();
  const [current, expired, closedOffer, secondCurrent] = await db
    .insert(offers)
    .values([
      { name: 'Java', marketId: alfa!.id, startDate: addDays(today, -2), endDate: addDays(today, 5) },
      { name: 'E kaluar', marketId: alfa!.id, startDate: addDays(today, -20), endDate: addDays(today, -10) },
      { name: 'Mbyllur', marketId: closed!.id, startDate: addDays(today, -2), endDate: addDays(today, 5) },
      { name: 'Beta', marketId: beta!.id, startDate: today, endDate: today },
    ])
    .returning({ id: offers.id });
  const line = (offerId: number, name: string) => ({ offerId, productId: product(name), oldPrice: '200.00', newPrice: '150.00' });
  await db.insert(offerProducts).values([
    ...['Biskota me kos', 'Kosi fshati', 'Kos', 'Kos dhie', 'Qumësht i freskët 1L', 'Ujë mineral'].map((name) => line(current!.id, name)),
    line(secondCurrent!.id, 'Kos'),
    line(expired!.id, 'Kos pa oferta'),
    line(closedOffer!.id, 'Kos i mbyllur'),
  ]);
  ids = { dairy: dairy!.id, drinks: drinks!.id, alfa: alfa!.id, closed: closed!.id };
});
afterAll(() => testApp.close());

async function suggest(query: string): Promise<Suggestions> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/search/suggest?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Suggestions>();
}

describe('GET /api/search/suggest', () => {
  it('ranks the whole name, then names starting with the text, then word starts; only products with a public offer', async () => {
    const { products: found } = await suggest('q=kos');
    expect(found.map((product) => product.productName)).toEqual(['Kos', 'Kos dhie', 'Kosi fshati', 'Biskota me kos']);
    expect(found[0]).toEqual({ productId: expect.any(Number), productName: 'Kos', productUnit: '1 kg', offerCount: 2 });
    expect(found[1]!.offerCount).toBe(1);
  });

  it('needs every word to begin a word, ignoring accents and case', async () => {
    expect((await suggest('q=QUM%20fre')).products.map((product) => product.productName)).toEqual(['Qumësht i freskët 1L']);
    // 'ota' is inside 'Biskota' but begins no word.
    expect((await suggest('q=ota')).products).toEqual([]);
  });

  it('tolerates typos through similar spellings', async () => {
    expect((await suggest('q=qumsht')).products.map((product) => product.productName)).toEqual(['Qumësht i freskët 1L']);
    expect((await suggest('q=minerl')).products.map((product) => product.productName)).toEqual(['Ujë mineral']);
  });

  it('suggests categories with their products on offer, active markets and cities', async () => {
    const found = await suggest('q=bulmet');
    expect(found.categories).toEqual([{ categoryId: ids.dairy, categoryName: 'Bulmet', productCount: 5 }]);

    const markets = (await suggest('q=market')).markets;
    expect(markets.map((market) => market.marketName)).toEqual(['Alfa Market', 'Kosova Market']);
    expect(markets[0]).toEqual({ marketId: ids.alfa, marketName: 'Alfa Market', marketLogo: null });

    expect((await suggest('q=korce')).locations.map((city) => city.locationName)).toEqual(['Korçë']);
    expect((await suggest('q=ka')).locations.map((city) => city.locationName)).toEqual(['Kavajë']);
  });

  it('keeps to the limit and answers nothing for a blank text', async () => {
    expect((await suggest('q=kos&limit=2')).products).toHaveLength(2);
    expect(await suggest('q=%20%20')).toEqual({ products: [], categories: [], markets: [], locations: [] });
    expect(await suggest('')).toEqual({ products: [], categories: [], markets: [], locations: [] });
  });

  it('reads LIKE wildcards literally', async () => {
    expect((await suggest('q=%25')).products).toEqual([]);
    expect((await suggest('q=k_s')).products).toEqual([]);
  });

  it.each([
    ['q=kos&limit=0', messages.compare.limitInvalid(20)],
    ['q=kos&limit=21', messages.compare.limitInvalid(20)],
    ['q=kos&limit=abc', messages.compare.limitInvalid(20)],
    [`q=${'a'.repeat(101)}`, messages.validation.tooLong(100)],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/search/suggest?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message }));
  });
});
