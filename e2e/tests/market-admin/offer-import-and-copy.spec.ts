import { expectShownAfter } from '../../fixtures/brief-message';
import { expect, getAsAdmin, test, tiraneDay, uniqueName } from '../../fixtures/market-admin';

interface Product {
  productId: number;
  productName: string;
  productUnit: string;
}

const rule1 = 'Duhet të shkruani emrin e ofertës.';
const rule2 = 'Duhet të zgjidhni datë fillimi dhe përfundimi.';

/** A product of the market whose name no other product shares, so a spreadsheet row names it alone. */
async function productWithUniqueName(request: Parameters<typeof getAsAdmin>[0], admin: Parameters<typeof getAsAdmin>[1]): Promise<Product> {
  const products = await getAsAdmin<Product[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
  const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return products.find((product) => products.filter((other) => fold(other.productName) === fold(product.productName)).length === 1)!;
}

test.describe('[MARKET_ADMIN][OFFERS] import, copy, errors at the field', () => {
  test('@phone @smoke imports a CSV file, previews it, adds its product and saves; the public site shows it', async ({ page, request, admin }) => {
    test.slow();
    const storeName = uniqueName('Pika e importit');
    const created = await request.post('/api/store-locations/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { storeLocationName: storeName, latitude: 41.3211, longitude: 19.8011, marketId: admin.marketId },
    });
    expect(created.status()).toBe(201);
    const { storeLocationId } = (await created.json()) as { storeLocationId: number };
    const product = await productWithUniqueName(request, admin);

    await page.goto('/admin/add-user-offer');
    await page.getByRole('textbox', { name: /Emri i ofertës/ }).fill(uniqueName('Oferta nga skedari'));
    await page.getByLabel(/Data e fillimit/).fill(tiraneDay(0));
    await page.getByLabel(/Data e përfundimit/).fill(tiraneDay(5));
    const stores = page.getByRole('group', { name: 'Pikat e shitjes' });
    await stores.getByRole('searchbox', { name: 'Filtro pikat e shitjes' }).fill(storeName);
    await stores.getByRole('checkbox', { name: storeName }).check();

    // As Excel saves it in Albanian: a BOM, ';' between cells, a decimal comma, the name in capitals.
    const csv = `\uFEFFProdukti;Çmimi normal;Çmimi në ofertë\n${product.productName.toUpperCase()};250;1,50\nProdukt që nuk ekziston;10;5\n`;
    await page.getByLabel('Importo nga Excel/CSV').setInputFiles({ name: 'oferta.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByRole('region', { name: 'Produktet nga skedari' });
    await expect(page.getByRole('heading', { name: 'Produktet nga skedari' })).toBeFocused();
    await expect(page.getByRole('row', { name: /^2 / })).toContainText(`${product.productName} (${product.productUnit})`);
    await expect(page.getByRole('row', { name: /^3 / })).toContainText('Produkti nuk u gjet në produktet e marketit ose ato globale.');
    await preview.getByRole('button', { name: 'Shto 1 produkte në ofertë' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' })).toHaveValue('250.00');
    await expect(page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' })).toHaveValue('1.50');

    await page.getByRole('button', { name: 'Krijo ofertën' }).click();
    // 250 → 1.50 is a 99 % discount, which the price sanity check asks about.
    await expectShownAfter(page, 'Oferta u krijua me sukses!', () =>
      page.getByRole('alertdialog', { name: 'Çmime të pazakonta' }).getByRole('button', { name: 'Ruaj gjithsesi' }).click(),
    );
    await page.goto(`/store-offer/${storeLocationId}`);
    await expect(page.getByRole('article').filter({ hasText: product.productName })).toBeVisible();
  });

  test('Kopjo opens a new offer with the name, places and products, and empty dates, also after a reload', async ({ page, request, admin }) => {
    const storeName = uniqueName('Pika e kopjimit');
    const store = await request.post('/api/store-locations/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { storeLocationName: storeName, latitude: 41.3222, longitude: 19.8022, marketId: admin.marketId },
    });
    expect(store.status()).toBe(201);
    const { storeLocationId } = (await store.json()) as { storeLocationId: number };
    const product = await productWithUniqueName(request, admin);
    const offerName = uniqueName('Oferta për kopjim');
    const created = await request.post('/api/offer/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        offerName,
        startDate: tiraneDay(0),
        endDate: tiraneDay(5),
        locationIds: [],
        storeLocationIds: [storeLocationId],
        products: [{ productId: product.productId, oldPrice: 300, newPrice: 240 }],
        marketId: admin.marketId,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/admin/list-user-offer');
    await page.getByRole('searchbox', { name: 'Kërko ofertë' }).fill(offerName);
    await page.getByRole('article', { name: offerName }).getByRole('link', { name: `Kopjo ${offerName}` }).click();
    await expect(page).toHaveURL(/\/admin\/add-user-offer\?copy=\d+$/);
    for (const pass of ['opened', 'reloaded']) {
      await expect(page.getByRole('textbox', { name: /Emri i ofertës/ }), pass).toHaveValue(offerName);
      await expect(page.getByLabel(/Data e fillimit/)).toHaveValue('');
      await expect(page.getByLabel(/Data e përfundimit/)).toHaveValue('');
      await expect(page.getByRole('checkbox', { name: storeName })).toBeChecked();
      await expect(page.getByRole('spinbutton', { name: 'Çmimi i vjetër (ALL)' })).toHaveValue('300.00');
      await expect(page.getByRole('spinbutton', { name: 'Çmimi i ri (ALL)' })).toHaveValue('240.00');
      if (pass === 'opened') await page.reload();
    }
  });

  test('@phone a broken rule stands beside its field, which gets the focus, and nothing is saved', async ({ page, request, admin }) => {
    await page.goto('/admin/add-user-offer');
    const name = page.getByRole('textbox', { name: /Emri i ofertës/ });
    await page.getByRole('button', { name: 'Krijo ofertën' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(rule1);

    const offerName = uniqueName('Oferta pa data');
    await name.fill(offerName);
    await page.getByRole('button', { name: 'Krijo ofertën' }).click();
    const start = page.getByLabel(/Data e fillimit/);
    await expect(start).toBeFocused();
    await expect(start).toHaveAccessibleDescription(rule2);
    // The rule's text also stays in the form's message, in the spec's order.
    await expect(page.getByRole('alert').filter({ hasText: rule2 })).toHaveCount(2);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    const offers = await getAsAdmin<{ offerName: string }[]>(request, admin, `/api/offer/list/market/${admin.marketId}`);
    expect(offers.map((offer) => offer.offerName)).not.toContain(offerName);
  });
});
