import type { OfferCard, PriceHistory, Product } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { locations } from '../../../src/db/schema.js';
import { recordOfferPublished } from '../../../src/features/price-history/price-records.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildCatalogueContext, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { multipart, testImage } from '../../helpers/uploads.js';

// The routes' writes reach the price history and the cards: quantities and unit prices from the product forms,
// records from offer writes, lowestPrice30Days and the real discount on every card.
let context: CatalogueContext;
let cityId: number;
beforeAll(async () => {
  context = await buildCatalogueContext();
  [{ id: cityId }] = (await context.db.insert(locations).values({ name: 'Tiranë' }).returning({ id: locations.id })) as [{ id: number }];
});
afterAll(() => context.testApp.close());

const today = tiraneToday();

async function createProduct(fields: Record<string, string | number>): Promise<Product> {
  const response = await context.request({
    method: 'POST',
    url: '/api/product/add/market',
    as: 'adminA',
    payload: multipart({ categoryId: context.world.categories.drinks, productImage: await testImage('png'), ...fields }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Product>();
}

async function createOffer(productId: number, oldPrice: number, newPrice: number, startDate = today): Promise<number> {
  const response = await context.request({
    method: 'POST',
    url: '/api/offer/add',
    as: 'adminA',
    payload: { offerName: 'Java', startDate, endDate: addDays(today, 6), locationIds: [cityId], storeLocationIds: [], products: [{ productId, oldPrice, newPrice }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ offerId: number }>().offerId;
}

const cardOf = async (offerId: number) =>
  (await context.request({ method: 'GET', url: '/api/offer/all' })).json<OfferCard[]>().find((card) => card.offerId === offerId)!;

describe('quantities from the product forms', () => {
  it('reads the quantity from the unit, or takes the admin’s correction', async () => {
    expect((await createProduct({ productName: 'Ujë Tepelena', productUnit: '6x1.5L' })).quantity).toEqual({ amount: 9, unit: 'l' });
    expect((await createProduct({ productName: 'Vezë 10 copë', productUnit: 'pako' })).quantity).toEqual({ amount: 10, unit: 'copë' });
    expect((await createProduct({ productName: 'Lule', productUnit: 'tufë' })).quantity).toBeNull();
    const corrected = await createProduct({ productName: 'Birrë', productUnit: 'pako', quantityAmount: '7.92', quantityUnit: 'l' });
    expect(corrected.quantity).toEqual({ amount: 7.92, unit: 'l' });
  });

  it('refuses half a correction with the message of the missing field', async () => {
    const response = await context.request({
      method: 'POST',
      url: '/api/product/add/market',
      as: 'adminA',
      payload: multipart({ productName: 'Birrë', productUnit: 'pako', categoryId: context.world.categories.drinks, productImage: await testImage('png'), quantityAmount: '2' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message: messages.products.validation.quantityUnitInvalid }));
  });

  it('puts the unit price on the cards: 1158.30 ALL for 9 l is 128.70 ALL/l', async () => {
    const water = await createProduct({ productName: 'Ujë Glina', productUnit: '6x1.5L' });
    const card = await cardOf(await createOffer(water.productId, 1300, 1158.3));
    expect(card).toEqual(expect.objectContaining({ unitPrice: 128.7, unitPriceUnit: 'l' }));
  });
});

describe('the price history of offer writes', () => {
  it('records creates, edits and deletions from their day on, and the shelf price of market products', async () => {
    const juice = await createProduct({ productName: 'Lëng molle', productUnit: '1 L', currentPrice: '250' });
    const offerId = await createOffer(juice.productId, 260, 199);
    const historyOf = async () => {
      const response = await context.request({ method: 'GET', url: `/api/product/${juice.productId}/price-history?days=1` });
      return response.json<PriceHistory>().series;
    };
    expect(await historyOf()).toEqual([{ marketId: context.world.markets.a, marketName: 'Alfa Market', points: [{ date: today, price: 199, onOffer: true }] }]);

    const edited = await context.request({
      method: 'PUT',
      url: `/api/offer/edit/${offerId}`,
      as: 'adminA',
      payload: { offerName: 'Java', startDate: today, endDate: addDays(today, 6), locationIds: [cityId], storeLocationIds: [], products: [{ productId: juice.productId, oldPrice: 260, newPrice: 189 }] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await historyOf())[0]!.points).toEqual([{ date: today, price: 189, onOffer: true }]);

    expect((await context.request({ method: 'DELETE', url: `/api/offer/delete/${offerId}`, as: 'adminA' })).statusCode).toBe(200);
    // The deleted offer's claim no longer counts from today: the shelf price does.
    expect((await historyOf())[0]!.points).toEqual([{ date: today, price: 250, onOffer: false }]);
  });

  it('gives each card the lowest price of the 30 days before its start and the real discount', async () => {
    const oil = await createProduct({ productName: 'Vaj ulliri', productUnit: '1 L' });
    // Three weeks ago the market sold it at 700 for a week (recorded then).
    await recordOfferPublished(
      context.db,
      { offerId: 900_001, marketId: context.world.markets.a, startDate: addDays(today, -21), endDate: addDays(today, -14), lines: [{ productId: oil.productId, oldPrice: 950, newPrice: 700 }] },
      addDays(today, -21),
    );
    // Now "from 1000 down to 720": a 28 % claim, but 700 was asked within the 30 days: a real discount of −3 %.
    const card = await cardOf(await createOffer(oil.productId, 1000, 720));
    expect(card).toEqual(expect.objectContaining({ discountPercentage: 28, lowestPrice30Days: 700, realDiscountPercentage: -3 }));
  });
});
