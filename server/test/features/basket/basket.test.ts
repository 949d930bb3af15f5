import type { BasketComparison } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { categories, locations, markets, offerLocations, offerProducts, offers, offerStoreLocations, products, storeLocations } from '../../../src/db/schema.js';
import { recordNormalPrice } from '../../../src/features/price-history/price-records.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// Alfa has a store in Tirana and one in Durrës, Beta one in Tirana, Gama one in Durrës; a closed market in Tirana.
let testApp: TestApp;
let ids: Record<'alfa' | 'beta' | 'gama' | 'closed' | 'tirana' | 'durres' | 'milk' | 'bread' | 'eggs' | 'ghost', number>;
let offerIds: Record<'alfaTirana' | 'alfaDurres' | 'betaTirana' | 'gamaAll', number>;
beforeAll(async () => {
  testApp = await buildTestApp({ demoData: false });
  const db = testApp.database.db;
  const [alfa, beta, gama, closed] = await db
    .insert(markets)
    .values([{ name: 'Alfa' }, { name: 'Beta' }, { name: 'Gama' }, { name: 'Mbyllur', isActive: false }])
    .returning({ id: markets.id });
  const [tirana, durres] = await db.insert(locations).values([{ name: 'Tiranë' }, { name: 'Durrës' }]).returning({ id: locations.id });
  const store = (marketId: number, locationId: number, latitude: string, longitude: string) => ({ name: 'Dyqan', marketId, locationId, latitude, longitude });
  const [alfaTiranaStore, alfaDurresStore] = await db
    .insert(storeLocations)
    .values([
      store(alfa!.id, tirana!.id, '41.327500', '19.818700'),
      store(alfa!.id, durres!.id, '41.323100', '19.441400'),
      store(beta!.id, tirana!.id, '41.330000', '19.820000'),
      store(gama!.id, durres!.id, '41.320000', '19.450000'),
      store(closed!.id, tirana!.id, '41.327000', '19.818000'),
    ])
    .returning({ id: storeLocations.id });
  const [food] = await db.insert(categories).values([{ name: 'Ushqime' }]).returning({ id: categories.id });
  const [milk, bread, eggs, ghost] = await db
    .insert(products)
    .values(['Qumësht', 'Bukë', 'Vezë', 'Pa çmim'].map((name) => ({ name, unit: 'copë', categoryId: food!.id })))
    .returning({ id: products.id });

  const today = tiraneToday();
  const current = { startDate: addDays(today, -1), endDate: addDays(today, 3) };
  const [alfaTirana, alfaDurres, betaTirana, gamaAll, closedOffer, expired] = await db
    .insert(offers)
    .values([
      { name: 'Alfa Tiranë', marketId: alfa!.id, ...current },
      { name: 'Alfa Durrës', marketId: alfa!.id, ...current },
      { name: 'Beta', marketId: beta!.id, ...current },
      { name: 'Gama', marketId: gama!.id, ...current },
      { name: 'Mbyllur', marketId: closed!.id, ...current },
      { name: 'E kaluar', marketId: beta!.id, startDate: addDays(today, -20), endDate: addDays(today, -10) },
    ])
    .returning({ id: offers.id });
  await db.insert(offerStoreLocations).values([{ offerId: alfaTirana!.id, storeLocationId: alfaTiranaStore!.id }]);
  await db.insert(offerLocations).values([
    { offerId: alfaDurres!.id, locationId: durres!.id },
    { offerId: betaTirana!.id, locationId: tirana!.id },
  ]);
  void alfaDurresStore;
  const line = (offerId: number, productId: number, newPrice: string) => ({ offerId, productId, oldPrice: '999.00', newPrice });
  await db.insert(offerProducts).values([
    line(alfaTirana!.id, milk!.id, '100.00'),
    line(alfaDurres!.id, milk!.id, '90.00'),
    line(alfaDurres!.id, bread!.id, '50.00'),
    line(betaTirana!.id, milk!.id, '110.00'),
    line(betaTirana!.id, eggs!.id, '20.00'),
    // Gama's offer reaches no city or store: it counts only without a scope.
    line(gamaAll!.id, bread!.id, '40.00'),
    line(closedOffer!.id, milk!.id, '1.00'),
    line(expired!.id, bread!.id, '1.00'),
  ]);
  // Beta's shelf price of bread: used when no offer of Beta has it.
  await recordNormalPrice(db, { productId: bread!.id, marketId: beta!.id, price: 65 }, addDays(today, -30));

  ids = { alfa: alfa!.id, beta: beta!.id, gama: gama!.id, closed: closed!.id, tirana: tirana!.id, durres: durres!.id, milk: milk!.id, bread: bread!.id, eggs: eggs!.id, ghost: ghost!.id };
  offerIds = { alfaTirana: alfaTirana!.id, alfaDurres: alfaDurres!.id, betaTirana: betaTirana!.id, gamaAll: gamaAll!.id };
});
afterAll(() => testApp.close());

