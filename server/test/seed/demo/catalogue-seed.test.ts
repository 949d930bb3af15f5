// The demo categories, products and flyers, as a newcomer sees them through the API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isInStoreGtin, readGtin } from '@ofertat/shared-api/validation';
import { DEMO_CATEGORIES } from '../../../src/seed/demo/categories.js';
import { DEMO_MARKET_ADMIN_PASSWORD, demoMarketAdminEmail } from '../../../src/seed/demo/market-admins.js';
import { DEMO_MARKETS } from '../../../src/seed/demo/markets.js';
import { LINKED_DUPLICATES, SPELLED_DUPLICATES } from '../../../src/seed/demo/spelled-duplicates.js';
import { tiraneToday } from '../../../src/lib/tirane-date.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

let testApp: TestApp;
// Generating every demo picture and PDF takes several seconds, more on a busy machine.
beforeAll(async () => {
  testApp = await buildTestApp();
}, 120_000);
afterAll(() => testApp.close());

const get = async <T>(url: string, token?: string) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const stored = (url: string) => existsSync(path.join(testApp.config.uploads.dir, url.replace('/uploads/', '')));

describe('demo catalogue', () => {
  it('has the 12 categories, several with products on a current offer', async () => {
    const categories = await get<{ categoryName: string; productCount: number }[]>('/api/category/all');
    expect(categories.map((category) => category.categoryName).sort()).toEqual(DEMO_CATEGORIES.map((category) => category.name).sort());
    expect(categories.filter((category) => category.productCount > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('has 150+ products with Albanian names, units, prices in ALL and stored pictures', async () => {
    const products = await get<{ productName: string; productUnit: string; productImage: string; productThumbnail: string; currentPrice: number | null; marketId: number | null }[]>(
      '/api/product/all',
    );
    expect(products.length).toBeGreaterThanOrEqual(150);
    const names = products.map((product) => product.productName);
    expect(names).toEqual(expect.arrayContaining(['Qumësht i freskët 1L', 'Djathë i bardhë Gjirokastre', 'Bukë fshati', 'Mollë Korçe', 'Çaj mali', 'Kos']));
    expect(products.filter((product) => product.marketId !== null).length).toBeGreaterThanOrEqual(DEMO_MARKETS.length);
    for (const product of products) {
      expect(product.productUnit).not.toBe('');
      expect(product.currentPrice === null || (product.currentPrice > 0 && product.currentPrice < 5000)).toBe(true);
      expect(stored(product.productImage) && stored(product.productThumbnail)).toBe(true);
    }
  });
});

describe('demo barcodes', () => {
  it('give every global product its own GTIN-13 of GS1 Albania, and the markets\' bakery goods in-store codes', async () => {
    const products = await get<{ productId: number; productName: string; marketId: number | null; barcode: string | null }[]>('/api/product/all');
    const globals = products.filter((product) => product.marketId === null);
    const wrong = globals.filter(({ barcode }) => barcode === null || barcode.length !== 13 || !barcode.startsWith('530') || readGtin(barcode) !== barcode || isInStoreGtin(barcode));
    expect(wrong).toEqual([]);
    expect(new Set(globals.map((product) => product.barcode)).size).toBe(globals.length);

    // A market product with a barcode has an in-store code, or is linked to the global product whose code it carries.
    const inStore = products.filter((product) => product.marketId !== null && product.barcode !== null && !LINKED_DUPLICATES.some(({ name }) => name === product.productName));
    expect(inStore.length).toBeGreaterThanOrEqual(DEMO_MARKETS.length);
    expect(inStore.every(({ barcode }) => readGtin(barcode!) === barcode && isInStoreGtin(barcode!))).toBe(true);

    // A shopper typing a global product's code finds it; an in-store code finds nothing.
    const milk = globals.find((product) => product.productName === 'Qumësht i freskët 1L')!;
    const found = await get<{ product: { productId: number }; offerCount: number }>(`/api/products/barcode/${milk.barcode}`);
    expect(found.product.productId).toBe(milk.productId);
    const inStoreLookup = await testApp.app.inject({ method: 'GET', url: `/api/products/barcode/${inStore[0]!.barcode}` });
    expect(inStoreLookup.statusCode).toBe(404);
  });
});

describe('demo duplicates', () => {
  it('show each market spelling of a global product, without a barcode, as a name pair on the first page of "Dyfishime"', async () => {
    const token = await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
    type Side = { productName: string; productUnit: string; marketName: string | null; barcode: string | null };
    const { items } = await get<{ items: { productA: Side; productB: Side; reason: string; score: number }[] }>(
      '/api/admin/products/duplicates?pageSize=24',
      token,
    );
    for (const { globalName, name, market } of SPELLED_DUPLICATES) {
      const pair = items.find(({ productA, productB }) => productA.productName === globalName && productB.productName === name);
      expect(pair).toMatchObject({ reason: 'name', productA: { marketName: null }, productB: { marketName: DEMO_MARKETS.find(({ key }) => key === market)!.name, barcode: null } });
    }
  });
});

describe('demo links', () => {
  it('link each market spelling that carries the global product\'s barcode, and list it as no pair', async () => {
    const token = await testApp.login(testApp.config.superAdmin.email, testApp.config.superAdmin.password);
    const { items } = await get<{ items: { productA: { productName: string }; productB: { productName: string } }[] }>('/api/admin/products/duplicates?pageSize=48', token);
    const all = await get<{ productId: number; productName: string; barcode: string | null; linkedProductId: number | null; marketId: number | null }[]>('/api/product/all');
    for (const { globalName, name } of LINKED_DUPLICATES) {
      const global = all.find((product) => product.productName === globalName && product.marketId === null)!;
      const own = all.find((product) => product.productName === name)!;
      expect(own).toMatchObject({ barcode: global.barcode, linkedProductId: global.productId });
      expect(items.some(({ productA, productB }) => [productA.productName, productB.productName].includes(name))).toBe(false);
    }
  });
});

describe('demo flyers', () => {
  it('shows one current flyer per market publicly, with a real PDF', async () => {
    const today = tiraneToday();
    const flyers = await get<{ marketName: string; volantinoPdfUrl: string; volantinoImageUrl: string; volantinoStartDate: string; volantinoEndDate: string }[]>(
      '/api/volantino/all',
    );
    expect(flyers.map((flyer) => flyer.marketName).sort()).toEqual(DEMO_MARKETS.map((market) => market.name).sort());
    for (const flyer of flyers) {
      expect(flyer.volantinoStartDate <= today && today <= flyer.volantinoEndDate).toBe(true);
      expect(stored(flyer.volantinoImageUrl)).toBe(true);
    }
    const pdf = await testApp.app.inject({ method: 'GET', url: flyers[0]!.volantinoPdfUrl });
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the ended flyer in the market admin’s list', async () => {
    const token = await testApp.login(demoMarketAdminEmail('dajti'), DEMO_MARKET_ADMIN_PASSWORD);
    const { marketId } = await get<{ marketId: number }>('/api/admin/me', token);
    const flyers = await get<{ volantinoEndDate: string }[]>(`/api/volantino/list/market/${marketId}`, token);
    expect(flyers).toHaveLength(2);
    expect(flyers.filter((flyer) => flyer.volantinoEndDate < tiraneToday())).toHaveLength(1);
  });
});
