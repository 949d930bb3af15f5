import type { PriceHistory } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { categories, markets, products } from '../../../src/db/schema.js';
import {
  recordNormalPrice,
  recordOfferDeleted,
  recordOfferPublished,
} from '../../../src/features/price-history/price-records.js';
import { realDiscountPercentageOf } from '../../../src/features/catalogue/prices.js';
import { lowestPricesBefore, windowKey } from '../../../src/features/price-history/lowest-prices.js';
import { addDays, fixToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { runDay } from '../../helpers/test-day.js';

// The records are written as the offer routes write them, each on the day it happened, then read back through the
// endpoint on a later day. Offer ids are only labels here: the history keeps no link to the offers table.
let testApp: TestApp;
let ids: { alfa: number; beta: number; closed: number; milk: number; bread: number };
beforeAll(async () => {
  testApp = await buildTestApp({ demoData: false });
  const db = testApp.database.db;
  const [alfa, beta, closed] = await db
    .insert(markets)
    .values([{ name: 'Alfa Market' }, { name: 'Beta Market' }, { name: 'Mbyllur Market', isActive: false }])
    .returning({ id: markets.id });
  const [dairy] = await db.insert(categories).values([{ name: 'Bulmet' }]).returning({ id: categories.id });
  const [milk, bread] = await db
    .insert(products)
    .values([
      { name: 'Qumësht 1L', unit: '1 L', categoryId: dairy!.id },
      { name: 'Bukë', unit: 'copë', categoryId: dairy!.id },
    ])
    .returning({ id: products.id });
  ids = { alfa: alfa!.id, beta: beta!.id, closed: closed!.id, milk: milk!.id, bread: bread!.id };

  const offer = (offerId: number, marketId: number, startDate: string, endDate: string, newPrice: number, oldPrice = 200) => ({
    offerId,
    marketId,
    startDate,
    endDate,
    lines: [{ productId: ids.milk, oldPrice, newPrice }],
  });
  // Alfa's own shelf price from 20 December.
  await recordNormalPrice(db, { productId: ids.milk, marketId: ids.alfa, price: 210 }, '2025-12-20');
  // Published on 1 January for 1–10 January at 150 (claimed normal price 200).
  await recordOfferPublished(db, offer(1, ids.alfa, '2026-01-01', '2026-01-10', 150), '2026-01-01');
  // Edited on 5 January to 120: 1–4 January keep 150.
  await recordOfferPublished(db, offer(1, ids.alfa, '2026-01-01', '2026-01-10', 120), '2026-01-05', [{ marketId: ids.alfa, productId: ids.milk }]);
  // Deleted on 8 January: from then on the shelf price again.
  await recordOfferDeleted(db, 1, [{ marketId: ids.alfa, productId: ids.milk }], '2026-01-08');
  // Beta: created on 12 January with a start on 2 January: it was not public before it existed.
  await recordOfferPublished(db, offer(2, ids.beta, '2026-01-02', '2026-01-20', 180, 190), '2026-01-12');
  // Two Beta offers on the same days: the lower price counts.
  await recordOfferPublished(db, offer(3, ids.beta, '2026-01-14', '2026-01-14', 170, 190), '2026-01-13');
  // A deactivated market's prices are not shown.
  await recordOfferPublished(db, offer(4, ids.closed, '2026-01-01', '2026-01-31', 100), '2026-01-01');
  fixToday('2026-01-15');
});
afterAll(async () => {
  fixToday(runDay());
  await testApp.close();
});

async function history(query: string, productId = ids.milk): Promise<PriceHistory> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/product/${productId}/price-history${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<PriceHistory>();
}

const day = (date: string, price: number, onOffer: boolean) => ({ date, price, onOffer });
const range = (from: string, to: string, price: number, onOffer: boolean) => {
  const points = [];
  for (let date = from; date <= to; date = addDays(date, 1)) points.push(day(date, price, onOffer));
  return points;
};

describe('GET /api/product/{id}/price-history', () => {
  it('gives the effective price per day: shelf price, offers as published on each day, edits and deletions from their day on', async () => {
    const { productId, series } = await history('?days=30');
    expect(productId).toBe(ids.milk);
    expect(series.map((market) => market.marketName)).toEqual(['Alfa Market', 'Beta Market']);
    expect(series[0]!.points).toEqual([
      // 17–19 December: nothing known yet, so no points.
      ...range('2025-12-20', '2025-12-31', 210, false),
      ...range('2026-01-01', '2026-01-04', 150, true),
      ...range('2026-01-05', '2026-01-07', 120, true),
      // Deleted: the shelf price, the last normal price known (the deleted offer's claim no longer counts).
      ...range('2026-01-08', '2026-01-15', 210, false),
    ]);
    expect(series[1]!.points).toEqual([
      ...range('2026-01-12', '2026-01-13', 180, true),
      day('2026-01-14', 170, true),
      day('2026-01-15', 180, true),
    ]);
  });

  it('takes the last known normal price after an offer ends', async () => {
    const db = testApp.database.db;
    await recordOfferPublished(
      db,
      { offerId: 5, marketId: ids.alfa, startDate: '2026-01-02', endDate: '2026-01-03', lines: [{ productId: ids.bread, oldPrice: 80, newPrice: 60 }] },
      '2026-01-02',
    );
    const { series } = await history('?days=15', ids.bread);
    expect(series).toEqual([
      {
        marketId: ids.alfa,
        marketName: 'Alfa Market',
        points: [...range('2026-01-02', '2026-01-03', 60, true), ...range('2026-01-04', '2026-01-15', 80, false)],
      },
    ]);
  });

  it('keeps to the days asked and to one market', async () => {
    const { series } = await history(`?days=3&marketId=${ids.beta}`);
    expect(series).toEqual([
      { marketId: ids.beta, marketName: 'Beta Market', points: [day('2026-01-13', 180, true), day('2026-01-14', 170, true), day('2026-01-15', 180, true)] },
    ]);
    // 90 days by default.
    expect((await history('')).series[0]!.points[0]!.date).toBe('2025-12-20');
  });

  it('records nothing for an unchanged shelf price, and removed lines when an edit drops a product', async () => {
    const db = testApp.database.db;
    await recordNormalPrice(db, { productId: ids.milk, marketId: ids.alfa, price: 210 }, '2026-01-15');
    await recordNormalPrice(db, { productId: ids.milk, marketId: ids.alfa, price: null }, '2026-01-15');
    // Beta's offer 2 loses the milk today: 15 January falls back to offer 3's claim (190, known from 14 January).
    await recordOfferPublished(db, { offerId: 2, marketId: ids.beta, startDate: '2026-01-02', endDate: '2026-01-20', lines: [] }, '2026-01-15', [
      { marketId: ids.beta, productId: ids.milk },
    ]);
    testApp.app.publicCache.clear();
    const { series } = await history('?days=2');
    expect(series).toEqual([
      { marketId: ids.alfa, marketName: 'Alfa Market', points: range('2026-01-14', '2026-01-15', 210, false) },
      { marketId: ids.beta, marketName: 'Beta Market', points: [day('2026-01-14', 170, true), day('2026-01-15', 190, false)] },
    ]);
  });

  it.each([
    ['?days=0', messages.compare.historyDaysInvalid(365)],
    ['?days=366', messages.compare.historyDaysInvalid(365)],
    ['?days=abc', messages.compare.historyDaysInvalid(365)],
    ['?marketId=-1', messages.validation.invalidId],
  ])('refuses %s with 400', async (query, message) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/product/${ids.milk}/price-history${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message }));
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/product/999999/price-history' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.products.notFound });
  });
});

