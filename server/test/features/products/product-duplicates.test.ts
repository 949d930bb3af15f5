// Likely duplicates and their dismissal (IDENTITY.md §4), over HTTP as the super admin's screen reads them.
import type { DuplicatePair, DuplicatePairPage, ProductAuditPage } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { products } from '../../../src/db/schema.js';
import { buildCatalogueContext, type Caller, type CatalogueContext, insertProducts, type NewProduct } from '../../helpers/catalogue-world.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const addProducts = (...rows: NewProduct[]) => insertProducts(context, ...rows);

const list = async (query = '', as: Caller = 'superAdmin') => context.request({ method: 'GET', url: `/api/admin/products/duplicates${query}`, as });

/** Every open pair, read page by page as the screen does. */
async function allPairs(): Promise<DuplicatePair[]> {
  const pairs: DuplicatePair[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await list(`?page=${page}&pageSize=48`)).json<DuplicatePairPage>();
    pairs.push(...answer.items);
    if (pairs.length >= answer.total) return pairs;
  }
}

const pairOf = (pairs: DuplicatePair[], first: number, second: number) =>
  pairs.find(({ productA, productB }) => productA.productId === Math.min(first, second) && productB.productId === Math.max(first, second));

const dismiss = (body: unknown, as: Caller = 'superAdmin') =>
  context.request({ method: 'POST', url: '/api/admin/products/duplicates/dismiss', payload: body as object, as });

describe('who may see and change duplicates', () => {
  it.each([
    ['GET', '/api/admin/products/duplicates'],
    ['GET', '/api/admin/products/audit'],
    ['POST', '/api/admin/products/duplicates/dismiss'],
    ['POST', '/api/admin/products/merge'],
  ] as const)('%s %s: 401 without a token, 403 for a market admin', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    expect((await context.request({ method, url, payload })).statusCode).toBe(401);
    expect((await context.request({ method, url, payload, as: 'adminA' })).statusCode).toBe(403);
  });
});

