import type { Page } from '@playwright/test';
import { expect, getAsAdmin, pdfFile, pngFile, test, tiraneDay, uniqueName } from '../../fixtures/market-admin';

/**
 * Makes the upload to `url` (a path) slow: the request waits in the browser until the test lets it go. `arrived`
 * resolves when the upload has started; `aborted` when the page has aborted it (net::ERR_ABORTED); `release` lets
 * it go and waits until it has gone on, if it still can.
 */
async function holdUpload(page: Page, url: string) {
  const aborted = page.waitForEvent('requestfailed', {
    predicate: (request) => new URL(request.url()).pathname === url && /ERR_ABORTED/.test(request.failure()?.errorText ?? ''),
  });
  let markArrived!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    markArrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let settled = Promise.resolve();
  await page.route(`**${url}`, async (route) => {
    markArrived();
    settled = released.then(() => route.continue().catch(() => undefined));
    await settled;
  });
  return { arrived, aborted, release: async () => (release(), await settled) };
}

test.describe('[MARKET_ADMIN][UPLOADS] cancel means cancel', () => {
  test('@phone "Anulo" during a slow flyer upload aborts it: back on the list, and no flyer is created', async ({ page, request, admin }) => {
    const name = uniqueName('Volantino i anuluar');
    const upload = await holdUpload(page, '/api/volantino/add');
    await page.goto('/admin/add-volantino');
    await page.getByRole('textbox', { name: /Emri i volantinos/ }).fill(name);
    await page.getByLabel(/Imazhi i volantinos/).setInputFiles(pngFile('kopertina.png'));
    await page.getByLabel(/PDF e volantinos/).setInputFiles(pdfFile('volantino.pdf', name));
    await page.getByLabel(/Data e fillimit/).fill(tiraneDay(0));
    await page.getByLabel(/Data e mbarimit/).fill(tiraneDay(7));
    await page.getByRole('button', { name: 'Krijo' }).click();
    await upload.arrived;

    await page.getByRole('link', { name: 'Anulo' }).click();
    await expect(page).toHaveURL(/\/admin\/list-volantino$/);
    await upload.aborted;
    await upload.release();

    const flyers = await getAsAdmin<{ volantinoName: string }[]>(request, admin, `/api/volantino/list/market/${admin.marketId}`);
    expect(flyers.map((flyer) => flyer.volantinoName)).not.toContain(name);
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test('leaving by another link during a product image upload asks first; leaving aborts it and no product is created', async ({
    page,
    request,
    admin,
  }) => {
    const name = uniqueName('Produkt i anuluar');
    const upload = await holdUpload(page, '/api/product/add/market');
    await page.goto('/admin/add-product-market');
    await page.getByRole('textbox', { name: /Emri i produktit/ }).fill(name);
    await page.getByRole('textbox', { name: /^Njësia/ }).fill('1 kg');
    await page.getByRole('combobox', { name: /Kategoria/ }).selectOption({ index: 1 });
    await page.getByLabel(/Foto e produktit/).setInputFiles(pngFile('produkt.png'));
    await page.getByRole('button', { name: 'Shto produktin' }).click();
    await upload.arrived;

    await page.getByRole('link', { name: 'Offers' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Skedarët po ngarkohen. Nëse largoheni, ngarkimi anulohet dhe asgjë nuk ruhet. Të largoheni?');
    await question.getByRole('button', { name: 'Qëndro' }).click();
    await expect(page).toHaveURL(/\/admin\/add-product-market$/);

    await page.getByRole('link', { name: 'Offers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Largohu' }).click();
    await expect(page).toHaveURL(/\/admin\/list-user-offer$/);
    await upload.aborted;
    await upload.release();

    const products = await getAsAdmin<{ productName: string }[]>(request, admin, `/api/product/get/market/${admin.marketId}`);
    expect(products.map((product) => product.productName)).not.toContain(name);
  });
});
