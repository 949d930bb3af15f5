import { expect, expectSavedAndBackTo, getAsAdmin, test, tiraneDay, uniqueName } from '../../fixtures/market-admin';

interface Product {
  productId: number;
  productName: string;
  productUnit: string;
}

interface OfferListItem {
  offerId: number;
  offerName: string;
}

interface OfferCard {
  offerId: number;
  productName: string;
  newPrice: number;
}

test.describe('[MARKET_ADMIN][OFFERS]', () => {
  test('creates an offer with two products that shows on the public pages, edits it and deletes it', async ({ page, request, admin }) => {
    // One long story (create, three public checks, edit, view, delete): more than the default 30 s on a busy machine.
    test.slow();
    // A store point of its own, without a city, so that store's page shows this offer alone.
    const storeName = uniqueName('Pika e ofertës');
    const created = await request.post('/api/store-locations/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { storeLocationName: storeName, latitude: 41.3202, longitude: 19.8003, marketId: admin.marketId },
    });
    expect(created.status()).toBe(201);
    const { storeLocationId } = (await created.json()) as { storeLocationId: number };
    const products = (await getAsAdmin<Product[]>(request, admin, `/api/product/get/market/${admin.marketId}`)).slice(0, 2);
    const offerName = uniqueName('Oferta e testit');

    await page.goto('/admin/list-user-offer');
    await page.getByRole('link', { name: 'Krijo ofertë' }).first().click();
    await page.getByRole('textbox', { name: /Emri i ofertës/ }).fill(offerName);
    await page.getByLabel(/Data e fillimit/).fill(tiraneDay(0));
    await page.getByLabel(/Data e përfundimit/).fill(tiraneDay(5));
    const stores = page.getByRole('group', { name: 'Pikat e shitjes' });
    await stores.getByRole('searchbox', { name: 'Filtro pikat e shitjes' }).fill(storeName);
    await stores.getByRole('checkbox', { name: storeName }).check();
    for (const product of products) {
      await page.getByRole('combobox', { name: 'Shto produkt' }).fill(product.productName);
      await page.getByRole('option', { name: `${product.productName} (${product.productUnit})` }).click();
    }
    const oldPrices = page.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' });
    const newPrices = page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' });
    await expect(oldPrices).toHaveCount(2);
    await expect(newPrices.first()).toHaveAttribute('step', '0.01');
    for (const index of [0, 1]) {
      await oldPrices.nth(index).fill('250');
      await newPrices.nth(index).fill('1.5');
    }
    await page.getByRole('button', { name: 'Krijo ofertën' }).click();
    // A 99 % discount is doubtful (the price sanity check): the admin confirms it is meant.
    await page.getByRole('alertdialog', { name: 'Çmime të pazakonta' }).getByRole('button', { name: 'Ruaj gjithsesi' }).click();
    await expectSavedAndBackTo(page, 'Oferta u krijua me sukses!', /\/admin\/list-user-offer$/);
    await expect(page.getByRole('article', { name: offerName })).toBeVisible();

    const offers = await getAsAdmin<OfferListItem[]>(request, admin, `/api/offer/list/market/${admin.marketId}`);
    const { offerId } = offers.find((offer) => offer.offerName === offerName)!;
    const ofOffer = (cards: OfferCard[]) => cards.filter((card) => card.offerId === offerId).map((card) => card.productName).sort();
    const productNames = products.map((product) => product.productName).sort();

    // The public home page and the market page read these lists.
    expect(ofOffer(await getAsAdmin<OfferCard[]>(request, admin, '/api/offer/all'))).toEqual(productNames);
    expect(ofOffer(await getAsAdmin<OfferCard[]>(request, admin, `/api/offer/market/app/${admin.marketId}`))).toEqual(productNames);
    // That store's page shows both products.
    await page.goto(`/store-offer/${storeLocationId}`);
    for (const name of productNames) await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
    // So do the home page (a 99 % discount leads the special offers) and the market page (newest campaign first).
    await page.goto('/');
    const specials = page.getByRole('region', { name: 'Oferta speciale' });
    for (const name of productNames) await expect(specials.getByRole('article').filter({ hasText: name }).first()).toBeVisible();
    await page.goto(`/market-offer/${admin.marketId}`);
    for (const name of productNames) await expect(page.getByRole('article').filter({ hasText: name }).first()).toBeVisible();

    // Edit: a new name and a new price.
    await page.goto('/admin/list-user-offer');
    await page.getByRole('article', { name: offerName }).getByRole('link', { name: 'Ndrysho' }).click();
    await expect(page.getByRole('textbox', { name: /Emri i ofertës/ })).toHaveValue(offerName);
    await page.getByRole('textbox', { name: /Emri i ofertës/ }).fill(`${offerName} v2`);
    await newPrices.first().fill('2');
    await page.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
    await page.getByRole('alertdialog', { name: 'Çmime të pazakonta' }).getByRole('button', { name: 'Ruaj gjithsesi' }).click();
    await expectSavedAndBackTo(page, 'Oferta u përditësua me sukses!', /\/admin\/list-user-offer$/);
    const card = page.getByRole('article', { name: `${offerName} v2` });
    await card.getByRole('link', { name: 'Shiko' }).click();
    await expect(page.getByRole('row', { name: new RegExp(products[0]!.productName) })).toContainText('2.00 ALL');

    // Delete, after the spec's confirmation.
    await page.goto('/admin/list-user-offer');
    await page.getByRole('article', { name: `${offerName} v2` }).getByRole('button', { name: 'Fshi' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Jeni i sigurt që doni të fshini këtë ofertë?');
    await dialog.getByRole('button', { name: 'Fshi' }).click();
    await expect(page.getByText('Oferta u fshi me sukses!')).toBeVisible();
    await expect(page.getByRole('article', { name: `${offerName} v2` })).toHaveCount(0);
    expect(ofOffer(await getAsAdmin<OfferCard[]>(request, admin, `/api/offer/view/store/location/${storeLocationId}`))).toEqual([]);
  });
});
