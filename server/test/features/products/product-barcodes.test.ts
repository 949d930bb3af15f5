// Barcodes on the product forms and the public lookup (IDENTITY.md §1 and §3), over HTTP as a client sees them.
import type { BarcodeMatch, Product } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { eq } from 'drizzle-orm';
import { offerProducts, offers, products } from '../../../src/db/schema.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildCatalogueContext, type Caller, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { multipart, type MultipartValue, testImage } from '../../helpers/uploads.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const m = messages.products;

function productForm(overrides: Record<string, MultipartValue | undefined> = {}) {
  return multipart({ productName: 'Coca-Cola kanaçe', productUnit: '330 ml', categoryId: context.world.categories.drinks, ...overrides });
}

const send = (method: 'POST' | 'PUT', url: string, payload: FormData, as: Caller) => context.request({ method, url, payload, as });
const addGlobal = (fields: Record<string, MultipartValue | undefined>) => send('POST', '/api/admin/add/product', productForm(fields), 'superAdmin');
const addMarket = async (fields: Record<string, MultipartValue | undefined>, as: Caller = 'adminA') =>
  send('POST', '/api/product/add/market', productForm({ ...fields, productImage: await testImage('png') }), as);
const edit = (id: number, fields: Record<string, MultipartValue | undefined>, as: Caller = 'superAdmin') =>
  send('PUT', `/api/product/update/${id}`, productForm(fields), as);
const lookup = (code: string) => context.request({ method: 'GET', url: `/api/products/barcode/${encodeURIComponent(code)}` });
const countNamed = (name: string) => context.db.$count(products, eq(products.name, name));

describe('the barcode of the product forms', () => {
  it('stores a global product\'s barcode normalized however it was typed, and returns it', async () => {
    const created = await addGlobal({ productName: 'Stabilo Boss', barcode: '400 6381 333931' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Product>().barcode).toBe('4006381333931');
    const read = await context.request({ method: 'GET', url: `/api/product/${created.json<Product>().productId}` });
    expect(read.json<Product>().barcode).toBe('4006381333931');

    const upc = await addGlobal({ productName: 'UPC-A produkt', barcode: '012345678905' });
    expect(upc.json<Product>().barcode).toBe('0012345678905');
    const ean8 = await addGlobal({ productName: 'EAN-8 produkt', barcode: '0000054490970' });
    expect(ean8.json<Product>().barcode).toBe('54490970');
    const none = await addGlobal({ productName: 'Pa barkod', barcode: '' });
    expect(none.json<Product>().barcode).toBeNull();
  });

  it.each(['5449000000997', '12345', 'abcdefghijklm', '5449 0000 0099 6x', '123456789012345'])(
    'refuses %p with the form\'s message and saves nothing',
    async (barcode) => {
      const name = `Barkod i gabuar ${barcode}`;
      for (const response of [await addGlobal({ productName: name, barcode }), await addMarket({ productName: name, barcode })]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: m.validation.barcodeInvalid, errors: { barcode: m.validation.barcodeInvalid } });
      }
      expect(await countNamed(name)).toBe(0);
    },
  );

  it('refuses an in-store code on a global product and keeps it on a market product', async () => {
    const global = await addGlobal({ productName: 'Djathë me peshë', barcode: '2012345678903' });
    expect(global.statusCode).toBe(400);
    expect(global.json().message).toBe(m.validation.barcodeInStore);
    expect(await countNamed('Djathë me peshë')).toBe(0);

    const market = await addMarket({ productName: 'Djathë me peshë', barcode: '2012345678903' });
    expect(market.statusCode).toBe(201);
    expect(market.json<Product>().barcode).toBe('2012345678903');
  });

  it('refuses a second global product with a barcode (409 naming the first), in any spelling, on create and on edit', async () => {
    const first = await addGlobal({ productName: 'Coca-Cola 330 ml', barcode: '5449000000996' });
    expect(first.statusCode).toBe(201);
    const taken = m.barcodeTaken('Coca-Cola 330 ml');
    expect(taken).toContain('Coca-Cola 330 ml');

    const second = await addGlobal({ productName: 'Coca Cola kanaçe', barcode: '05449000000996' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: taken });
    expect(await countNamed('Coca Cola kanaçe')).toBe(0);

    const other = (await addGlobal({ productName: 'Fanta portokall', barcode: '' })).json<Product>();
    const edited = await edit(other.productId, { productName: 'Fanta portokall', barcode: '5449-000000-996' });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({ message: taken });

    // Its own barcode again, and a market's product with the same barcode, are no duplicates of the global product.
    expect((await edit(first.json<Product>().productId, { productName: 'Coca-Cola 330 ml', barcode: '5449000000996' })).statusCode).toBe(200);
    const marketCopy = await addMarket({ productName: 'Coca Cola 0.33', barcode: '5449000000996' });
    expect(marketCopy.statusCode).toBe(201);
  });

  it('sets, changes and clears the barcode on edit, also on a market product by its admin', async () => {
    const own = (await addMarket({ productName: 'Ujë Tepelena 1.5 l', barcode: '' })).json<Product>();
    expect(own.barcode).toBeNull();
    const set = await edit(own.productId, { productName: 'Ujë Tepelena 1.5 l', barcode: '96385074' }, 'adminA');
    expect(set.json<Product>().barcode).toBe('96385074');
    const bad = await edit(own.productId, { productName: 'Ujë Tepelena 1.5 l', barcode: '96385075' }, 'adminA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.validation.barcodeInvalid);
    const cleared = await edit(own.productId, { productName: 'Ujë Tepelena 1.5 l', barcode: '' }, 'adminA');
    expect(cleared.json<Product>().barcode).toBeNull();
  });
});

