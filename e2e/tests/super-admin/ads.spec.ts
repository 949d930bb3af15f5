import { expect, test } from '../../fixtures/test';
import { expectShownAfter } from '../../fixtures/brief-message';
import { superAdmin } from '../../fixtures/accounts';
import { pngFile } from '../../fixtures/images';
import { skipAppPopup } from '../../fixtures/public-site';
import { signInThroughApi } from '../../fixtures/session';
import { uniqueName } from '../../fixtures/super-admin';

interface Ad {
  adsId: number;
  adsName: string;
}

test.describe('[SUPER_ADMIN][ADS]', () => {
  test('creates an active top ad that the home page shows, edits it and deactivates it', async ({ page, request }) => {
    // Three saves with an image, each checked on the home page: 22 s on an idle machine.
    test.slow();
    await signInThroughApi(page, request, superAdmin);
    await skipAppPopup(page);
    const name = uniqueName('Reklama E2E');
    await page.goto('/super-admin/list-ads');
    await page.getByRole('link', { name: 'Shto reklamë' }).click();
    // Every field is required: the form says so before anything is sent.
    await page.getByRole('button', { name: 'Krijo' }).click();
    await expect(page.getByText('Zgjidhni një foto për reklamën.')).toBeVisible();

    await page.getByLabel(/Emri i reklamës/).fill(name);
    await page.getByLabel(/Linku/).fill('https://example.com/e2e');
    await page.getByLabel(/Rendi i shfaqjes/).fill('1');
    await page.getByRole('checkbox', { name: 'Aktive' }).check();
    await page.getByLabel(/Foto e reklamës/).setInputFiles(pngFile('reklama.png', { width: 1250, height: 300 }));
    await expectShownAfter(page, 'Ad created successfully!', () => page.getByRole('button', { name: 'Krijo' }).click());
    await expect(page).toHaveURL(/\/super-admin\/list-ads\?status=active$/);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('1 (lart)')).toBeVisible();

    const top = (await (await request.get('/api/ads/top')).json()) as Ad;
    expect(top.adsName).toBe(name);
    await page.goto('/');
    await expect(page.getByRole('img', { name })).toBeVisible();

    await page.goto('/super-admin/list-ads');
    await page.getByRole('article', { name }).getByRole('link', { name: 'Ndrysho' }).click();
    const renamed = `${name} v2`;
    await page.getByLabel(/Emri i reklamës/).fill(renamed);
    await expectShownAfter(page, 'Ad updated successfully!', () => page.getByRole('button', { name: 'Ruaj ndryshimet' }).click());
    await expect(page).toHaveURL(/\/super-admin\/list-ads\?status=active$/);

    await page.getByRole('article', { name: renamed }).getByRole('button', { name: 'Deaktivizo' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('fshini këtë reklamë');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fshi' }).click();
    await expect(page.getByText('Ad deleted successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
    const after = (await (await request.get('/api/ads/top')).json()) as Ad | null;
    expect(after?.adsName).not.toBe(renamed);
  });
});