describe('lowestPricesBefore and realDiscountPercentageOf', () => {
  it('takes the lowest effective price of the 30 days before the start', async () => {
    const windows = [
      { productId: ids.milk, marketId: ids.alfa, startDate: '2026-01-11' },
      { productId: ids.milk, marketId: ids.alfa, startDate: '2025-12-25' },
      { productId: ids.milk, marketId: ids.alfa, startDate: '2025-12-10' },
      // The start day itself is not in its window: 2–10 January at Beta were published only on 12 January.
      { productId: ids.milk, marketId: ids.beta, startDate: '2026-01-12' },
      { productId: ids.milk, marketId: ids.closed, startDate: '2026-01-20' },
    ];
    const lowest = await lowestPricesBefore(testApp.database.db, windows);
    expect(windows.map((window) => lowest.get(windowKey(window)))).toEqual([120, 210, null, null, 100]);
  });

  it('compares the offer price with that lowest price', () => {
    expect(realDiscountPercentageOf(120, 100)).toBe(17);
    expect(realDiscountPercentageOf(200, 100)).toBe(50);
    expect(realDiscountPercentageOf(100, 120)).toBe(-20);
    expect(realDiscountPercentageOf(100, 100)).toBe(0);
    expect(realDiscountPercentageOf(8, 7.9)).toBe(1);
    expect(realDiscountPercentageOf(null, 100)).toBeNull();
  });
});
