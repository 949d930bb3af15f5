import type { ProductGroupPage } from '@ofertat/shared-api/contracts';
import { categories, markets, offerProducts, offers, products } from '../../../src/db/schema.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { withParsedQuantity } from '../../helpers/product-rows.js';

// COMPARISON.md §3's relevance for typed words: the product named exactly so, then names starting with them, then
// names with a word starting with them, then products found only through their category (or market).
let testApp: TestApp;
const today = tiraneToday();

beforeAll(async () => {
  testApp = await buildTestApp({ demoData: false });
  const db = testApp.database.db;
  const [market] = await db.insert(markets).values({ name: 'Alfa Market' }).returning({ id: markets.id });
  const [dairy, other] = await db.insert(categories).values([{ name: 'Qumështore' }, { name: 'Të tjera' }]).returning({ id: categories.id });
  const rows = await db
    .insert(products)
    .values(
      [
        { name: 'Kos me qumësht dhie', unit: '500 g', categoryId: other!.id },
        { name: 'Qumësht i freskët', unit: '1 L', categoryId: other!.id },
        { name: 'Qumësht', unit: '1 L', categoryId: other!.id },
        { name: 'Gjalpë', unit: '250 g', categoryId: dairy!.id },
        { name: 'Sapun', unit: 'copë', categoryId: other!.id },
      ].map(withParsedQuantity),
    )
    .returning({ id: products.id });
  const [offer] = await db
    .insert(offers)
    .values({ name: 'Java', marketId: market!.id, startDate: addDays(today, -1), endDate: addDays(today, 5) })
    .returning({ id: offers.id });
  // Discounts 50, 10, 5, 60 and 70 %: the order by discount is not the order by relevance.
  const prices: [number, number][] = [
    [200, 100],
    [100, 90],
    [100, 95],
    [500, 200],
    [100, 30],
  ];
  await db.insert(offerProducts).values(
    rows.map((row, index) => ({ offerId: offer!.id, productId: row.id, oldPrice: prices[index]![0].toFixed(2), newPrice: prices[index]![1].toFixed(2) })),
  );
});
afterAll(() => testApp.close());

async function names(query: string): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/compare/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductGroupPage>().items.map((item) => item.productName);
}

describe('GET /api/compare/products?q= ranking', () => {
  it('puts the exact name first, then names starting with the words, then a word starting with them, then the category', async () => {
    expect(await names('?q=qumesht')).toEqual(['Qumësht', 'Qumësht i freskët', 'Kos me qumësht dhie', 'Gjalpë']);
  });

  it('orders the same rows by discount when asked', async () => {
    expect(await names('?q=qumesht&sort=discount')).toEqual(['Gjalpë', 'Kos me qumësht dhie', 'Qumësht i freskët', 'Qumësht']);
  });
});
