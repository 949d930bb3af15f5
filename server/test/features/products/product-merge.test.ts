// Merging two products into one (IDENTITY.md §4): what moves, what is refused, how the old id answers, the audit.
import type { Product, ProductAuditPage, ProductMergeResult } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { offerProducts, offers, priceRecords, products } from '../../../src/db/schema.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildCatalogueContext, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { withParsedQuantity } from '../../helpers/product-rows.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const m = messages.products.duplicates;

async function addProduct(name: string, marketId: number | null = null): Promise<number> {
  const [row] = await context.db
    .insert(products)
    .values(withParsedQuantity({ name, unit: '1 l', categoryId: context.world.categories.dairy, marketId }))
    .returning({ id: products.id });
  return row!.id;
}

/** A current offer of `marketId` with a line per product, and the price records its publication writes. */
async function addOffer(marketId: number, productIds: number[]): Promise<number> {
  const today = tiraneToday();
  const [offer] = await context.db.insert(offers).values({ name: 'Java', marketId, startDate: today, endDate: today }).returning({ id: offers.id });
  if (productIds.length === 0) return offer!.id;
  await context.db.insert(offerProducts).values(productIds.map((productId) => ({ offerId: offer!.id, productId, oldPrice: '200.00', newPrice: '150.00' })));
  await context.db.insert(priceRecords).values(
    productIds.map((productId) => ({
      kind: 'offer',
      productId,
      marketId,
      offerId: offer!.id,
      oldPrice: '200.00',
      newPrice: '150.00',
      startDate: today,
      endDate: today,
      recordedOn: today,
    })),
  );
  return offer!.id;
}

const merge = (body: unknown) => context.request({ method: 'POST', url: '/api/admin/products/merge', payload: body as object, as: 'superAdmin' });
const counts = async () => ({ lines: await context.db.$count(offerProducts), records: await context.db.$count(priceRecords) });
const linesOf = (productId: number) => context.db.$count(offerProducts, eq(offerProducts.productId, productId));
const exists = async (productId: number) => (await context.db.$count(products, eq(products.id, productId))) > 0;

