import { expectFlyerPageDrawn } from '../../fixtures/flyer-viewer';
import { expect, expectSavedAndBackTo, getAsAdmin, pdfFile, pngFile, test, tiraneDay, uniqueName } from '../../fixtures/market-admin';

test.describe('[MARKET_ADMIN][JOB_NOTICES]', () => {
  test('@phone adds a job notice that appears on /notification, then deletes it', async ({ page, admin }) => {
    expect(admin.marketId).toBeGreaterThan(0);
    const title = uniqueName('Arkëtar/e me kohë të plotë');
    await page.goto('/admin/add-job-post');
    await page.getByRole('textbox', { name: /Titulli/ }).fill(title);
    await page.getByRole('textbox', { name: /Përshkrimi/ }).fill('Turne fleksibël, punë në Tiranë.');
    await page.getByRole('button', { name: 'Publiko njoftimin' }).click();
    await expectSavedAndBackTo(page, 'Njoftimi i punës u shtua me sukses!', /\/admin\/list-job-post$/);

    await page.goto('/notification');
    await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/admin/list-job-post');
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Fshi' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Jeni i sigurt që doni të fshini këtë njoftim pune?');
    await dialog.getByRole('button', { name: 'Fshi' }).click();
    await expect(page.getByText('Njoftimi i punës u fshi me sukses!')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });
});

test.describe('[MARKET_ADMIN][VOLANTINO]', () => {
  test('uploads a flyer PDF that opens in the public viewer', async ({ page, request, admin }) => {
    // An upload cleaned of active content, then pdf.js: 19 s on an idle machine, over 30 s on a loaded 2-core one.
    test.slow();
    const name = uniqueName('Volantino i javës');
    await page.goto('/admin/list-volantino');
    await page.getByRole('link', { name: 'Shto volantino' }).first().click();
    await page.getByRole('button', { name: 'Krijo' }).click();
    for (const text of [
      'Emri i volantino kërkohet.',
      'Imazhi i volantino kërkohet.',
      'PDF i volantino kërkohet.',
      'Data e fillimit të volantino kërkohet.',
      'Data e mbarimit të volantino kërkohet.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }

    await page.getByRole('textbox', { name: /Emri i volantinos/ }).fill(name);
    await page.getByLabel(/Imazhi i volantinos/).setInputFiles(pngFile('kopertina.png'));
    await page.getByLabel(/PDF e volantinos/).setInputFiles(pdfFile('volantino.pdf', name));
    await page.getByLabel(/Data e fillimit/).fill(tiraneDay(0));
    await page.getByLabel(/Data e mbarimit/).fill(tiraneDay(7));
    await page.getByRole('button', { name: 'Krijo' }).click();
    await expectSavedAndBackTo(page, 'Volantino u krijua me sukses!', /\/admin\/list-volantino$/);

    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Shiko' }).click();
    await expect(page.getByRole('link', { name: 'Shkarko PDF-në' })).toHaveAttribute('href', /\/uploads\/.+\.pdf$/);
    await page.getByRole('link', { name: 'Shiko në lexuesin publik' }).click();
    await expect(page).toHaveURL(/\/volantino\/\d+$/);
    await expectFlyerPageDrawn(page);

    const flyers = await getAsAdmin<{ volantinoName: string }[]>(request, admin, '/api/volantino/all');
    expect(flyers.map((flyer) => flyer.volantinoName)).toContain(name);
  });
});
