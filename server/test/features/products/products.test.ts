import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '@ofertat/shared-api/contracts';
import { messages } from '@ofertat/shared-api/validation';
import { uploadMessages } from '../../../src/uploads/index.js';
import { buildCatalogueContext, type Caller, type CatalogueContext } from '../../helpers/catalogue-world.js';
import { asFile, multipart, type MultipartValue, PDF_BYTES, testImage, testPdf } from '../../helpers/uploads.js';

let context: CatalogueContext;
beforeAll(async () => {
  context = await buildCatalogueContext();
});
afterAll(() => context.testApp.close());

const uploadedFile = (url: string) => path.join(context.testApp.config.uploads.dir, url.replace('/uploads/', ''));

function productForm(overrides: Record<string, MultipartValue | undefined> = {}) {
  return multipart({
    productName: 'Kos dhie',
    productUnit: '500 g',
    categoryId: context.world.categories.dairy,
    currentPrice: '179.90',
    ...overrides,
  });
}

const send = (method: 'POST' | 'PUT', url: string, payload: FormData, as: Caller) => context.request({ method, url, payload, as });

describe('GET /api/product/all', () => {
  it('lists global products and those of active markets, alphabetically, with prices as numbers', async () => {
    const response = await context.request({ method: 'GET', url: '/api/product/all' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Product[]>();
    const { products, markets, categories } = context.world;
    expect(list.map((product) => product.productId)).toEqual([products.cheeseA, products.juiceB, products.milk, products.water]);
    expect(list).toContainEqual({
      productId: products.cheeseA,
      productName: 'Djathë i bardhë Gjirokastre',
      productUnit: '1 kg',
      categoryId: categories.dairy,
      categoryName: 'Bulmet',
      productImage: null,
      productThumbnail: null,
      currentPrice: 849.9,
      marketId: markets.a,
      quantity: { amount: 1, unit: 'kg' },
      barcode: null,
      linkedProductId: null,
    });
    expect(list.find((product) => product.productId === products.water)).toMatchObject({ currentPrice: null, marketId: null });
  });
});

describe('GET /api/product/{id}', () => {
  it('returns a visible product, 404 for an unknown one or one of a deactivated market, 400 for a bad id', async () => {
    const { products } = context.world;
    const milk = await context.request({ method: 'GET', url: `/api/product/${products.milk}` });
    expect(milk.statusCode).toBe(200);
    expect(milk.json()).toMatchObject({ productId: products.milk, productName: 'Qumësht i freskët 1L', currentPrice: 140 });

    for (const id of [999_999, products.closedBread]) {
      const response = await context.request({ method: 'GET', url: `/api/product/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.products.notFound });
    }
    expect((await context.request({ method: 'GET', url: '/api/product/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/add/product (global product)', () => {
  const url = '/api/admin/add/product';

  it('creates a global product with a re-encoded image and its thumbnail', async () => {
    const response = await send('POST', url, productForm({ productImage: await testImage('jpeg') }), 'superAdmin');
    expect(response.statusCode).toBe(201);
    const product = response.json<Product>();
    expect(product).toMatchObject({
      productName: 'Kos dhie',
      productUnit: '500 g',
      categoryName: 'Bulmet',
      currentPrice: 179.9,
      marketId: null,
      productImage: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      productThumbnail: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-thumb\.webp$/),
    });
    expect(existsSync(uploadedFile(product.productImage!))).toBe(true);
    expect(existsSync(uploadedFile(product.productThumbnail!))).toBe(true);

    const listed = (await context.request({ method: 'GET', url: '/api/product/all' })).json<Product[]>();
    expect(listed).toContainEqual(product);
  });

  it('needs no image and no price', async () => {
    const response = await send('POST', url, productForm({ currentPrice: undefined }), 'superAdmin');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ productImage: null, productThumbnail: null, currentPrice: null });
  });

  it.each<[string, Record<string, MultipartValue | undefined>, string]>([
    ['no name', { productName: ' ' }, messages.products.validation.nameRequired],
    ['no unit', { productUnit: undefined }, messages.products.validation.unitRequired],
    ['no category', { categoryId: '' }, messages.products.validation.categoryRequired],
    ['an unknown category', { categoryId: 999_999 }, messages.products.validation.categoryRequired],
    ['a negative price', { currentPrice: '-5' }, messages.products.validation.currentPriceInvalid],
    ['a price that is not a number', { currentPrice: 'lirë' }, messages.products.validation.currentPriceInvalid],
  ])('refuses %s with its message', async (_name, overrides, message) => {
    const response = await send('POST', url, productForm(overrides), 'superAdmin');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a PDF renamed .png, and an image over the size limit (413)', async () => {
    const renamed = await send('POST', url, productForm({ productImage: asFile(PDF_BYTES, 'photo.png', 'image/png') }), 'superAdmin');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(uploadMessages.wrongType.image);

    const png = (await testImage('png')).data;
    const huge = Buffer.concat([png, Buffer.alloc(context.testApp.config.uploads.imageMaxBytes)]);
    const oversize = await send('POST', url, productForm({ productImage: asFile(huge, 'big.png', 'image/png') }), 'superAdmin');
    expect(oversize.statusCode).toBe(413);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 403],
    ['adminB', 403],
    ['superAdmin', 201],
  ])('as %s answers %i', async (as, status) => {
    expect((await send('POST', url, productForm(), as)).statusCode).toBe(status);
  });
});

describe('POST /api/product/add/market', () => {
  const url = '/api/product/add/market';

  it("adds to the admin's own market whatever marketId is sent; the image is required", async () => {
    const { markets } = context.world;
    const response = await send('POST', url, productForm({ marketId: markets.b, productImage: await testImage('png') }), 'adminA');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ productName: 'Kos dhie', marketId: markets.a, productImage: expect.stringMatching(/\.webp$/) });

    const withoutImage = await send('POST', url, productForm(), 'adminA');
    expect(withoutImage.statusCode).toBe(400);
    expect(withoutImage.json().message).toBe(messages.products.validation.imageRequired);
  });

  it('reports the form rules in the order of the form, with the spec texts', async () => {
    const empty = await send('POST', url, multipart({}), 'adminA');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: messages.products.validation.nameRequired,
      errors: {
        productName: messages.products.validation.nameRequired,
        productUnit: messages.products.validation.unitRequired,
        categoryId: messages.products.validation.categoryRequired,
        productImage: messages.products.validation.imageRequired,
      },
    });
  });

  it('refuses a PDF as the image', async () => {
    const response = await send('POST', url, productForm({ productImage: testPdf() }), 'adminA');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.wrongType.image);
  });

  it('lets the super admin choose the market, which must exist', async () => {
    const { markets } = context.world;
    const image = await testImage('png');
    const created = await send('POST', url, productForm({ marketId: markets.b, productImage: image }), 'superAdmin');
    expect(created.statusCode).toBe(201);
    expect(created.json().marketId).toBe(markets.b);
    expect((await send('POST', url, productForm({ productImage: image }), 'superAdmin')).statusCode).toBe(400);
    const unknown = await send('POST', url, productForm({ marketId: 999_999, productImage: image }), 'superAdmin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.markets.notFound);
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 201],
    ['adminB', 201],
    ['superAdmin', 201],
  ])('as %s answers %i', async (as, status) => {
    const form = productForm({ marketId: context.world.markets.a, productImage: await testImage('png') });
    expect((await send('POST', url, form, as)).statusCode).toBe(status);
  });
});

describe('PUT /api/product/update/{id}', () => {
  const url = (id: number | string) => `/api/product/update/${id}`;

  it('edits a market product, keeps its image when none is sent and replaces (and removes) it otherwise', async () => {
    const created = (
      await send('POST', '/api/product/add/market', productForm({ productImage: await testImage('png') }), 'adminA')
    ).json<Product>();

    const kept = await send('PUT', url(created.productId), productForm({ productName: 'Kos dhie i freskët', currentPrice: '' }), 'adminA');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ productName: 'Kos dhie i freskët', currentPrice: null, productImage: created.productImage });

    const replaced = await send('PUT', url(created.productId), productForm({ productImage: await testImage('webp') }), 'adminA');
    expect(replaced.statusCode).toBe(200);
    const newImage = replaced.json<Product>().productImage!;
    expect(newImage).not.toBe(created.productImage);
    expect(existsSync(uploadedFile(newImage))).toBe(true);
    expect(existsSync(uploadedFile(created.productImage!))).toBe(false);
    expect(existsSync(uploadedFile(created.productThumbnail!))).toBe(false);
  });

  it('validates like the create forms and answers 404 for an unknown product', async () => {
    const { products } = context.world;
    const invalid = await send('PUT', url(products.cheeseA), productForm({ productUnit: '' }), 'adminA');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(messages.products.validation.unitRequired);

    const missing = await send('PUT', url(999_999), productForm(), 'superAdmin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.products.notFound });
  });

  it('refuses an image that is really a PDF', async () => {
    const response = await send('PUT', url(context.world.products.milk), productForm({ productImage: asFile(PDF_BYTES, 'a.jpg', 'image/jpeg') }), 'superAdmin');
    expect(response.statusCode).toBe(400);
  });

  it.each<[string, Caller, number]>([
    ['a market product', 'anonymous', 401],
    ['a market product', 'adminA', 200],
    ['a market product', 'adminB', 403],
    ['a market product', 'superAdmin', 200],
    ['a global product', 'adminA', 403],
    ['a global product', 'adminB', 403],
    ['a global product', 'superAdmin', 200],
  ])('on %s as %s answers %i', async (kind, as, status) => {
    const { products } = context.world;
    const id = kind === 'a global product' ? products.water : products.cheeseA;
    const name = kind === 'a global product' ? 'Ujë mineral' : 'Djathë i bardhë Gjirokastre';
    expect((await send('PUT', url(id), productForm({ productName: name }), as)).statusCode).toBe(status);
  });

  it('keeps the product in its market when the super admin edits it', async () => {
    const { products, markets } = context.world;
    const response = await send('PUT', url(products.cheeseA), productForm({ productName: 'Djathë i bardhë Gjirokastre', marketId: markets.b }), 'superAdmin');
    expect(response.json().marketId).toBe(markets.a);
  });
});

describe('GET /api/product/get/market/{marketId}', () => {
  const url = (marketId: number) => `/api/product/get/market/${marketId}`;

  it("returns the market's products and the global ones, flagged by marketId", async () => {
    const { products, markets } = context.world;
    const response = await context.request({ method: 'GET', url: url(markets.a), as: 'adminA' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Product[]>();
    const ids = list.map((product) => product.productId);
    expect(ids).toEqual(expect.arrayContaining([products.cheeseA, products.milk, products.water]));
    expect(ids).not.toContain(products.juiceB);
    expect(list.every((product) => product.marketId === null || product.marketId === markets.a)).toBe(true);
    expect(list.find((product) => product.productId === products.milk)?.marketId).toBeNull();
  });

  it('answers 404 for an unknown market (super admin)', async () => {
    const response = await context.request({ method: 'GET', url: url(999_999), as: 'superAdmin' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.markets.notFound });
  });

  it.each<[Caller, number]>([
    ['anonymous', 401],
    ['adminA', 200],
    ['adminB', 403],
    ['superAdmin', 200],
  ])('for market A as %s answers %i', async (as, status) => {
    expect((await context.request({ method: 'GET', url: url(context.world.markets.a), as })).statusCode).toBe(status);
  });
});