describe('merging two products', () => {
  it('moves a market product\'s offer lines and price records to the global product, whose id the old one answers as', async () => {
    const { a } = context.world.markets;
    const keepId = await addProduct('Kos Fshati 1 l');
    const mergeId = await addProduct('Kos FSHATI 1 litër', a);
    await addOffer(a, [mergeId]);
    await addOffer(context.world.markets.b, [keepId]);
    const before = await counts();

    const response = await merge({ keepId, mergeId });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductMergeResult>()).toMatchObject({ keepId, mergeId, movedOfferLines: 1, movedPriceRecords: 1, product: { productId: keepId } });
    expect(await counts()).toEqual(before);
    expect(await exists(mergeId)).toBe(false);

    const product = await context.request({ method: 'GET', url: `/api/product/${mergeId}` });
    expect(product.statusCode).toBe(200);
    expect(product.json<Product>()).toMatchObject({ productId: keepId, productName: 'Kos Fshati 1 l', marketId: null });

    // Both markets' cards are the kept product's, under either id.
    for (const id of [keepId, mergeId]) {
      const compared = await context.request({ method: 'GET', url: `/api/compare/products/${id}` });
      expect(compared.statusCode).toBe(200);
      const body = compared.json<{ product: Product; offers: { productId: number; marketId: number }[] }>();
      expect(body.product.productId).toBe(keepId);
      expect(body.offers.map(({ marketId }) => marketId).sort()).toEqual([a, context.world.markets.b].sort());
      expect(body.offers.every(({ productId }) => productId === keepId)).toBe(true);
    }
  });

  it('follows merges of merges: the first id answers as the last kept product', async () => {
    const first = await addProduct('Ajran Lufra 1 l');
    const second = await addProduct('Ajran LUFRA 1 l');
    const third = await addProduct('Ajran Lufra 1 litër');
    expect((await merge({ keepId: second, mergeId: first })).statusCode).toBe(200);
    expect((await merge({ keepId: third, mergeId: second })).statusCode).toBe(200);
    for (const id of [first, second]) {
      expect((await context.request({ method: 'GET', url: `/api/product/${id}` })).json<Product>().productId).toBe(third);
      expect((await context.request({ method: 'GET', url: `/api/compare/products/${id}` })).json<{ product: Product }>().product.productId).toBe(third);
    }
  });

  it('merges two products of one market', async () => {
    const { a } = context.world.markets;
    const keepId = await addProduct('Dhallë Alfa 1 l', a);
    const mergeId = await addProduct('Dhalle ALFA 1 l', a);
    await addOffer(a, [mergeId]);
    expect((await merge({ keepId, mergeId })).statusCode).toBe(200);
    expect(await linesOf(keepId)).toBe(1);
  });

  it('refuses with 409, changing nothing, when an offer holds both products', async () => {
    const keepId = await addProduct('Lëng Bravo 1 l');
    const mergeId = await addProduct('Leng BRAVO 1 l', context.world.markets.a);
    await addOffer(context.world.markets.a, [keepId, mergeId]);
    const before = await counts();
    const response = await merge({ keepId, mergeId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.sameOffer(1) });
    expect(await counts()).toEqual(before);
    expect(await exists(mergeId)).toBe(true);
    expect(await linesOf(mergeId)).toBe(1);
  });

  it('refuses products of two markets, a global product into a market product, one product twice, unknown ids', async () => {
    const { milk, cheeseA, juiceB } = context.world.products;
    const cases: [unknown, number, string | undefined][] = [
      [{ keepId: cheeseA, mergeId: juiceB }, 400, m.differentMarkets],
      [{ keepId: cheeseA, mergeId: milk }, 400, m.globalIntoMarket],
      [{ keepId: milk, mergeId: milk }, 400, m.sameProduct],
      [{ keepId: milk, mergeId: 999_999 }, 404, messages.products.notFound],
      [{ keepId: 999_999, mergeId: milk }, 404, messages.products.notFound],
      [{ keepId: milk }, 400, undefined],
      [{ keepId: 'x', mergeId: milk }, 400, undefined],
    ];
    for (const [body, status, message] of cases) {
      const response = await merge(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status });
      if (message) expect(response.json().message).toBe(message);
    }
    for (const id of [milk, cheeseA, juiceB]) expect(await exists(id)).toBe(true);
  });

  it('writes who merged what, newest first in the audit', async () => {
    const keepId = await addProduct('Salcë domatesh 1 l');
    const mergeId = await addProduct('Salce domatesh 1 l');
    expect((await merge({ keepId, mergeId })).statusCode).toBe(200);
    const audit = await context.request({ method: 'GET', url: '/api/admin/products/audit?pageSize=1', as: 'superAdmin' });
    expect(audit.statusCode).toBe(200);
    const page = audit.json<ProductAuditPage>();
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        action: 'merge',
        userId: expect.any(Number),
        userName: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        details: { keepId, mergeId, keepName: 'Salcë domatesh 1 l', mergeName: 'Salce domatesh 1 l', movedOfferLines: 0, movedPriceRecords: 0 },
      },
    ]);
  });

  it('keeps every offer line and price record on random catalogues (counts before = after)', async () => {
    const { a } = context.world.markets;
    // Products 0..n-1 (0 global, the others global or of market a), offers of market a holding some of them.
    const catalogue = fc
      .record({
        marketOwned: fc.array(fc.boolean(), { minLength: 2, maxLength: 5 }),
        offers: fc.array(fc.array(fc.nat({ max: 4 }), { maxLength: 4 }), { maxLength: 5 }),
        merged: fc.nat({ max: 3 }),
      })
      .map(({ marketOwned, offers: drawn, merged }) => ({
        marketOwned: [false, ...marketOwned.slice(1)],
        offers: drawn.map((held) => [...new Set(held.filter((index) => index < marketOwned.length))]),
        merged: 1 + (merged % (marketOwned.length - 1)),
      }));
    await fc.assert(
      fc.asyncProperty(catalogue, async ({ marketOwned, offers: held, merged }) => {
        const ids: number[] = [];
        for (const [index, owned] of marketOwned.entries()) ids.push(await addProduct(`Prove ${index}`, owned ? a : null));
        for (const indexes of held) await addOffer(a, indexes.map((index) => ids[index]!));
        const keepId = ids[0]!;
        const mergeId = ids[merged]!;
        const before = await counts();
        const keepLines = await linesOf(keepId);
        const mergeLines = await linesOf(mergeId);
        const shared = held.some((indexes) => indexes.includes(0) && indexes.includes(merged));

        const response = await merge({ keepId, mergeId });
        expect(response.statusCode).toBe(shared ? 409 : 200);
        expect(await counts()).toEqual(before);
        expect(await linesOf(keepId)).toBe(shared ? keepLines : keepLines + mergeLines);
        expect(await exists(mergeId)).toBe(shared);
      }),
      { numRuns: 15 },
    );
  });
});
