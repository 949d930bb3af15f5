import { expect, test } from '../../fixtures/test';
import { superAdmin } from '../../fixtures/accounts';
import { pngFile } from '../../fixtures/images';
import { signInThroughApi } from '../../fixtures/session';
import { uniqueName } from '../../fixtures/super-admin';

test.describe('[SUPER_ADMIN][CATALOGUE]', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInThroughApi(page, request, superAdmin);
  });

  test('adds a city', async ({ page, request }) => {
    const city = uniqueName('Qytet');
    await page.goto('/super-admin/list-locations');
    await page.getByRole('link', { name: 'Shto qytet' }).click();
    await page.getByLabel('Emri i qytetit').fill(city);
    await page.getByRole('button', { name: 'Shto' }).click();
    await expect(page.getByText('Qyteti u shtua me sukses!')).toBeVisible();
    await expect(page).toHaveURL(/\/super-admin\/list-locations$/);
    await page.getByRole('searchbox', { name: 'Kërko qytet' }).fill(city);
    await expect(page.getByText(city)).toBeVisible();

    // The same name again: the server refuses it and the form shows its message.
    await page.goto('/super-admin/add-location');
    await page.getByLabel('Emri i qytetit').fill(city);
    await page.getByRole('button', { name: 'Shto' }).click();
    await expect(page.getByRole('alert')).toContainText('ekziston tashmë');
    const cities = (await (await request.get('/api/location/all')).json()) as { locationName: string }[];
    expect(cities.filter((entry) => entry.locationName === city)).toHaveLength(1);
  });

  test('adds and renames a category, then adds and edits a global product in it', async ({ page }) => {
    // Four saves, one with an image: 15 s on an idle machine, over 30 s on a loaded 2-core one.
    test.slow();
    const category = uniqueName('Kategori');
    await page.goto('/super-admin/list-categories');
    await page.getByRole('link', { name: 'Shto kategori' }).click();
    await page.getByLabel('Emri i kategorisë').fill(category);
    await page.getByRole('button', { name: 'Shto' }).click();
    await expect(page.getByText('Kategoria u shtua me sukses!')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Kërko kategori' }).fill(category);
    await page.getByRole('article', { name: category }).getByRole('link', { name: 'Ndrysho' }).click();
    const renamed = `${category} Bio`;
    await page.getByLabel('Emri i kategorisë').fill(renamed);
    await page.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
    await expect(page.getByText('Kategoria u përditësua me sukses!')).toBeVisible();
    await expect(page).toHaveURL(/\/super-admin\/list-categories$/);

    const product = uniqueName('Produkt');
    await page.goto('/super-admin/list-products');
    await page.getByRole('link', { name: 'Shto produkt' }).click();
    await page.getByLabel(/Emri i produktit/).fill(product);
    await page.getByRole('textbox', { name: /Njësia/ }).fill('1 kg');
    await expect(page.getByRole('status').filter({ hasText: 'Sasia:' })).toHaveText('Sasia: 1 kg');
    await page.getByLabel(/Kategoria/).selectOption({ label: renamed });
    await page.getByLabel(/Çmimi aktual/).fill('249.5');
    await page.getByLabel(/Foto e produktit/).setInputFiles(pngFile('produkt.png', { width: 300, height: 300, rgb: [200, 60, 40] }));
    await page.getByRole('button', { name: 'Shto' }).click();
    await expect(page.getByText('Produkti u shtua me sukses!')).toBeVisible();
    await expect(page).toHaveURL(/\/super-admin\/list-products$/);

    await page.getByRole('searchbox', { name: 'Kërko produkt' }).fill(product);
    const card = page.getByRole('article', { name: product });
    await expect(card.getByText('249.50 ALL')).toBeVisible();
    await expect(card.getByText(renamed)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await card.getByRole('link', { name: 'Ndrysho' }).click();
    await page.getByLabel(/Çmimi aktual/).fill('199');
    await page.getByRole('button', { name: 'Ruaj ndryshimet' }).click();
    await expect(page.getByText('Produkti u përditësua me sukses!')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Kërko produkt' }).fill(product);
    await expect(page.getByRole('article', { name: product }).getByText('199.00 ALL')).toBeVisible();
  });
});
