// The product forms' questions (IDENTITY.md §2, §5): the global products a new product probably is, and the chooser's
// search of global products, over HTTP as the forms ask them.
import type { ExistingProducts, GlobalProductPage } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { buildCatalogueContext, type Caller, type CatalogueContext, insertProducts, type NewProduct } from '../../helpers/catalogue-world.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const addProducts = (...rows: NewProduct[]) => insertProducts(context, ...rows);

const get = (url: string, query: Record<string, string>, as: Caller = 'adminA') =>
  context.request({ method: 'GET', url, query, as });

const existing = (query: Record<string, string>, as: Caller = 'adminA') => get('/api/products/existing', query, as);
const existingIds = async (query: Record<string, string>) =>
  (await existing(query)).json<ExistingProducts>().items.map(({ productId, reason }) => [productId, reason]);

const search = (query: Record<string, string>, as: Caller = 'adminA') => get('/api/products/global', query, as);
const searchNames = async (q: string) => (await search({ q, pageSize: '48' })).json<GlobalProductPage>().items.map(({ productName }) => productName);

describe('who may ask', () => {
  it.each(['/api/products/existing', '/api/products/global'])('%s: 401 without a token; market admins and the super admin', async (url) => {
    expect((await get(url, {}, 'anonymous')).statusCode).toBe(401);
    expect((await get(url, {}, 'adminA')).statusCode).toBe(200);
    expect((await get(url, {}, 'superAdmin')).statusCode).toBe(200);
  });
});

describe('GET /api/products/existing', () => {
  it('offers the global product with the same barcode however it is typed, with its summary', async () => {
    const [global] = await addProducts({ name: 'Çokollatë Tirana', unit: '100 g', barcode: '4006381333931' });
    const response = await existing({ productName: 'Diçka tjetër krejt', productUnit: 'copë', barcode: '400 6381-333931' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          productId: global,
          productName: 'Çokollatë Tirana',
          productUnit: '100 g',
          marketId: null,
          marketName: null,
          barcode: '4006381333931',
          offerCount: 0,
          reason: 'barcode',
        },
      ],
    });
  });

  it('offers a similar name at the same quantity, whatever its accents, case and spelling of the quantity', async () => {
    const [lufra, lufraTwo] = await addProducts({ name: 'Qumësht Lufra 1 l', unit: '1 l' }, { name: 'Qumësht Lufra 2 l', unit: '2 l' });
    // The market's own product of that name is no candidate: only global products are.
    await addProducts({ name: 'Qumësht Lufra 1 l', unit: '1 l', marketId: context.world.markets.b });
    expect(await existingIds({ productName: 'Qumesht LUFRA 1 litër', productUnit: '1 litër' })).toEqual([[lufra, 'name']]);
    // The quantity is read from the name when the unit says none, as a save reads it.
    expect(await existingIds({ productName: 'qumesht lufra 2l', productUnit: 'pako' })).toEqual([[lufraTwo, 'name']]);
    // Another quantity, an unknown quantity, or a name not alike: nothing.
    expect(await existingIds({ productName: 'Qumësht Lufra', productUnit: '3 l' })).toEqual([]);
    expect(await existingIds({ productName: 'Qumësht Lufra', productUnit: 'pako' })).toEqual([]);
    expect(await existingIds({ productName: 'Kos dele Erzeni', productUnit: '1 l' })).toEqual([]);
  });

  it('puts the same barcode first, then the most similar names, at most 5', async () => {
    const [barcodeOne, ...names] = await addProducts(
      { name: 'Vaj luledielli Iliria 1 l', unit: '1 l', barcode: '5449000000996' },
      { name: 'Vaj ulliri Kalaja ekstra 1 l', unit: '1 l' },
      { name: 'Vaj ulliri Kalaja 1 l', unit: '1 l' },
      { name: 'Vaj ulliri Kalaja i virgjër 1 l', unit: '1 l' },
      { name: 'Vaj ulliri Kalaja ekstra i virgjër 1 l', unit: '1 l' },
      { name: 'Vaj ulliri Kalaja bio 1 l', unit: '1 l' },
    );
    const response = await existing({ productName: 'Vaj ulliri Kalaja', productUnit: '1 l', barcode: '5449000000996' });
    const items = response.json<ExistingProducts>().items;
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ productId: barcodeOne, reason: 'barcode' });
    expect(items.slice(1).every(({ reason, productId }) => reason === 'name' && names.includes(productId))).toBe(true);
    // The exact name is the most similar.
    expect(items[1]!.productId).toBe(names[1]);
  });

  it('never matches an in-store code, and refuses a code that is no GTIN with the form\'s message', async () => {
    await addProducts({ name: 'Djathë me peshë', unit: 'copë', marketId: context.world.markets.a, barcode: '2012345678903' });
    expect(await existingIds({ productName: 'Sallam', productUnit: 'copë', barcode: '2012345678903' })).toEqual([]);
    const invalid = await existing({ productName: 'Sallam', productUnit: 'copë', barcode: '5449000000997' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(messages.products.validation.barcodeInvalid);
    const tooLong = await existing({ productName: 'x'.repeat(121), productUnit: 'copë' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(messages.validation.tooLong(120));
  });
});

describe('GET /api/products/global', () => {
  it('finds global products by the beginnings of their words, accent- and case-insensitive, best match first', async () => {
    await addProducts(
      { name: 'Kafe Lavazza Crema 250 g', unit: '250 g' },
      { name: 'Kafe', unit: 'copë' },
      { name: 'Çaj kafe e lehtë', unit: 'copë' },
      { name: 'Kafe e markës sonë', unit: '250 g', marketId: context.world.markets.a },
    );
    expect(await searchNames('KAFE')).toEqual(['Kafe', 'Kafe Lavazza Crema 250 g', 'Çaj kafe e lehtë']);
    expect(await searchNames('caj ka')).toEqual(['Çaj kafe e lehtë']);
    // A word is matched from its beginning only.
    expect(await searchNames('afe')).toEqual([]);
    expect(await searchNames('qum fre')).toEqual(['Qumësht i freskët 1L']);
  });

  it('pages every global product alphabetically when nothing is typed, with the same total on every page', async () => {
    const whole = (await search({ pageSize: '48' })).json<GlobalProductPage>();
    expect(whole.items.every(({ marketId }) => marketId === null)).toBe(true);
    expect(whole.items.map(({ productId }) => productId)).toContain(context.world.products.water);
    expect(whole.items.map(({ productId }) => productId)).not.toContain(context.world.products.cheeseA);
    const second = (await search({ page: '2', pageSize: '1' })).json<GlobalProductPage>();
    expect(second).toEqual({ items: [whole.items[1]], total: whole.total, page: 2, pageSize: 1 });
    expect((await search({})).json()).toMatchObject({ page: 1, pageSize: 12 });
  });

  it.each<Record<string, string>>([{ page: '0' }, { pageSize: '49' }, { q: 'x'.repeat(101) }])('refuses %j with a message', async (query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });
});
