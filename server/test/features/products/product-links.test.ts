// Linking a market product to a global product (IDENTITY.md §2): by barcode and by hand, what is refused, and what
// every public answer then says (compare groups, the product page of either id, history, basket, suggestions,
// sitemap), over HTTP as a client sees it.
import type { OfferCard, PriceHistory, Product, ProductAuditPage, ProductGroupPage, Suggestions } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { offerProducts, offers, priceRecords } from '../../../src/db/schema.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildCatalogueContext, type Caller, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { multipart, type MultipartValue, testImage } from '../../helpers/uploads.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const v = messages.products.validation;

const form = (fields: Record<string, MultipartValue | undefined>) =>
  multipart({ productUnit: '1 l', categoryId: context.world.categories.dairy, ...fields });
const addGlobal = async (fields: Record<string, MultipartValue | undefined>): Promise<Product> => {
  const response = await context.request({ method: 'POST', url: '/api/admin/add/product', payload: form(fields), as: 'superAdmin' });
  expect(response.statusCode).toBe(201);
  return response.json<Product>();
};
const addMarket = async (fields: Record<string, MultipartValue | undefined>, as: Caller = 'adminA') =>
  context.request({ method: 'POST', url: '/api/product/add/market', payload: form({ ...fields, productImage: await testImage('png') }), as });
const edit = (id: number, fields: Record<string, MultipartValue | undefined>, as: Caller = 'adminA') =>
  context.request({ method: 'PUT', url: `/api/product/update/${id}`, payload: form(fields), as });
const get = <T>(url: string) => context.request({ method: 'GET', url }).then((response) => response.json<T>());

/** A current offer of `marketId` at 200 → `newPrice` ALL for the product, with the record its publication writes. */
async function addOffer(marketId: number, productId: number, newPrice: string): Promise<void> {
  const today = tiraneToday();
  const [offer] = await context.db.insert(offers).values({ name: 'Java', marketId, startDate: today, endDate: today }).returning({ id: offers.id });
  await context.db.insert(offerProducts).values({ offerId: offer!.id, productId, oldPrice: '200.00', newPrice });
  await context.db.insert(priceRecords).values({
    kind: 'offer',
    productId,
    marketId,
    offerId: offer!.id,
    oldPrice: '200.00',
    newPrice,
    startDate: today,
    endDate: today,
    recordedOn: today,
  });
  await context.testApp.app.publicCache.invalidate(['offers']);
}

