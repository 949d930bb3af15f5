import { expect, test } from '../../fixtures/test';
import { expectShownAfter } from '../../fixtures/brief-message';
import { superAdmin } from '../../fixtures/accounts';
import { pngFile } from '../../fixtures/images';
import { signInThroughApi } from '../../fixtures/session';
import { uniqueName } from '../../fixtures/super-admin';

test.describe('[SUPER_ADMIN][MARKETS]', () => {
  test('creates a market with a logo, views, edits and deactivates it', async ({ page, request }) => {
    await signInThroughApi(page, request, superAdmin);
    const name = uniqueName('Market E2E');
    await page.goto('/super-admin');
    await page.getByRole('navigation', { name: 'Super Admin' }).getByRole('link', { name: 'Market' }).click();
    await page.getByRole('link', { name: 'Shto nje market' }).click();

    await expect(page.getByRole('heading', { name: 'Krijo nje market te ri' })).toBeVisible();
    await page.getByLabel('Emri i marketit').fill(name);
    await page.getByLabel('Logo e marketit').setInputFiles(pngFile('logo.png'));
    await expectShownAfter(page, 'Market created successfully!', () => page.getByRole('button', { name: 'Krijo' }).click());
    await expect(page).toHaveURL(/\/super-admin\/list-market$/);

    await page.getByRole('searchbox', { name: 'Kërko market' }).fill(name);
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('img', { name: `Logo e ${name}` })).toHaveAttribute('src', /\/uploads\//);

    await card.getByRole('link', { name: 'Shiko' }).click();
    await expect(page.getByText('Ky market nuk ka ende administrator.')).toBeVisible();
    await page.getByRole('link', { name: 'Ndrysho' }).click();
    const renamed = `${name} Qendër`;
    await page.getByLabel('Emri i marketit').fill(renamed);
    await expectShownAfter(page, 'Market updated successfully!', () => page.getByRole('button', { name: 'Ruaj ndryshimet' }).click());
    await expect(page).toHaveURL(/\/super-admin\/list-market$/);

    await page.getByRole('searchbox', { name: 'Kërko market' }).fill(renamed);
    await page.getByRole('article', { name: renamed }).getByRole('button', { name: 'Deaktivizo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fshi' }).click();
    await expect(page.getByText('Market deleted successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
    await expect(page.getByText('Market deleted successfully!')).toBeHidden({ timeout: 5000 });

    const markets = (await (await request.get('/api/market/all')).json()) as { marketName: string }[];
    expect(markets.map((market) => market.marketName)).not.toContain(renamed);
  });
});
