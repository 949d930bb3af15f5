import { messages } from '@ofertat/shared-api/validation';
import { errorMessages } from '../../../src/lib/http-errors.js';
import { offerMessages } from '../../../src/features/offers/offer-messages.js';
import { buildOfferContext, type OfferContext, offerBody } from './offer-fixtures.js';

const rules = messages.offers.validation;

let context: OfferContext;
beforeAll(async () => {
  context = await buildOfferContext();
});
afterAll(() => context.testApp.close());

const post = (payload: unknown, token = context.tokens.adminA) =>
  context.request({ method: 'POST', url: '/api/offer/add', payload: payload as Record<string, unknown>, token });

async function expect400(payload: unknown, message: string) {
  const response = await post(payload);
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ message });
}

describe('[MARKET_ADMIN][OFFERS] rules 1–7 of spec section 5, in their order', () => {
  // Each case breaks its rule and every later rule it can, so only the order decides the message.
  const broken = () => {
    const { world } = context;
    const invalidLines = [
      { productId: world.products.milk, oldPrice: 100, newPrice: 150 },
      { productId: world.products.water, oldPrice: 'abc', newPrice: 1 },
    ];
    return {
      1: offerBody(world, { offerName: '   ', startDate: '', endDate: '2020-01-01', locationIds: [], products: [] }),
      2: offerBody(world, { startDate: '2025-05-10', endDate: null, locationIds: [], products: [] }),
      3: offerBody(world, { startDate: '2025-05-10', endDate: '2025-05-09', locationIds: [], storeLocationIds: [], products: [] }),
      4: offerBody(world, { locationIds: [], storeLocationIds: [], products: [] }),
      5: offerBody(world, { products: [] }),
      6: offerBody(world, { products: invalidLines }),
      7: offerBody(world, { products: [invalidLines[0]] }),
    };
  };
  const expected = [
    rules.nameRequired,
    rules.datesRequired,
    rules.startAfterEnd,
    rules.locationRequired,
    rules.productRequired,
    rules.invalidPrices,
    rules.newPriceNotLower,
  ];

  it.each([1, 2, 3, 4, 5, 6, 7] as const)('rule %i answers 400 with its exact message', async (rule) => {
    await expect400(broken()[rule], expected[rule - 1]!);
  });

  it('applies the same rules on edit', async () => {
    const offerId = await context.createOffer(offerBody(context.world));
    const response = await context.request({
      method: 'PUT',
      url: `/api/offer/edit/${offerId}`,
      payload: broken()[3],
      token: context.tokens.adminA,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: rules.startAfterEnd });
  });

  it('accepts a start equal to the end and store locations instead of cities', async () => {
    const { world } = context;
    const response = await post(
      offerBody(world, { startDate: '2026-01-05', endDate: '2026-01-05', locationIds: [], storeLocationIds: [world.stores.a1] }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('[MARKET_ADMIN][OFFERS] malformed input is a 400 with a JSON message, never a 500', () => {
  it('refuses malformed JSON and bodies that are not objects', async () => {
    const malformed = await context.request({
      method: 'POST',
      url: '/api/offer/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"offerName": "x",',
      token: context.tokens.adminA,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: errorMessages.malformedJson });

    await expect400([offerBody(context.world)], messages.validation.invalidBody);
    const jsonString = await context.request({
      method: 'POST',
      url: '/api/offer/add',
      headers: { 'content-type': 'application/json' },
      payload: '"oferta"',
      token: context.tokens.adminA,
    });
    expect(jsonString.statusCode).toBe(400);
    expect(jsonString.json()).toEqual({ message: messages.validation.invalidBody });
  });

  it('refuses wrong types, negative and absurd prices', async () => {
    const { world } = context;
    const line = (oldPrice: unknown, newPrice: unknown) => [{ productId: world.products.milk, oldPrice, newPrice }];
    await expect400(offerBody(world, { products: line(-10, -20) }), rules.invalidPrices);
    await expect400(offerBody(world, { products: line(1e12, 5) }), rules.invalidPrices);
    await expect400(offerBody(world, { products: line(true, 5) }), rules.invalidPrices);
    await expect400(offerBody(world, { products: line(null, 5) }), rules.invalidPrices);
    await expect400(offerBody(world, { products: line({ value: 10 }, 5) }), rules.invalidPrices);
    // Equal once stored with two decimals.
    await expect400(offerBody(world, { products: line(10.001, 10) }), rules.newPriceNotLower);
    await expect400(offerBody(world, { products: [{ productId: 'qumësht', oldPrice: 10, newPrice: 5 }] }), rules.invalidProduct);
    await expect400(
      offerBody(world, {
        products: [
          { productId: world.products.milk, oldPrice: 10, newPrice: 5 },
          { productId: world.products.milk, oldPrice: 12, newPrice: 6 },
        ],
      }),
      rules.duplicateProduct,
    );
    await expect400(offerBody(world, { locationIds: ['Tiranë'] }), messages.validation.invalidId);
    await expect400(offerBody(world, { locationIds: 'Tiranë', storeLocationIds: [world.stores.a1] }), messages.validation.invalidId);
    await expect400(offerBody(world, { offerName: 'x'.repeat(500) }), messages.validation.tooLong(120));
  });

  it('refuses dates that are not dates', async () => {
    for (const startDate of ['2026-02-30', 'nesër', '12/01/2026', 20260101]) {
      await expect400(offerBody(context.world, { startDate }), messages.validation.invalidDate);
    }
  });

  it('refuses ids that do not exist with a message', async () => {
    const { world } = context;
    await expect400(offerBody(world, { products: [{ productId: 999_999, oldPrice: 10, newPrice: 5 }] }), offerMessages.productsNotFound);
    await expect400(offerBody(world, { locationIds: [2_147_483_647] }), offerMessages.citiesNotFound);
    await expect400(offerBody(world, { storeLocationIds: [999_999] }), offerMessages.storePointsNotFound);
    const superAdmin = await post(offerBody(world, { marketId: 999_999 }), context.tokens.superAdmin);
    expect(superAdmin.statusCode).toBe(400);
    expect(superAdmin.json()).toEqual({ message: offerMessages.marketNotFound });
  });

  it('refuses a path id that is not an id', async () => {
    const response = await context.request({ method: 'GET', url: '/api/offer/view/abc', token: context.tokens.adminA });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.validation.invalidId });
  });
});
