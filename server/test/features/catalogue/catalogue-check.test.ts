// The operator's check (GET /api/admin/catalogue/check): the super admin's only; consistent after writes made through
// the API; and it names what a write the instance was never told of changed (here, a price set in the database).
import { eq } from 'drizzle-orm';
import { offerProducts } from '../../../src/db/schema.js';
import { buildOfferContext, offerBody, type OfferContext } from '../offers/offer-fixtures.js';

let context: OfferContext;
beforeAll(async () => {
  context = await buildOfferContext();
});
afterAll(() => context.testApp.close());

const check = (token: string) => context.request({ method: 'GET', url: '/api/admin/catalogue/check', token });

it("is the super admin's only", async () => {
  expect((await check(context.tokens.adminA)).statusCode).toBe(403);
  expect((await context.request({ method: 'GET', url: '/api/admin/catalogue/check' })).statusCode).toBe(401);
});

it('finds the catalogue consistent after API writes, and names a change it was not told of', async () => {
  const offerId = await context.createOffer(offerBody(context.world));
  const consistent = await check(context.tokens.superAdmin);
  expect(consistent.statusCode).toBe(200);
  expect(consistent.json()).toMatchObject({ consistent: true, differences: [], counts: { offers: 1, lines: 1 } });

  await context.testApp.database.db.update(offerProducts).set({ newPrice: '99.00' }).where(eq(offerProducts.offerId, offerId));
  const differs = (await check(context.tokens.superAdmin)).json<{ consistent: boolean; differences: string[] }>();
  expect(differs.consistent).toBe(false);
  expect(differs.differences).toEqual([expect.stringMatching(new RegExp(`^offer ${offerId}: in memory .*120.*, in the database .*99`))]);
});