describe('linking a market product to a global product', () => {
  it('links by barcode on save, and returns linkedProductId wherever products are returned', async () => {
    const global = await addGlobal({ productName: 'Qumësht Lufra 1 l', barcode: '5301234567891' });
    expect(global.linkedProductId).toBeNull();
    const created = await addMarket({ productName: 'Qumesht LUFRA 1 litër', barcode: '530-1234-567891' });
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    expect(product.linkedProductId).toBe(global.productId);
    expect((await get<Product>(`/api/product/${product.productId}`)).linkedProductId).toBe(global.productId);
    const list = await context.request({ method: 'GET', url: `/api/product/get/market/${context.world.markets.a}`, as: 'adminA' });
    expect(list.json<Product[]>().find((row) => row.productId === product.productId)?.linkedProductId).toBe(global.productId);
  });

  it('links and unlinks by hand, and writes each change to the audit', async () => {
    const global = await addGlobal({ productName: 'Kos Ideal 1 l' });
    const created = (await addMarket({ productName: 'Kos IDEAL 1 litër' })).json<Product>();
    expect(created.linkedProductId).toBeNull();

    const linked = await edit(created.productId, { productName: 'Kos IDEAL 1 litër', linkedProductId: String(global.productId) });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<Product>().linkedProductId).toBe(global.productId);
    // Saved again without the field, the link stays.
    expect((await edit(created.productId, { productName: 'Kos IDEAL 1 litër' })).json<Product>().linkedProductId).toBe(global.productId);
    const unlinked = await edit(created.productId, { productName: 'Kos IDEAL 1 litër', linkedProductId: '' });
    expect(unlinked.json<Product>().linkedProductId).toBeNull();

    const audit = await context.request({ method: 'GET', url: '/api/admin/products/audit?page=1&pageSize=48', as: 'superAdmin' });
    const links = audit.json<ProductAuditPage>().items.filter((entry) => entry.action === 'link' && (entry.details as { productId?: number }).productId === created.productId);
    expect(links.map((entry) => (entry.details as { linkedProductId: number | null }).linkedProductId)).toEqual([null, global.productId]);
  });

  it('refuses a link to a market product, to a global product of another quantity, and on a global product', async () => {
    const other = (await addMarket({ productName: 'Djathë i tregut 1 kg', productUnit: '1 kg' }, 'adminB')).json<Product>();
    const bigger = await addGlobal({ productName: 'Qumësht Trebeshina 2 l', productUnit: '2 l' });
    const mine = (await addMarket({ productName: 'Qumësht Trebeshina 1 l' })).json<Product>();

    const toMarket = await edit(mine.productId, { productName: mine.productName, linkedProductId: String(other.productId) });
    expect(toMarket.statusCode).toBe(400);
    expect(toMarket.json()).toMatchObject({ message: v.linkedNotGlobal, errors: { linkedProductId: v.linkedNotGlobal } });
    const toBigger = await edit(mine.productId, { productName: mine.productName, linkedProductId: String(bigger.productId) });
    expect(toBigger.statusCode).toBe(400);
    expect(toBigger.json<{ message: string }>().message).toBe(v.linkedQuantityDiffers(bigger.productName));
    const unknown = await edit(mine.productId, { productName: mine.productName, linkedProductId: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect((await get<Product>(`/api/product/${mine.productId}`)).linkedProductId).toBeNull();

    const globalLinked = await context.request({
      method: 'PUT',
      url: `/api/product/update/${bigger.productId}`,
      payload: form({ productName: bigger.productName, productUnit: '2 l', linkedProductId: String(mine.productId) }),
      as: 'superAdmin',
    });
    expect(globalLinked.statusCode).toBe(400);
    expect(globalLinked.json<{ message: string }>().message).toBe(v.globalNotLinked);
  });

  it('keeps a link only while the quantities agree: an edit to another quantity is refused until it unlinks', async () => {
    const global = await addGlobal({ productName: 'Ajran Lufra 1 l' });
    const own = (await addMarket({ productName: 'Ajran LUFRA', linkedProductId: String(global.productId) })).json<Product>();
    expect(own.linkedProductId).toBe(global.productId);
    const resized = await edit(own.productId, { productName: 'Ajran LUFRA', productUnit: '2 l' });
    expect(resized.statusCode).toBe(400);
    expect(resized.json<{ message: string }>().message).toBe(v.linkedQuantityDiffers(global.productName));
    const unlinked = await edit(own.productId, { productName: 'Ajran LUFRA', productUnit: '2 l', linkedProductId: '' });
    expect(unlinked.json<Product>()).toMatchObject({ linkedProductId: null, quantity: { amount: 2, unit: 'l' } });
  });

  it('in-store codes never link', async () => {
    const created = (await addMarket({ productName: 'Djathë me peshë 1 kg', productUnit: '1 kg', barcode: '2012345678903' })).json<Product>();
    expect(created.linkedProductId).toBeNull();
  });
});

describe('what a link changes in the public answers', () => {
  it('groups, prices, charts and suggests the linked product as the global product, under either id', async () => {
    const { a, b } = context.world.markets;
    const global = await addGlobal({ productName: 'Gjizë Korça 1 kg', productUnit: '1 kg', barcode: '5309876543211' });
    const own = (await addMarket({ productName: 'GJIZE KORCA 1kg', productUnit: '1 kg' })).json<Product>();
    await addOffer(a, own.productId, '90.00');
    await addOffer(b, global.productId, '120.00');

    // Unlinked: two groups.
    const before = await get<ProductGroupPage>('/api/compare/products?q=gjiz&page=1&pageSize=10');
    expect(before.items.map((group) => group.productId).sort()).toEqual([global.productId, own.productId].sort());

    expect((await edit(own.productId, { productName: own.productName, productUnit: '1 kg', barcode: '5309876543211' })).json<Product>().linkedProductId).toBe(
      global.productId,
    );

    const after = await get<ProductGroupPage>('/api/compare/products?q=gjiz&page=1&pageSize=10');
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ productId: global.productId, productName: 'Gjizë Korça 1 kg', offerCount: 2, minPrice: 90, maxPrice: 120 });
    // The cheapest card is the market's own line: its own productId, compared as the global product.
    expect(after.items[0]!.cheapest).toMatchObject({ productId: own.productId, comparedProductId: global.productId, marketId: a, newPrice: 90 });
    // A market's own name finds the group too.
    const byOwnName = await get<ProductGroupPage>('/api/compare/products?q=GJIZE%20KORCA&page=1&pageSize=10');
    expect(byOwnName.items.map((group) => group.productId)).toEqual([global.productId]);

    for (const id of [global.productId, own.productId]) {
      const page = await get<{ product: Product; offers: OfferCard[] }>(`/api/compare/products/${id}`);
      expect(page.product.productId).toBe(global.productId);
      expect(page.offers.map((card) => [card.marketId, card.newPrice])).toEqual([
        [a, 90],
        [b, 120],
      ]);
    }

    const history = await get<PriceHistory>(`/api/product/${global.productId}/price-history?days=30`);
    expect(history.series.map((series) => series.marketId).sort()).toEqual([a, b].sort());

    const basket = await context.request({ method: 'POST', url: '/api/basket/compare', payload: { items: [{ productId: global.productId, quantity: 1 }] } });
    expect(basket.statusCode).toBe(200);
    const markets = basket.json<{ markets: { marketId: number; total: number | null }[] }>().markets;
    expect(markets.find((market) => market.marketId === a)?.total).toBe(90);

    const suggestions = await get<Suggestions>('/api/search/suggest?q=gjiz');
    expect(suggestions.products.map((product) => [product.productId, product.offerCount])).toEqual([[global.productId, 2]]);

    const sitemap = await context.request({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/product/${global.productId}<`);
    expect(sitemap.body).not.toContain(`/product/${own.productId}<`);
  });
});
