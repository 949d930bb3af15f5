import type { ProductComparison, ProductGroupPage } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { categories, locations, markets, offerLocations, offerProducts, offers, offerStoreLocations, products, storeLocations } from '../../../src/db/schema.js';
import { recordOfferPublished } from '../../../src/features/price-history/price-records.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { withParsedQuantity } from '../../helpers/product-rows.js';

// A known world: Alfa (Tiranë, by city) and Beta (Durrës, by one store) sell milk; Alfa also water and cheese;
// Gama (deactivated) sells milk cheapest of all. Alfa's milk was at 100 three weeks ago, so its 40 % is a real 0 %.
let testApp: TestApp;
const ids = {} as Record<'alfa' | 'beta' | 'gama' | 'tirana' | 'durres' | 'betaStore' | 'dairy' | 'drinks' | 'milk' | 'water' | 'cheese' | 'soap', number>;
const today = tiraneToday();

beforeAll(async () => {
  testApp = await buildTestApp({ demoData: false });
  const db = testApp.database.db;
  [{ id: ids.alfa }, { id: ids.beta }, { id: ids.gama }] = (await db
    .insert(markets)
    .values([{ name: 'Alfa Market' }, { name: 'Beta Market' }, { name: 'Gama', isActive: false }])
    .returning({ id: markets.id })) as [{ id: number }, { id: number }, { id: number }];
  [{ id: ids.tirana }, { id: ids.durres }] = (await db.insert(locations).values([{ name: 'Tiranë' }, { name: 'Durrës' }]).returning({ id: locations.id })) as [
    { id: number },
    { id: number },
  ];
  [{ id: ids.betaStore }] = (await db
    .insert(storeLocations)
    .values([{ name: 'Beta Plazh', marketId: ids.beta, locationId: ids.durres, latitude: '41.3', longitude: '19.4' }])
    .returning({ id: storeLocations.id })) as [{ id: number }];
  [{ id: ids.dairy }, { id: ids.drinks }] = (await db.insert(categories).values([{ name: 'Bulmet' }, { name: 'Pije' }]).returning({ id: categories.id })) as [
    { id: number },
    { id: number },
  ];
  [{ id: ids.milk }, { id: ids.water }, { id: ids.cheese }, { id: ids.soap }] = (await db
    .insert(products)
    .values(
      [
        { name: 'Qumësht i freskët', unit: '1 L', categoryId: ids.dairy },
        { name: 'Ujë mineral', unit: '6x1.5L', categoryId: ids.drinks },
        { name: 'Djathë i bardhë', unit: '500 g', categoryId: ids.dairy },
        { name: 'Sapun', unit: 'pako', categoryId: ids.drinks },
      ].map(withParsedQuantity),
    )
    .returning({ id: products.id })) as [{ id: number }, { id: number }, { id: number }, { id: number }];

  const offer = async (marketId: number, startDate: string, endDate: string, lines: [number, number, number][]) => {
    const [row] = await db.insert(offers).values({ name: 'Oferta', marketId, startDate, endDate }).returning({ id: offers.id });
    await db.insert(offerProducts).values(lines.map(([productId, oldPrice, newPrice]) => ({ offerId: row!.id, productId, oldPrice: oldPrice.toFixed(2), newPrice: newPrice.toFixed(2) })));
    await recordOfferPublished(db, { offerId: row!.id, marketId, startDate, endDate, lines: lines.map(([productId, oldPrice, newPrice]) => ({ productId, oldPrice, newPrice })) }, startDate);
    return row!.id;
  };
  // Three weeks ago, Alfa: milk at 100.
  await offer(ids.alfa, addDays(today, -21), addDays(today, -15), [[ids.milk, 120, 100]]);
  const alfaNow = await offer(ids.alfa, addDays(today, -2), addDays(today, 3), [
    [ids.milk, 166, 100],
    [ids.water, 300, 270],
    [ids.cheese, 500, 400],
  ]);
  await db.insert(offerLocations).values({ offerId: alfaNow, locationId: ids.tirana });
  const betaNow = await offer(ids.beta, addDays(today, -1), addDays(today, 9), [
    [ids.milk, 130, 110],
    [ids.soap, 100, 50],
  ]);
  await db.insert(offerStoreLocations).values({ offerId: betaNow, storeLocationId: ids.betaStore });
  await offer(ids.gama, addDays(today, -1), addDays(today, 2), [[ids.milk, 100, 10]]);
});
afterAll(() => testApp.close());

async function groups(query = ''): Promise<ProductGroupPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/compare/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductGroupPage>();
}
const names = (page: ProductGroupPage) => page.items.map((item) => item.productName);