describe('GET /api/products/barcode/{code}', () => {
  it('finds the global product in any spelling of its code, before a market product with the same code, with its offer count', async () => {
    const global = (await addGlobal({ productName: 'Nutella 750 g', barcode: '8000500310427' })).json<Product>();
    await addMarket({ productName: 'Nutella 750g', barcode: '8000500310427' });
    const { markets } = context.world;
    // A current offer of an active market (counted), a finished one and a closed market's (not counted).
    const today = tiraneToday();
    const [current, past, closed] = await context.db
      .insert(offers)
      .values([
        { name: 'Java', marketId: markets.a, startDate: today, endDate: today },
        { name: 'E kaluar', marketId: markets.b, startDate: '2020-01-01', endDate: '2020-01-07' },
        { name: 'Mbyllur', marketId: markets.closed, startDate: today, endDate: today },
      ])
      .returning({ id: offers.id });
    await context.db.insert(offerProducts).values(
      [current!, past!, closed!].map(({ id }) => ({ offerId: id, productId: global.productId, oldPrice: '900.00', newPrice: '799.00' })),
    );

    for (const code of ['8000500310427', '08000500310427', '800-0500-310427', ' 8000500310427 ']) {
      const response = await lookup(code);
      expect(response.statusCode).toBe(200);
      expect(response.json<BarcodeMatch>()).toEqual({ product: global, offerCount: 1 });
    }
  });

  it('finds a UPC-A typed as 12 digits when the product was saved with its EAN-13, and the other way round', async () => {
    const saved = (await addGlobal({ productName: 'Pringles', barcode: '0036000291452' })).json<Product>();
    expect(saved.barcode).toBe('0036000291452');
    expect((await lookup('036000291452')).json<BarcodeMatch>().product.productId).toBe(saved.productId);
    const upcSaved = (await addGlobal({ productName: 'Heinz Ketchup', barcode: '013000006057' })).json<Product>();
    expect((await lookup('0013000006057')).json<BarcodeMatch>().product.productId).toBe(upcSaved.productId);
  });

  it('finds a market product when no global product has the code, but not one of a closed market', async () => {
    const own = (await addMarket({ productName: 'Kafe Lavazza Oro', barcode: '8000070012714' }, 'adminB')).json<Product>();
    const found = await lookup('8000070012714');
    expect(found.statusCode).toBe(200);
    expect(found.json<BarcodeMatch>()).toEqual({ product: own, offerCount: 0 });

    await context.db.update(products).set({ barcode: '3017620422003' }).where(eq(products.id, context.world.products.closedBread));
    expect((await lookup('3017620422003')).statusCode).toBe(404);
  });

  it('answers 404 for a valid code no product has, and for an in-store code even when a market product has it', async () => {
    const own = await addMarket({ productName: 'Sallam me peshë', barcode: '2512345678908' });
    expect(own.statusCode).toBe(201);
    for (const code of ['2512345678908', '5901234123457']) {
      const response = await lookup(code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: m.barcodeNotFound });
    }
  });

  it.each(['abc', '5449000000997', '1234567', '123456789012345', '54490971'])('answers 400 with the form\'s message for %p', async (code) => {
    const response = await lookup(code);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ message: m.validation.barcodeInvalid });
  });
});
