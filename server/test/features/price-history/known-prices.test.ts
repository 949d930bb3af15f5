// POST /api/product/known-prices (issue 16): the median the offer form's price sanity check compares a new price
// with, read from the same effective prices as the public price history; admins only.
import type { KnownPrices, PriceHistory, Product } from '@ofertat/shared-api/contracts';
import { messages, validationLimits } from '@ofertat/shared-api/validation';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, loginDemoRoles, type DemoRoles } from '../../helpers/demo-roles.js';

let testApp: TestApp;
let roles: DemoRoles<'shqiponja'>;
beforeAll(async () => {
  testApp = await buildTestApp();
  roles = await loginDemoRoles(testApp, ['shqiponja']);
});
afterAll(() => testApp.close());

const ask = (payload: unknown, token?: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/product/known-prices', payload: payload as object, headers: bearer(token) });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe('POST /api/product/known-prices', () => {
  it("gives each product's median over the public history's 90 days, in the order asked, unknown products with none", async () => {
    const catalogue = (await testApp.app.inject({ method: 'GET', url: '/api/product/all' })).json<Product[]>();
    const histories = await Promise.all(
      catalogue.slice(0, 12).map(async (product) =>
        (await testApp.app.inject({ method: 'GET', url: `/api/product/${product.productId}/price-history?days=90` })).json<PriceHistory>(),
      ),
    );
    const known = histories.filter((history) => history.series.length > 1);
    expect(known.length).toBeGreaterThan(1);
    const unknownId = validationLimits.maxId;

    const response = await ask({ productIds: [known[1]!.productId, unknownId, known[0]!.productId] }, roles.admins.shqiponja);
    expect(response.statusCode).toBe(200);
    const prices = (history: PriceHistory) => history.series.flatMap((series) => series.points.map((point) => point.price));
    expect(response.json<KnownPrices[]>()).toEqual([
      { productId: known[1]!.productId, median: median(prices(known[1]!)), priceCount: prices(known[1]!).length },
      { productId: unknownId, median: null, priceCount: 0 },
      { productId: known[0]!.productId, median: median(prices(known[0]!)), priceCount: prices(known[0]!).length },
    ]);
    expect((await ask({ productIds: [known[0]!.productId] }, roles.superAdmin)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await ask({ productIds: [1] })).statusCode).toBe(401);
  });

  it.each([
    ['no list', {}, messages.validation.invalidBody],
    ['an empty list', { productIds: [] }, messages.validation.invalidBody],
    [
      'more products than an offer holds',
      { productIds: Array.from({ length: validationLimits.maxOfferProducts + 1 }, (_, i) => i + 1) },
      messages.validation.invalidBody,
    ],
    ['a bad id', { productIds: [1, 'x'] }, messages.validation.invalidId],
    ['an id out of range', { productIds: [0] }, messages.validation.invalidId],
  ])('refuses %s with 400', async (_what, payload, message) => {
    const response = await ask(payload, roles.admins.shqiponja);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });
});