describe('GET /api/compare/products', () => {
  it('groups the current cards of active markets by product, with the cheapest card and the group figures', async () => {
    const page = await groups('?sort=price');
    expect(page).toEqual(expect.objectContaining({ total: 4, page: 1, pageSize: 12 }));
    const milk = page.items.find((item) => item.productId === ids.milk)!;
    expect(milk).toEqual(
      expect.objectContaining({
        productName: 'Qumësht i freskët',
        categoryName: 'Bulmet',
        quantity: { amount: 1, unit: 'l' },
        offerCount: 2,
        minPrice: 100,
        maxPrice: 110,
        minUnitPrice: 100,
        unitPriceUnit: 'l',
        // Beta's claimed 15 % is real (nothing known before); Alfa's 40 % is a real 0 %.
        bestDiscountPercentage: 15,
      }),
    );
    expect(milk.cheapest).toEqual(
      expect.objectContaining({ marketName: 'Alfa Market', newPrice: 100, discountPercentage: 40, lowestPrice30Days: 100, realDiscountPercentage: 0 }),
    );
    expect(names(page)).toEqual(['Sapun', 'Qumësht i freskët', 'Ujë mineral', 'Djathë i bardhë']);
  });

  it('sorts by the real discount where known, by unit price, by the soonest end and by the newest start', async () => {
    // Sapun 50 %, Djathë 20 %, Qumësht 15 % (real), Ujë 10 %.
    expect(names(await groups())).toEqual(['Sapun', 'Djathë i bardhë', 'Qumësht i freskët', 'Ujë mineral']);
    // Per unit: water 30/l, milk 100/l, cheese 800/kg; soap has none and goes last.
    expect(names(await groups('?sort=unitPrice'))).toEqual(['Ujë mineral', 'Qumësht i freskët', 'Djathë i bardhë', 'Sapun']);
    // Alfa's offer ends first; milk ends then too (its earliest end), ties by larger discount.
    expect(names(await groups('?sort=ending'))).toEqual(['Djathë i bardhë', 'Qumësht i freskët', 'Ujë mineral', 'Sapun']);
    expect(names(await groups('?sort=newest'))).toEqual(['Sapun', 'Qumësht i freskët', 'Djathë i bardhë', 'Ujë mineral']);
  });

  it('filters by discount, category, market, city and store point, counting only the cards inside', async () => {
    expect(names(await groups('?minDiscount=20'))).toEqual(['Sapun', 'Djathë i bardhë']);
    expect(names(await groups(`?categoryId=${ids.dairy}`))).toEqual(['Djathë i bardhë', 'Qumësht i freskët']);
    const inDurres = await groups(`?locationId=${ids.durres}`);
    expect(names(inDurres)).toEqual(['Sapun', 'Qumësht i freskët']);
    expect(inDurres.items[1]).toEqual(expect.objectContaining({ offerCount: 1, minPrice: 110 }));
    expect(names(await groups(`?storeLocationId=${ids.betaStore}`))).toEqual(['Sapun', 'Qumësht i freskët']);
    expect(names(await groups(`?marketId=${ids.alfa}&sort=price`))).toEqual(['Qumësht i freskët', 'Ujë mineral', 'Djathë i bardhë']);
    expect((await groups(`?marketId=${ids.gama}`)).total).toBe(0);
  });

  it('finds words that begin a word of the product, its category or its market, and tolerates typos', async () => {
    expect(names(await groups('?q=qum%20fre'))).toEqual(['Qumësht i freskët']);
    expect(names(await groups('?q=BULMET'))).toEqual(['Djathë i bardhë', 'Qumësht i freskët']);
    expect(names(await groups('?q=beta'))).toEqual(['Sapun', 'Qumësht i freskët']);
    // Words found in different names: the product's and the market's, whichever comes first or is longer.
    const betaMilk = await groups('?q=qumesht%20beta');
    expect(names(betaMilk)).toEqual(['Qumësht i freskët']);
    expect(betaMilk.items[0]).toEqual(expect.objectContaining({ offerCount: 1, minPrice: 110 }));
    expect(names(await groups('?q=beta%20sap'))).toEqual(['Sapun']);
    expect(names(await groups('?q=bulmet%20alfa&sort=price'))).toEqual(['Qumësht i freskët', 'Djathë i bardhë']);
    expect((await groups('?q=umesht%20fresket')).total).toBe(1);
    expect(names(await groups('?q=qumsht'))).toEqual(['Qumësht i freskët']);
    expect((await groups('?q=zzzz')).total).toBe(0);
  });

  it('pages with the total of every page', async () => {
    const first = await groups('?sort=price&pageSize=3');
    const second = await groups('?sort=price&pageSize=3&page=2');
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...names(first), ...names(second)]).toEqual(['Sapun', 'Qumësht i freskët', 'Ujë mineral', 'Djathë i bardhë']);
    expect(await groups('?page=9')).toEqual({ items: [], total: 4, page: 9, pageSize: 12 });
  });

  it.each([
    ['?page=0', messages.compare.pageInvalid],
    ['?pageSize=49', messages.compare.pageSizeInvalid(48)],
    ['?pageSize=0', messages.compare.pageSizeInvalid(48)],
    ['?sort=cheap', messages.compare.sortInvalid],
    ['?minDiscount=101', messages.compare.minDiscountInvalid],
    ['?categoryId=abc', messages.validation.invalidId],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/compare/products${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message }));
  });
});

describe('GET /api/compare/products/{productId}', () => {
  it('gives the product and every current offer of it, cheapest first', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/compare/products/${ids.milk}` });
    expect(response.statusCode).toBe(200);
    const { product, offers: cards } = response.json<ProductComparison>();
    expect(product).toEqual(expect.objectContaining({ productId: ids.milk, categoryName: 'Bulmet', quantity: { amount: 1, unit: 'l' } }));
    expect(cards.map((card) => [card.marketName, card.newPrice])).toEqual([
      ['Alfa Market', 100],
      ['Beta Market', 110],
    ]);
    const inTirana = (await testApp.app.inject({ method: 'GET', url: `/api/compare/products/${ids.milk}?locationId=${ids.tirana}` })).json<ProductComparison>();
    expect(inTirana.offers.map((card) => card.marketName)).toEqual(['Alfa Market']);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/compare/products/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.products.notFound });
  });
});
