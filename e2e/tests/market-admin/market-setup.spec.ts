import { expect, expectSavedAndBackTo, getAsAdmin, pngFile, test, uniqueName } from '../../fixtures/market-admin';

interface City {
  locationId: number;
  locationName: string;
}

interface StorePoint {
  storeLocationId: number;
  storeLocationName: string;
  latitude: number;
  longitude: number;
}

test.describe('[MARKET_ADMIN][CITIES]', () => {
  test("sets the market's cities with the checkbox form", async ({ page, request, admin }) => {
    const cities = await getAsAdmin<City[]>(request, admin, '/api/location/all');
    const current = await getAsAdmin<City[]>(request, admin, `/api/market/${admin.marketId}/market/locations`);
    const added = cities.find((city) => !current.some((own) => own.locationId === city.locationId)) ?? cities[0]!;

    await page.goto('/admin/list-market-location');
    await page.getByRole('link', { name: 'Shto qytete' }).click();
    await expect(page).toHaveURL(/\/admin\/add-user-market$/);
    const group = page.getByRole('group', { name: 'Qytetet ku shërben marketi' });

    // None chosen: the spec's rule.
    for (const city of current) await group.getByRole('checkbox', { name: city.locationName, exact: true }).uncheck();
    await page.getByRole('button', { name: 'Ruaj qytetet' }).click();
    await expect(page.getByText('Zgjidh të paktën një lokacion.')).toBeVisible();

    for (const city of [...current, added]) await group.getByRole('checkbox', { name: city.locationName, exact: true }).check();
    await page.getByRole('button', { name: 'Ruaj qytetet' }).click();
    await expectSavedAndBackTo(page, 'Qytetet e marketit u përditësuan me sukses!', /\/admin\/list-market-location$/);
    await expect(page.getByRole('list', { name: 'Qytetet e marketit' }).getByText(added.locationName, { exact: true })).toBeVisible();
    const saved = await getAsAdmin<City[]>(request, admin, `/api/market/${admin.marketId}/market/locations`);
    expect(saved.map((city) => city.locationId).sort()).toEqual([...current, added].map((city) => city.locationId).sort());
  });
});

test.describe('[MARKET_ADMIN][STORE_POINTS]', () => {
  test('adds a store point picked on the map, then edits its typed coordinates', async ({ page, request, admin }) => {
    const name = uniqueName('Pika Blloku');
    await page.goto('/admin/list-store-location');
    await page.getByRole('link', { name: 'Shto pikë shitjeje' }).click();
    await page.getByRole('textbox', { name: /Emri i pikës/ }).fill(name);

    const map = page.getByTestId('location-picker');
    await expect(map.locator('.ol-viewport')).toBeVisible();
    await map.click();
    const latitude = page.getByRole('spinbutton', { name: /Gjerësia/ });
    const longitude = page.getByRole('spinbutton', { name: /Gjatësia/ });
    // The picker opens on Tirana; a click near its centre lands near Tirana.
    await expect(latitude).toHaveValue(/^41\.\d+/);
    await expect(longitude).toHaveValue(/^19\.\d+/);
    await page.getByRole('button', { name: 'Shto pikën' }).click();
    await expectSavedAndBackTo(page, 'Vendndodhja u shtua me sukses!', /\/admin\/list-store-location$/);

    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Ndrysho' }).click();
    await latitude.fill('41.3301');
    await longitude.fill('19.8215');
    await page.getByRole('textbox', { name: /Emri i pikës/ }).fill(`${name} 2`);
    await page.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
    // After an edit the spec goes to the plural route, which shows the list too.
    await expectSavedAndBackTo(page, 'Vendndodhja u përditësua me sukses!', /\/admin\/list-store-locations$/);
    await expect(page.getByRole('article', { name: `${name} 2` })).toBeVisible();

    const stores = await getAsAdmin<StorePoint[]>(request, admin, '/api/store-locations/all/market');
    expect(stores.find((store) => store.storeLocationName === `${name} 2`)).toMatchObject({ latitude: 41.3301, longitude: 19.8215 });
  });
});

test.describe('[MARKET_ADMIN][PRODUCTS]', () => {
  test('adds a product with an image after the required-field messages', async ({ page, admin }) => {
    expect(admin.marketId).toBeGreaterThan(0);
    const name = uniqueName('Djathë i bardhë');
    await page.goto('/admin/list-product-market');
    await page.getByRole('link', { name: 'Shto produkt' }).click();
    await page.getByRole('button', { name: 'Shto produktin' }).click();
    for (const text of ['Emri i produktit kërkohet.', 'Njësia e produktit kërkohet.', 'Zgjidhni një kategori.', 'Zgjidhni një foto për produktin.']) {
      await expect(page.getByText(text)).toBeVisible();
    }

    await page.getByRole('textbox', { name: /Emri i produktit/ }).fill(name);
    await page.getByRole('textbox', { name: /Njësia/ }).fill('1 kg');
    await page.getByRole('combobox', { name: /Kategoria/ }).selectOption({ index: 1 });
    await page.getByRole('spinbutton', { name: /Çmimi aktual/ }).fill('640');
    await page.getByLabel(/Foto e produktit/).setInputFiles(pngFile('djathe.png'));
    await page.getByRole('button', { name: 'Shto produktin' }).click();
    await expectSavedAndBackTo(page, 'Produkti u shtua me sukses!', /\/admin\/list-product-market$/);

    await page.getByRole('searchbox', { name: 'Kërko produkt' }).fill(name);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('640.00 ALL')).toBeVisible();
    // The picture is decorative beside the name (alt=''), so it is found as an element, not a role.
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
  });
});
