// The card's numbers are decided once (src/features/catalogue): for any prices, the discount, the unit price, the
// 30-day low and the real discount are the same in every answer that shows them — the public card, the compare
// group, the product page, the basket, the product page's head and the admin's view of the offer. Each run writes a
// fresh product (in a fresh category, so every answer holds it alone) with a past offer at `low` ALL and a current
// one, written through the admin API, at old → new ALL.
import type { BasketComparison, OfferCard, OfferDetail, ProductComparison, ProductGroupPage } from '@ofertat/shared-api/contracts';
import { publicPaths } from '@ofertat/shared-api/deployment';
import { percentOff, unitPriceOf } from '@ofertat/shared-api/validation';
import fc from 'fast-check';
import path from 'node:path';
import { categories, locations, offerProducts, offers, products } from '../../../src/db/schema.js';
import { recordOfferPublished } from '../../../src/features/price-history/price-records.js';
import { addDays, tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { bearer, type DemoRoles, loginDemoRoles } from '../../helpers/demo-roles.js';
import { withParsedQuantity } from '../../helpers/product-rows.js';
import { readPage } from '../../helpers/read-page.js';

const webRoot = path.join(__dirname, '../../fixtures/web');
const today = tiraneToday();

let testApp: TestApp;
let roles: DemoRoles<'dajti'>;
let cityId: number;
let run = 0;
beforeAll(async () => {
  testApp = await buildTestApp({ webRoot, env: { PUBLIC_ORIGIN: 'https://ofertat.test' } });
  roles = await loginDemoRoles(testApp, ['dajti']);
  [{ id: cityId }] = (await testApp.database.db.select({ id: locations.id }).from(locations).limit(1)) as [{ id: number }];
});
afterAll(() => testApp.close());

interface Prices {
  oldPrice: number;
  newPrice: number;
  /** The past offer's price: the 30-day low of the current one. */
  low: number;
  /** The product's unit, from which its quantity is read. */
  unit: string;
}

/** Each answer's numbers for the product, as a shopper or an admin reads them. */
interface Shown {
  discountPercentage: number;
  unitPrice: number | null;
  lowestPrice30Days: number | null;
  realDiscountPercentage: number | null;
}
const shown = (card: OfferCard): Shown => ({
  discountPercentage: card.discountPercentage,
  unitPrice: card.unitPrice,
  lowestPrice30Days: card.lowestPrice30Days,
  realDiscountPercentage: card.realDiscountPercentage,
});

async function writeWorld(prices: Prices): Promise<{ productId: number; categoryId: number; offerId: number; amount: number | null }> {
  const db = testApp.database.db;
  run += 1;
  const marketId = roles.marketIds.dajti;
  const [category] = await db.insert(categories).values({ name: `Provë ${run}` }).returning({ id: categories.id });
  const [product] = await db
    .insert(products)
    .values(withParsedQuantity({ name: `Produkt prove ${run}`, unit: prices.unit, categoryId: category!.id, marketId }))
    .returning({ id: products.id, amount: products.quantityAmount });
  const productId = product!.id;
  // Three weeks ago, at `low`: written as the offer routes record it, on its day.
  const startDate = addDays(today, -21);
  const endDate = addDays(today, -15);
  const [past] = await db.insert(offers).values({ name: 'E kaluara', marketId, startDate, endDate }).returning({ id: offers.id });
  const line = { productId, oldPrice: prices.oldPrice, newPrice: prices.low };
  await db.insert(offerProducts).values({ offerId: past!.id, productId, oldPrice: line.oldPrice.toFixed(2), newPrice: line.newPrice.toFixed(2) });
  await recordOfferPublished(db, { offerId: past!.id, marketId, startDate, endDate, lines: [line] }, startDate);

  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/offer/add',
    headers: bearer(roles.admins.dajti),
    payload: {
      offerName: `Oferta ${run}`,
      startDate: addDays(today, -1),
      endDate: addDays(today, 6),
      locationIds: [cityId],
      storeLocationIds: [],
      products: [{ productId, oldPrice: prices.oldPrice, newPrice: prices.newPrice }],
    },
  });
  expect(response.statusCode).toBe(201);
  return { productId, categoryId: category!.id, offerId: response.json<{ offerId: number }>().offerId, amount: product!.amount === null ? null : Number(product!.amount) };
}