describe('the likely duplicates', () => {
  it('pairs a market product with the global product of the same barcode, with both summaries', async () => {
    const [global, market] = await addProducts(
      { name: 'Coca-Cola kanaçe', unit: '330 ml', barcode: '5449000000996' },
      { name: 'Pije e gazuar e zezë', unit: 'copë', marketId: context.world.markets.a, barcode: '5449000000996' },
    );
    const pair = pairOf(await allPairs(), global!, market!);
    expect(pair).toEqual({
      productA: {
        productId: global,
        productName: 'Coca-Cola kanaçe',
        productUnit: '330 ml',
        marketId: null,
        marketName: null,
        barcode: '5449000000996',
        offerCount: 0,
      },
      productB: {
        productId: market,
        productName: 'Pije e gazuar e zezë',
        productUnit: 'copë',
        marketId: context.world.markets.a,
        marketName: 'Alfa Market',
        barcode: '5449000000996',
        offerCount: 0,
      },
      reason: 'barcode',
      score: 1,
    });
  });

  it('never pairs products by an in-store code', async () => {
    const [a, b] = await addProducts(
      { name: 'Djathë me peshë', unit: '1 kg', marketId: context.world.markets.a, barcode: '2012345678903' },
      { name: 'Sallam i prerë', unit: 'copë', marketId: context.world.markets.b, barcode: '2012345678903' },
    );
    expect(pairOf(await allPairs(), a!, b!)).toBeUndefined();
  });

  it('pairs similar names at the same quantity, whatever their accents, case and spelling of the quantity', async () => {
    const [global, market, otherQuantity, unknownQuantity] = await addProducts(
      { name: 'Qumësht Lufra 1 l', unit: '1 l' },
      { name: 'Qumesht LUFRA 1 litër', unit: '1 litër', marketId: context.world.markets.b },
      { name: 'Qumësht Lufra 2 l', unit: '2 l' },
      { name: 'Qumësht Lufra', unit: 'pako' },
    );
    const pairs = await allPairs();
    const pair = pairOf(pairs, global!, market!);
    expect(pair).toMatchObject({ reason: 'name', productA: { productId: global }, productB: { productId: market } });
    expect(pair!.score).toBeGreaterThanOrEqual(0.6);
    expect(pair!.score).toBeLessThanOrEqual(1);
    // Another quantity is another product; an unknown quantity pairs with nothing.
    expect(pairOf(pairs, global!, otherQuantity!)).toBeUndefined();
    expect(pairOf(pairs, market!, otherQuantity!)).toBeUndefined();
    expect(pairs.some(({ productA, productB }) => [productA.productId, productB.productId].includes(unknownQuantity!))).toBe(false);
  });

  it("follows a product's edits: a new name, quantity or barcode pairs it anew, and a deleted product leaves no pair", async () => {
    const [global, market] = await addProducts(
      { name: 'Vaj ulliri Sole 1 l', unit: '1 l', barcode: '5301111111117' },
      { name: 'Lëng portokalli 1 l', unit: '1 l', marketId: context.world.markets.a },
    );
    expect(pairOf(await allPairs(), global!, market!)).toBeUndefined();

    await context.db.update(products).set({ name: 'VAJ ULLIRI SOLE 1 litër' }).where(eq(products.id, market!));
    expect(pairOf(await allPairs(), global!, market!)).toMatchObject({ reason: 'name' });
    await context.db.update(products).set({ quantityAmount: '2', quantityUnit: 'l' }).where(eq(products.id, market!));
    expect(pairOf(await allPairs(), global!, market!)).toBeUndefined();
    await context.db.update(products).set({ barcode: '5301111111117' }).where(eq(products.id, market!));
    expect(pairOf(await allPairs(), global!, market!)).toMatchObject({ reason: 'barcode', score: 1 });

    await context.db.delete(products).where(eq(products.id, market!));
    expect((await allPairs()).some(({ productA, productB }) => [productA.productId, productB.productId].includes(market!))).toBe(false);
  });

  it('does not pair names that are not alike at the same quantity', async () => {
    const [butter, yoghurt] = await addProducts({ name: 'Gjalpë Lufra 250 g', unit: '250 g' }, { name: 'Kos dele Erzeni 250 g', unit: '250 g' });
    expect(pairOf(await allPairs(), butter!, yoghurt!)).toBeUndefined();
  });

  it('lists barcode pairs first, then by score, paged in order with the same total on every page', async () => {
    await addProducts(
      { name: 'Ujë Tepelena 1.5 l', unit: '1.5 l', barcode: '5310000000010' },
      { name: 'Uje TEPELENA 1,5 litra', unit: '1.5 l', marketId: context.world.markets.a, barcode: '5310000000010' },
      { name: 'Ujë Glina 1.5 l', unit: '1.5 l' },
      { name: 'UJE GLINA 1.5L', unit: '1.5 l', marketId: context.world.markets.a },
    );
    const whole = await allPairs();
    expect(whole.length).toBeGreaterThanOrEqual(4);
    const reasons = whole.map(({ reason }) => reason);
    expect(reasons.indexOf('name')).toBeGreaterThan(reasons.lastIndexOf('barcode'));
    const names = whole.filter(({ reason }) => reason === 'name').map(({ score }) => score);
    expect(names).toEqual([...names].sort((x, y) => y - x));

    const paged: DuplicatePair[] = [];
    for (let page = 1; page <= whole.length; page += 1) {
      const answer = (await list(`?page=${page}&pageSize=1`)).json<DuplicatePairPage>();
      expect(answer).toMatchObject({ total: whole.length, page, pageSize: 1 });
      paged.push(...answer.items);
    }
    expect(paged).toEqual(whole);
    const beyond = await list(`?page=${whole.length + 1}&pageSize=1`);
    expect(beyond.json()).toEqual({ items: [], total: whole.length, page: whole.length + 1, pageSize: 1 });
    expect((await list()).json()).toMatchObject({ page: 1, pageSize: 12 });
  });

  it.each(['?page=0', '?pageSize=0', '?pageSize=49', '?page=abc'])('refuses %s with a message', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('dismissing a pair', () => {
  it('keeps the pair out of the list for good, in either order, and writes who did it', async () => {
    const [global, market] = await addProducts(
      { name: 'Vaj ulliri Kalaja 1 l', unit: '1 l' },
      { name: 'Vaj ulliri KALAJA 1 litër', unit: '1 l', marketId: context.world.markets.a },
    );
    const before = (await list()).json<DuplicatePairPage>().total;
    expect(pairOf(await allPairs(), global!, market!)).toBeDefined();

    const response = await dismiss({ productAId: market, productBId: global });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productAId: global, productBId: market });
    expect(pairOf(await allPairs(), global!, market!)).toBeUndefined();
    expect((await list()).json<DuplicatePairPage>().total).toBe(before - 1);
    // Twice changes nothing.
    expect((await dismiss({ productAId: global, productBId: market })).statusCode).toBe(200);

    const audit = (await context.request({ method: 'GET', url: '/api/admin/products/audit', as: 'superAdmin' })).json<ProductAuditPage>();
    const dismissals = audit.items.filter(({ action, details }) => action === 'dismiss' && details.productAId === global);
    expect(dismissals).toHaveLength(1);
    expect(dismissals[0]).toMatchObject({ userId: expect.any(Number), userName: expect.any(String), details: { productAId: global, productBId: market } });
  });

  it('answers 404 for an unknown product, 400 for one product twice or a body without ids', async () => {
    const { milk } = context.world.products;
    const unknown = await dismiss({ productAId: milk, productBId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.products.notFound);
    const twice = await dismiss({ productAId: milk, productBId: milk });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.products.duplicates.sameProduct);
    expect((await dismiss({ productAId: milk })).statusCode).toBe(400);
    expect((await dismiss({ productAId: 'x', productBId: milk })).statusCode).toBe(400);
  });
});