const compare = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/basket/compare', payload });
async function compared(payload: object): Promise<BasketComparison> {
  const response = await compare(payload);
  expect(response.statusCode).toBe(200);
  return response.json<BasketComparison>();
}

describe('POST /api/basket/compare', () => {
  it('prices the list at every market of all Albania: the lowest current offer, else the shelf price', async () => {
    const result = await compared({
      items: [
        { productId: ids.milk, quantity: 2 },
        { productId: ids.bread, quantity: 1 },
        { productId: ids.eggs, quantity: 10 },
        { productId: ids.ghost, quantity: 1 },
      ],
    });
    expect(result.markets.map((market) => [market.marketName, market.total, market.availableCount, market.missing])).toEqual([
      ['Beta', 2 * 110 + 65 + 10 * 20, 3, [ids.ghost]],
      ['Alfa', 2 * 90 + 50, 2, [ids.eggs, ids.ghost]],
      ['Gama', 40, 1, [ids.milk, ids.eggs, ids.ghost]],
    ]);
    const beta = result.markets[0]!;
    expect(beta.lines).toEqual([
      { productId: ids.milk, quantity: 2, price: 110, lineTotal: 220, onOffer: true, offerId: offerIds.betaTirana },
      { productId: ids.bread, quantity: 1, price: 65, lineTotal: 65, onOffer: false, offerId: null },
      { productId: ids.eggs, quantity: 10, price: 20, lineTotal: 200, onOffer: true, offerId: offerIds.betaTirana },
    ]);
    expect(result.bestSingle).toEqual({ marketId: ids.beta, total: 485, missing: [ids.ghost] });
    // Milk at Alfa (180), bread at Gama (40), eggs at Beta (200): the same three items for 420.
    expect(result.bestSplit).toEqual(expect.objectContaining({ total: 180 + 50 + 200, missing: [ids.ghost], savingVsBestSingle: 485 - 430 }));
  });

  it("keeps to a city: offers that reach it, markets present there", async () => {
    const result = await compared({ items: [{ productId: ids.milk, quantity: 1 }, { productId: ids.bread, quantity: 1 }], locationId: ids.tirana });
    expect(result.markets.map((market) => [market.marketName, market.total])).toEqual([
      ['Beta', 110 + 65],
      ['Alfa', 100],
    ]);
    const inDurres = await compared({ items: [{ productId: ids.bread, quantity: 1 }], locationId: ids.durres });
    expect(inDurres.markets.map((market) => [market.marketName, market.total])).toEqual([['Alfa', 50]]);
  });

  it('keeps to the store points around a point', async () => {
    // 2 km around Alfa's Durrës store: Alfa's Durrës offer (through its city) and Gama's store, whose offer reaches no store.
    const result = await compared({ items: [{ productId: ids.milk, quantity: 1 }, { productId: ids.bread, quantity: 1 }], latitude: 41.3231, longitude: 19.4414, radiusKm: 2 });
    expect(result.markets.map((market) => [market.marketName, market.total])).toEqual([['Alfa', 90 + 50]]);
    expect(result.bestSplit).toBeNull();
  });

  it.each([
    [{ items: [] }, messages.compare.basketItemsInvalid(100)],
    [{ items: Array.from({ length: 101 }, (_, index) => ({ productId: index + 1, quantity: 1 })) }, messages.compare.basketItemsInvalid(100)],
    [{ items: [{ productId: 1, quantity: 0 }] }, messages.compare.basketQuantityInvalid(99)],
    [{ items: [{ productId: 1, quantity: 100 }] }, messages.compare.basketQuantityInvalid(99)],
    [{ items: [{ productId: 1, quantity: 1.5 }] }, messages.compare.basketQuantityInvalid(99)],
    [{ items: [{ productId: 1, quantity: '2' }] }, messages.compare.basketQuantityInvalid(99)],
    [{ items: [{ productId: 1, quantity: 1 }, { productId: 1, quantity: 2 }] }, messages.compare.basketDuplicateProduct],
    [{ items: [{ productId: -1, quantity: 1 }] }, messages.validation.invalidId],
    [{ items: [{ productId: 1, quantity: 1 }], latitude: 41 }, messages.storeLocations.validation.longitudeRequired],
    [{ items: [{ productId: 1, quantity: 1 }], radiusKm: 5 }, messages.storeLocations.validation.latitudeRequired],
    [{ items: [{ productId: 1, quantity: 1 }], latitude: 91, longitude: 19 }, messages.storeLocations.validation.latitudeInvalid],
    [{ items: [{ productId: 1, quantity: 1 }], latitude: 41, longitude: 19, radiusKm: 0 }, messages.compare.radiusInvalid],
    [{ items: 'milk' }, messages.compare.basketItemsInvalid(100)],
    [{}, messages.compare.basketItemsInvalid(100)],
  ])('refuses %j with 400 and a message', async (payload, message) => {
    const response = await compare(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message }));
  });
});
