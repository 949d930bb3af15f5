import { expect, test } from '../../fixtures/test';
import { expectNoSeriousViolations } from '../../fixtures/accessibility';
import { skipAppPopup } from '../../fixtures/public-site';

/** '350 m' or '2.4 km' as kilometres. */
const kilometres = (text: string) => {
  const [, value, unit] = /([\d.]+) (m|km)/.exec(text) ?? [];
  return Number(value) / (unit === 'm' ? 1000 : 1);
};

test.describe('[PUBLIC][NEARBY]', () => {
  test.beforeEach(async ({ page }) => skipAppPopup(page));

  test.describe('with the visitor at Sheshi Liria, Durrës', () => {
    test.use({ geolocation: { latitude: 41.315, longitude: 19.446 }, permissions: ['geolocation'] });

    test('@phone lists store points nearest first, with their offers and a map link; reached from the map', async ({ page }) => {
      await page.goto('/map');
      await page.getByRole('link', { name: 'Dyqanet afër meje' }).click();
      await expect(page).toHaveURL(/\/nearby$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Afër meje' })).toBeVisible();
      await expect(page.getByText('Renditur sipas largësisë nga vendndodhja juaj.')).toBeVisible();

      const stores = page.getByRole('list', { name: 'Dyqanet më të afërta' }).getByRole('listitem');
      await expect(stores.first()).toContainText('Sheshi Liria');
      await expect(stores.first()).toContainText('Durrës');
      await expect(stores.first()).toContainText(/\d+ ofert/);
      const distances = (await stores.locator('.distance').allTextContents()).map(kilometres);
      expect(distances.length).toBeGreaterThan(1);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      await expect(stores.first().getByRole('link', { name: /Hap në hartë/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=41\.315&mlon=19\.446/,
      );

      // The store's screen names the branch beside the market.
      await stores.first().getByRole('heading').getByRole('link').click();
      await expect(page.getByText('Sheshi Liria', { exact: false }).first()).toBeVisible();
    });

    test('has no serious accessibility violation', async ({ page }) => {
      await page.goto('/nearby');
      await expect(page.getByRole('list', { name: 'Dyqanet më të afërta' }).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });

  test('@phone without a position, measures from my city’s stores, asking by the city rather than for every store point', async ({ page }) => {
    const everyStorePoint: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/store-locations/all') everyStorePoint.push(sent.url());
    });
    const byCity = page.waitForResponse((response) => /\/api\/store-locations\/near\?.*locationId=/.test(response.url()));
    await page.goto('/nearby');
    await expect(page.getByText(/qendra e Tiranës/)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Qyteti: / }).click();
    await page.getByRole('dialog', { name: 'Zgjidhni qytetin tuaj' }).getByRole('button', { name: 'Vlorë', exact: true }).click();
    await expect(page.getByText('Renditur sipas largësisë nga qendra e qytetit Vlorë.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dyqanet më të afërta' }).getByRole('listitem').first()).toContainText('Vlorë');
    expect((await byCity).status()).toBe(200);
    expect(everyStorePoint).toEqual([]);
  });
});
