// Bad input through the market admin's forms: each is refused with a clear Albanian text and nothing is saved.
// The files are made here (no binaries in the repository); every name is unique, so the specs run on any data.
import fs from 'node:fs/promises';
import { expect, getAsAdmin, pdfFile, pngFile, test, tiraneDay, uniqueName } from '../../fixtures/market-admin';

interface Product {
  productId: number;
  productName: string;
  productUnit: string;
}

interface StorePoint {
  storeLocationId: number;
  storeLocationName: string;
}

interface Flyer {
  volantinoId: number;
  volantinoName: string;
  volantinoPdfUrl: string;
}

interface OfferCard {
  offerId: number;
  productId: number;
  marketName: string;
}

const MB = 1024 * 1024;

test.describe('[MARKET_ADMIN][BAD_INPUT]', () => {
  test('@phone a PDF renamed .png is refused as a product photo, and no product is saved', async ({ page, request, admin }) => {
    const name = uniqueName('Produkt me foto të rreme');
    await page.goto('/admin/add-product-market');
    await page.getByRole('textbox', { name: /Emri i produktit/ }).fill(name);
    await page.getByRole('textbox', { name: /Njësia/ }).fill('kg');
    await page.getByRole('combobox', { name: /Kategoria/ }).selectOption({ index: 1 });
    // What a renamed file looks like to the browser: a .png name, so an image/png type; only its bytes are a PDF.
    const renamed = { ...pdfFile('foto.png', 'Nuk jam foto'), mimeType: 'image/png' };
    await page.getByLabel(/Foto e produktit/).setInputFiles(renamed);
    await page.getByRole('button', { name: 'Shto produktin' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Skedari duhet të jetë një imazh (JPEG, PNG, WebP ose GIF).' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/add-product-market$/);
    const products = await getAsAdmin<Product[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
    expect(products.map((product) => product.productName)).not.toContain(name);
  });

  test('@phone a 40 MB flyer PDF is refused with the size limit, and the flyer list is unchanged', async ({ page, request, admin }, testInfo) => {
    const listPath = `/api/volantino/list/market/${admin.marketId}`;
    const before = await getAsAdmin<Flyer[]>(request, admin, listPath);
    // A real PDF padded to 40 MB (trailing whitespace after %%EOF), written beside the test's other output.
    const large = testInfo.outputPath('volantino-40mb.pdf');
    const { buffer } = pdfFile('volantino.pdf', 'Volantino shume i madh');
    await fs.writeFile(large, Buffer.concat([buffer, Buffer.alloc(40 * MB - buffer.length, ' ')]));

    const name = uniqueName('Volantino i madh');
    await page.goto('/admin/add-volantino');
    await page.getByRole('textbox', { name: /Emri i volantinos/ }).fill(name);
    await page.getByLabel(/Imazhi i volantinos/).setInputFiles(pngFile('kopertina.png'));
    await page.getByLabel(/PDF e volantinos/).setInputFiles(large);
    await page.getByLabel(/Data e fillimit/).fill(tiraneDay(0));
    await page.getByLabel(/Data e mbarimit/).fill(tiraneDay(7));
    await page.getByRole('button', { name: 'Krijo' }).click();

    await expect(page.getByText('PDF-ja është shumë e madhe. Madhësia maksimale është 30 MB.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/add-volantino$/);
    await expect(page.getByText('Volantino u krijua me sukses!')).toHaveCount(0);

    // Other specs may add flyers to this market meanwhile: every earlier flyer is as it was, and none is this one.
    const after = await getAsAdmin<Flyer[]>(request, admin, listPath);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after.map((flyer) => flyer.volantinoName)).not.toContain(name);
    await page.goto('/admin/list-volantino');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('@phone an offer whose new price is not lower than the old one is refused with the spec text', async ({ page, request, admin }) => {
    const rule7 = 'Çmimi i ri (newPrice) duhet të jetë më i vogël se çmimi i vjetër (oldPrice).';
    const [product] = await getAsAdmin<Product[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
    const [store] = await getAsAdmin<StorePoint[]>(request, admin, '/api/store-locations/all/market');
    expect(product, 'the market has a product').toBeDefined();
    expect(store, 'the market has a store point').toBeDefined();
    const offerName = uniqueName('Oferta pa zbritje');

    await page.goto('/admin/add-user-offer');
    await page.getByRole('textbox', { name: /Emri i ofertës/ }).fill(offerName);
    await page.getByLabel(/Data e fillimit/).fill(tiraneDay(0));
    await page.getByLabel(/Data e përfundimit/).fill(tiraneDay(5));
    const stores = page.getByRole('group', { name: 'Pikat e shitjes' });
    await stores.getByRole('searchbox', { name: 'Filtro pikat e shitjes' }).fill(store!.storeLocationName);
    await stores.getByRole('checkbox', { name: store!.storeLocationName }).first().check();
    await page.getByRole('combobox', { name: 'Shto produkt' }).fill(product!.productName);
    await page.getByRole('option', { name: `${product!.productName} (${product!.productUnit})` }).click();
    await page.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' }).fill('120');
    await page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' }).fill('120');
    await page.getByRole('button', { name: 'Krijo ofertën' }).click();

    // The rule in the form's message, and beside the new price naming its row, with the focus there (issue 16).
    await expect(page.getByRole('alert').getByText(rule7, { exact: true })).toBeVisible();
    const newPrice = page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' });
    await expect(newPrice).toHaveAccessibleDescription(`Rreshti 1: ${rule7}`);
    await expect(newPrice).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/add-user-offer$/);
    const offers = await getAsAdmin<{ offerName: string }[]>(request, admin, `/api/offer/list/market/${admin.marketId}`);
    expect(offers.map((offer) => offer.offerName)).not.toContain(offerName);

    // The server holds the same rule for a client that skips the form.
    const direct = await request.post('/api/offer/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        offerName,
        startDate: tiraneDay(0),
        endDate: tiraneDay(5),
        locationIds: [],
        storeLocationIds: [store!.storeLocationId],
        products: [{ productId: product!.productId, oldPrice: 120, newPrice: 130 }],
        marketId: admin.marketId,
      },
    });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as { message: string }).message).toBe(rule7);
  });

  test("@phone another market's offer opens as the authorisation text, not the form, and cannot be saved", async ({ page, request, admin }) => {
    const { marketName } = await getAsAdmin<{ marketName: string }>(request, admin, `/api/market/${admin.marketId}`);
    const cards = await getAsAdmin<OfferCard[]>(request, admin, '/api/offer/all');
    const foreign = cards.find((card) => card.marketName !== marketName);
    expect(foreign, 'a current offer of another market').toBeDefined();

    await page.goto(`/admin/edit-user-offer/${foreign!.offerId}`);
    await expect(page.getByRole('alert')).toHaveText('Ju nuk keni autorizimin e duhur...');
    await expect(page.getByRole('textbox', { name: /Emri i ofertës/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ruaj ndryshimet' })).toHaveCount(0);

    const save = await request.put(`/api/offer/edit/${foreign!.offerId}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        offerName: uniqueName('Oferta e huaj'),
        startDate: tiraneDay(0),
        endDate: tiraneDay(5),
        locationIds: [],
        storeLocationIds: [],
        products: [{ productId: foreign!.productId, oldPrice: 100, newPrice: 50 }],
      },
    });
    expect(save.status()).toBe(403);
    expect(((await save.json()) as { message: string }).message).toBe('Ju nuk keni autorizimin e duhur...');
  });
});