async function json<T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<T> {
  const response = await testApp.app.inject({ method, url, payload, headers: bearer(token) });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<T>();
}

/** Every answer's numbers for the product, named by the answer. */
async function everyAnswer(world: Awaited<ReturnType<typeof writeWorld>>) {
  const { productId, categoryId, offerId } = world;
  const [card] = (await json<OfferCard[]>('POST', '/api/offer/search', { productId })).filter((one) => one.offerId === offerId);
  const group = await json<ProductGroupPage>('GET', `/api/compare/products?categoryId=${categoryId}`);
  const productPage = await json<ProductComparison>('GET', `/api/compare/products/${productId}`);
  const basket = await json<BasketComparison>('POST', '/api/basket/compare', { items: [{ productId, quantity: 1 }] });
  const admin = await json<OfferDetail>('GET', `/api/offer/view/${offerId}`, undefined, roles.superAdmin);
  const head = readPage((await testApp.app.inject({ method: 'GET', url: publicPaths.product.getHref({ productId }) })).body);
  return { card: card!, group: group.items[0]!, productOffer: productPage.offers[0]!, basket, admin: admin.products[0]!, head };
}

describe('the numbers of a card, in every answer', () => {
  it('are the same number everywhere, for any prices: 200 → 85 ALL is −58 % everywhere', async () => {
    const cents = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100);
    const prices: fc.Arbitrary<Prices> = fc
      .record({ oldPrice: cents(200, 999_999), newShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }), lowShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }), unit: fc.constantFrom('1 L', '750 ml', '3 kg', '6x1.5L', '12 copë', 'pako') })
      .map(({ oldPrice, newShare, lowShare, unit }) => ({
        oldPrice,
        newPrice: Math.max(0.01, Math.round(oldPrice * newShare * 100) / 100),
        low: Math.max(0.01, Math.round(oldPrice * lowShare * 100) / 100),
        unit,
      }));
    await fc.assert(
      fc.asyncProperty(prices, async (drawn) => {
        const world = await writeWorld(drawn);
        const answers = await everyAnswer(world);
        const quantity = world.amount === null ? null : { amount: world.amount, unit: 'kg' as const };
        const expected: Shown = {
          discountPercentage: percentOff(drawn.oldPrice, drawn.newPrice)!,
          unitPrice: unitPriceOf(drawn.newPrice, quantity),
          lowestPrice30Days: drawn.low,
          realDiscountPercentage: percentOff(drawn.low, drawn.newPrice),
        };
        expect({
          card: shown(answers.card),
          group: shown(answers.group.cheapest),
          groupUnitPrice: answers.group.minUnitPrice,
          groupDiscount: answers.group.bestDiscountPercentage,
          productPage: shown(answers.productOffer),
          admin: answers.admin.discountPercentage,
        }).toEqual({
          card: expected,
          group: expected,
          groupUnitPrice: expected.unitPrice,
          // The group's discount is the real one where known (COMPARISON.md §3).
          groupDiscount: expected.realDiscountPercentage,
          productPage: expected,
          admin: expected.discountPercentage,
        });
        const basketLine = answers.basket.markets.find((market) => market.marketId === roles.marketIds.dajti)!.lines[0]!;
        expect(basketLine).toEqual(expect.objectContaining({ price: drawn.newPrice, onOffer: true, offerId: world.offerId }));
        const product = answers.head.jsonLd.Product?.[0] as { offers: { lowPrice: number | string } } | undefined;
        expect(Number(product?.offers.lowPrice)).toBe(drawn.newPrice);
      }),
      { numRuns: 6, examples: [[{ oldPrice: 200, newPrice: 85, low: 120, unit: '1 L' }]] },
    );
  });

  it('shows 200 → 85 ALL as 58 % off in the card, the compare group, the product page and the admin view', async () => {
    const answers = await everyAnswer(await writeWorld({ oldPrice: 200, newPrice: 85, low: 170, unit: '500 g' }));
    expect([answers.card, answers.group.cheapest, answers.productOffer, answers.admin].map((one) => one.discountPercentage)).toEqual([58, 58, 58, 58]);
    // 85 ÷ 0.5 kg, and 85 against a low of 170: −50 %.
    expect([answers.card, answers.group.cheapest, answers.productOffer].map((one) => [one.unitPrice, one.realDiscountPercentage])).toEqual([
      [170, 50],
      [170, 50],
      [170, 50],
    ]);
  });
});
