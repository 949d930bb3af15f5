// A current card's 30-day low is kept (reference_prices) by the writes and the seeds, and read by the catalogue: the
// cards and the comparison agree with the price history whether the low was computed or read, no public read writes
// one, and a new current offer keeps its lows as it is written.
import type { OfferCard, ProductComparison } from '@ofertat/shared-api/contracts';
import { sql } from 'drizzle-orm';
import { keepReferencePrices } from '../../../src/features/price-history/lowest-prices.js';
import { addDays } from '../../../src/lib/tirane-date.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;

beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['dajti']);
});
afterAll(() => testApp.close());

const keptLows = async () =>
  (
    await testApp.database.db.execute<{ key: string; lowest: string | null }>(sql`
      select product_id || ':' || market_id || ':' || to_char(start_date, 'YYYY-MM-DD') as key, lowest::text as lowest
      from reference_prices`)
  ).rows;

/** Every card, from a catalogue read whole again. */
async function allCards(): Promise<OfferCard[]> {
  testApp.app.publicCache.clear();
  return (await testApp.app.inject('/api/offer/all')).json<OfferCard[]>();
}

it('writes no low while answering a comparison: a GET computes what is not kept, and keeps nothing', async () => {
  const groups = (await testApp.app.inject('/api/compare/products?sort=discount&pageSize=48')).json<{ items: { productId: number; cheapest: OfferCard }[] }>();
  expect(groups.items.some((group) => group.cheapest.lowestPrice30Days !== null)).toBe(true);
  expect((await testApp.app.inject(`/api/compare/products/${groups.items[0]!.productId}`)).statusCode).toBe(200);
  expect(await keptLows()).toEqual([]);
});

it('reads the lows kept for the current cards, and the cards read from them equal the cards computed', async () => {
  expect(await keptLows()).toEqual([]);
  const computed = await allCards();
  expect(computed.some((card) => card.lowestPrice30Days !== null)).toBe(true);
  expect(await keptLows()).toEqual([]);
  const windows = computed.map((card) => ({ productId: card.productId, marketId: card.marketId, startDate: card.offerStartDate }));
  await keepReferencePrices(testApp.database.db, windows, tiraneToday());
  const kept = new Map((await keptLows()).map((row) => [row.key, row.lowest === null ? null : Number(row.lowest)]));
  expect(kept.size).toBe(new Set(windows.map((window) => `${window.productId}:${window.marketId}:${window.startDate}`)).size);
  for (const card of computed) expect(kept.get(`${card.productId}:${card.marketId}:${card.offerStartDate}`)).toBe(card.lowestPrice30Days);
  expect(await allCards()).toEqual(computed);
});

it("gives the comparison of a product the same lows as the product's cards", async () => {
  const cards = await allCards();
  const card = cards.find((each) => each.realDiscountPercentage !== null)!;
  const comparison = (await testApp.app.inject(`/api/compare/products/${card.productId}`)).json<ProductComparison>();
  const same = comparison.offers.find((offer) => offer.offerId === card.offerId)!;
  expect(same).toMatchObject({ lowestPrice30Days: card.lowestPrice30Days, realDiscountPercentage: card.realDiscountPercentage });
});

it('keeps the lows of a current offer as it is written, and none of an offer that starts later', async () => {
  const { dajti } = roles.marketIds;
  const products = (await testApp.app.inject({ url: `/api/product/get/market/${dajti}`, headers: bearer(roles.admins.dajti) })).json<
    { productId: number }[]
  >();
  const [first, second] = products;
  const [city] = (await testApp.app.inject({ url: `/api/market/${dajti}/market/locations`, headers: bearer(roles.admins.dajti) })).json<
    { locationId: number }[]
  >();
  const today = tiraneToday();
  const body = (startDate: string, productId: number) => ({
    offerName: `Ulje ${startDate}`,
    startDate,
    endDate: addDays(today, 10),
    locationIds: [city!.locationId],
    storeLocationIds: [],
    products: [{ productId, oldPrice: 500, newPrice: 400 }],
  });
  const before = new Set((await keptLows()).map((row) => row.key));
  for (const [startDate, productId] of [
    [addDays(today, -2), first!.productId],
    [addDays(today, 3), second!.productId],
  ] as const) {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/offer/add', headers: bearer(roles.admins.dajti), payload: body(startDate, productId) });
    expect(response.statusCode).toBe(201);
  }
  const added = (await keptLows()).map((row) => row.key).filter((key) => !before.has(key));
  expect(added).toEqual([`${first!.productId}:${dajti}:${addDays(today, -2)}`]);
});
